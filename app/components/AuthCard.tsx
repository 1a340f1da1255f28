import type { ReactNode } from "react";
import { Link } from "react-router";

/** The sign-in pages' card (sign in, two-factor, forgot password, a new password): centred, its title first. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-lake-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** What went wrong with the card's form, announced. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </div>
  );
}

/** The card's submit button, full width, saying `busyLabel` while the form is sent. */
export function AuthSubmit({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A link under the card's form (back to sign in, forgot password), centred. */
export function AuthLink({ to, className = "mt-6", children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <p className={`${className} text-center text-sm`}>
      <Link to={to} className="underline">
        {children}
      </Link>
    </p>
  );
}
