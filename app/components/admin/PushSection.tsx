import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { DISMISSED, IPHONE_FIRST, PUSH_STEPS, ServerRefusal, UNSUPPORTED, platformOf, pushProblem, reallow } from "~/admin/push-help";

export interface PushDevice {
  id: string;
  device: string;
  created_at: string;
}

type State = "checking" | "unsupported" | "off" | "on" | "busy" | "denied";

function keyBytes(base64url: string) {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Your account → Notifications on this device (decision 0031). Turning them on needs the
 * browser's Push API, so it needs JavaScript; the list of devices, "Send a test" and removing a
 * device are plain forms.
 */
export function PushSection({ publicKey, devices, role }: { publicKey: string; devices: PushDevice[]; role: "owner" | "editor" }) {
  const [state, setState] = useState<State>("checking");
  const [message, setMessage] = useState<string | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    const platform = platformOf(navigator.userAgent);
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      // Safari on an iPhone offers notifications only to the admin opened from the Home Screen.
      setMessage(platform === "iphone" ? IPHONE_FIRST : UNSUPPORTED);
      return;
    }
    void navigator.serviceWorker
      .getRegistration("/admin")
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => {
        const blocked = !sub && Notification.permission === "denied";
        setState(sub ? "on" : blocked ? "denied" : "off");
        if (blocked) setMessage(reallow(platform));
      })
      .catch(() => setState("off"));
  }, []);

  async function turnOn() {
    const platform = platformOf(navigator.userAgent);
    setState("busy");
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        setMessage(permission === "denied" ? reallow(platform) : DISMISSED);
        return;
      }
      const reg = await navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin" });
      await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const res = await fetch("/api/admin/push", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sub) });
      if (!res.ok)
        throw new ServerRefusal(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? `The website answered ${res.status}. Try again.`);
      setState("on");
      setMessage("Notifications are on for this device.");
      void revalidator.revalidate();
    } catch (error) {
      setState("off");
      // In words of what to do: never the browser's own ("Registration failed - permission denied").
      setMessage(pushProblem(error, platform));
    }
  }

  async function turnOff() {
    setState("busy");
    const reg = await navigator.serviceWorker.getRegistration("/admin");
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      await fetch("/api/admin/push", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ remove: sub.endpoint }) });
      await sub.unsubscribe();
    }
    setState("off");
    setMessage("Notifications are off for this device.");
    void revalidator.revalidate();
  }

  return (
    <section className="mt-10 space-y-3" aria-labelledby="push-heading" data-push-key={publicKey}>
      <h3 id="push-heading" className="text-lg font-semibold text-lake-900">
        Notifications on your phone or computer
      </h3>
      <p className="text-sm text-slate-700">
        {`Each new lead appears on this device within seconds, with the town, the kind of work, the budget and the first words; tap it to open the lead.${role === "owner" ? " A lead still New at its overdue time is sent once more." : ""} Turn it on on each device you use.`}
      </p>
      <ul className="space-y-1 text-sm text-slate-700" aria-label="How to turn them on" data-testid="push-steps">
        {PUSH_STEPS.map((s) => (
          <li key={s.device}>
            <strong className="font-semibold text-slate-900">{s.device}:</strong> {s.steps}
          </li>
        ))}
      </ul>
      {state === "checking" || state === "unsupported" ? (
        <p className="text-sm text-slate-700" data-testid="push-state">
          {state === "checking" ? "Turning notifications on needs JavaScript and a browser that supports them." : message}
        </p>
      ) : state === "on" ? (
        <button type="button" className="btn-secondary" onClick={() => void turnOff()}>
          Turn off notifications on this device
        </button>
      ) : (
        <button type="button" className="btn-primary" disabled={state === "busy"} onClick={() => void turnOn()}>
          {state === "busy" ? "Turning on..." : "Turn on notifications on this device"}
        </button>
      )}
      {message && state !== "unsupported" ? (
        <p role="status" className="text-sm font-medium text-lake-900">
          {message}
        </p>
      ) : null}
      {devices.length > 0 ? (
        <>
          <ul className="space-y-2" aria-label="Devices with notifications on" data-testid="push-devices">
            {devices.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <span>{d.device}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="push-remove" />
                  <input type="hidden" name="id" value={d.id} />
                  <button type="submit" className="btn-secondary min-h-11 px-3 text-sm" aria-label={`Stop notifications on ${d.device}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="push-test" />
            <button type="submit" className="btn-secondary">
              Send a test notification to my devices
            </button>
          </Form>
        </>
      ) : (
        <p className="text-sm text-slate-700">No device of yours has notifications on.</p>
      )}
    </section>
  );
}
