import { describe, expect, it } from "vitest";
import { PUSH_STEPS, ServerRefusal, platformOf, pushProblem } from "../../app/admin/push-help";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

describe("phone alerts help", () => {
  it("explains Android (Allow; installing optional) and iPhone (Home Screen first, open from the icon, then Allow)", () => {
    const android = PUSH_STEPS.find((s) => s.device.startsWith("Android"))!.steps;
    expect(android).toMatch(/tap Allow when Chrome asks/);
    expect(android).toMatch(/optional/);
    const iphone = PUSH_STEPS.find((s) => s.device.startsWith("iPhone"))!.steps;
    expect(iphone.indexOf("Add to Home Screen")).toBeLessThan(iphone.indexOf("Open the admin from that new icon"));
    expect(iphone.indexOf("Open the admin from that new icon")).toBeLessThan(iphone.indexOf("tap Allow"));
  });

  it("tells the device apart", () => {
    expect(platformOf(IPHONE)).toBe("iphone");
    expect(platformOf(ANDROID)).toBe("android");
    expect(platformOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0")).toBe("computer");
  });

  it("turns the browser's refusals into what to do, never its own words", () => {
    const denied = Object.assign(new Error("Registration failed - permission denied"), { name: "NotAllowedError" });
    expect(pushProblem(denied, "android")).toMatch(/^Notifications are blocked for this site\. In Chrome, tap the icon left of the address/);
    expect(pushProblem(denied, "iphone")).toMatch(/open Settings, then Notifications/);
    const service = Object.assign(new Error("Registration failed - push service error"), { name: "AbortError" });
    expect(pushProblem(service, "computer")).toMatch(/notification service did not answer/);
    const odd = Object.assign(new Error("Failed to register a ServiceWorker: An unknown error occurred"), { name: "InvalidStateError" });
    for (const e of [denied, service, odd])
      for (const p of ["iphone", "android", "computer"] as const) expect(pushProblem(e, p)).not.toMatch(/Registration failed|ServiceWorker|unknown error/);
  });

  it("keeps the website's own refusal, which is in plain words already", () => {
    expect(pushProblem(new ServerRefusal("You must be signed in to do that."), "computer")).toBe(
      "Notifications could not be turned on: You must be signed in to do that.",
    );
  });
});
