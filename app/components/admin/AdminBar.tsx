/** The admin's own top bar: the company, and the way back to the site. Nothing else competes with the admin's navigation. */
export function AdminBar({ companyName }: { companyName: string }) {
  return (
    <header className="border-b border-slate-200 bg-lake-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <span className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          {companyName} · Admin
        </span>
        <a href="/" className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold underline-offset-2 hover:underline">
          View site
        </a>
      </div>
    </header>
  );
}
