import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";

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
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      return;
    }
    void navigator.serviceWorker
      .getRegistration("/admin")
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => setState(sub ? "on" : Notification.permission === "denied" ? "denied" : "off"))
      .catch(() => setState("off"));
  }, []);

  async function turnOn() {
    setState("busy");
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState("denied");
        setMessage("Notifications are blocked for this site in this browser. Allow them in the browser's site settings, then try again.");
        return;
      }
      const reg = await navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin" });
      await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const res = await fetch("/api/admin/push", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sub) });
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? `The server answered ${res.status}.`);
      setState("on");
      setMessage("Notifications are on for this device.");
      void revalidator.revalidate();
    } catch (error) {
      setState("off");
      setMessage(`Notifications could not be turned on: ${error instanceof Error ? error.message : String(error)}`);
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
        {`Each new lead appears on this device within seconds, with the town, the kind of work, the budget and the first words; tap it to open the lead.${role === "owner" ? " A lead still New at its overdue time is sent once more." : ""} Turn it on on each device you use. On an iPhone, first add this admin to the Home Screen (Share, then Add to Home Screen) and open it from there.`}
      </p>
      {state === "checking" || state === "unsupported" ? (
        <p className="text-sm text-slate-700" data-testid="push-state">
          {state === "checking"
            ? "Turning notifications on needs JavaScript and a browser that supports them."
            : "This browser cannot show notifications from websites."}
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
      {message ? (
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
