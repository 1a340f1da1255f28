import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import type { Notice } from "~/forms/notice";

/** Shows an action's notice as a toast once. */
export function useNoticeToast(notice: Notice | undefined | null) {
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === "error") toast.error(notice.title, { description: notice.description });
    else toast.success(notice.title, { description: notice.description });
  }, [notice]);
}

/** The same notice as a banner, for browsers without JavaScript. */
export function NoticeBanner({ notice }: { notice: Notice | undefined | null }) {
  if (!notice) return null;
  return (
    <noscript>
      <div
        role={notice.kind === "error" ? "alert" : "status"}
        className={`mb-4 rounded-md border px-4 py-3 ${notice.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"}`}
      >
        <strong>{notice.title}</strong>
        {notice.description ? `: ${notice.description}` : null}
      </div>
    </noscript>
  );
}

export function Badge({ children, tone = "slate" }: { children: React.ReactNode; tone?: "green" | "amber" | "slate" | "blue" | "red" }) {
  const tones = {
    green: "bg-green-100 text-green-900 ring-green-300",
    amber: "bg-amber-100 text-amber-900 ring-amber-300",
    slate: "bg-slate-100 text-slate-800 ring-slate-300",
    blue: "bg-lake-100 text-lake-900 ring-lake-600/40",
    red: "bg-red-100 text-red-900 ring-red-300",
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-700">
      <svg className="h-5 w-5 animate-spin text-lake-700" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
        <path d="M22 12a10 10 0 0 1-10 10" stroke="currentColor" strokeWidth="3" fill="none" />
      </svg>
      {label}
    </span>
  );
}

/** Asks before a destructive submit (the spec has no confirmation; staff expect one). */
export function confirmSubmit(message: string) {
  return (e: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(message)) e.preventDefault();
  };
}

/**
 * One record's Delete button: a form posting `intent` and `id`, sent only once the browser's
 * confirm with `confirm` is accepted (without JavaScript it is sent at once). `label` names what
 * it deletes; `tall` makes it 44 px high.
 */
export function DeleteForm({ intent, id, confirm, label, tall = false }: { intent: string; id: string; confirm: string; label: string; tall?: boolean }) {
  return (
    <Form method="post" onSubmit={confirmSubmit(confirm)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={`btn ${tall ? "min-h-11 px-3" : "px-3 py-1.5"} text-sm text-red-800 ring-1 ring-red-300 hover:bg-red-50`}
        aria-label={label}
      >
        Delete
      </button>
    </Form>
  );
}

/** Whether the form with this intent is being sent now (its button then says "Saving..."). */
export function useSubmitting(intent: string) {
  const nav = useNavigation();
  return nav.state === "submitting" && nav.formData?.get("intent") === intent;
}
