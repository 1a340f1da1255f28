import { describe, expect, it } from "vitest";
import { smsHref, toE164 } from "../../app/sms/settings";

// Numbers as owners type them become the international form a text gateway and an sms: link need (decision 0032).
describe("mobile numbers for texts", () => {
  it("reads the ways people write a US number", () => {
    for (const typed of ["(509) 555-0142", "509-555-0142", "509.555.0142", "+1 509 555 0142", "1 (509) 555-0142", " 5095550142 "])
      expect(toE164(typed), typed).toBe("+15095550142");
    expect(toE164("+44 20 7946 0018")).toBe("+442079460018");
  });
  it("refuses what is not a phone number", () => {
    for (const typed of ["", "call me", "555-0142", "+0 509 555 0142", "509 555 0142 ext 4", "+1 509 555 0142 0000 0000"])
      expect(toE164(typed), typed).toBeNull();
  });
  it("makes an sms: link with the international number", () => {
    expect(smsHref("(509) 555-0123")).toBe("sms:+15095550123");
  });
});
