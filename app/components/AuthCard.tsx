import type { ReactNode } from "react";

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
