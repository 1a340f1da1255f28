import { useDisclosure } from "~/components/use-disclosure";
import { Form, Link } from "react-router";

/**
 * The signed-in person in the admin's header (issue 48): "Welcome, {name}" opens a small menu with
 * their role, Your account and Sign Out. A native disclosure, so it opens by keyboard and works
 * with JavaScript off; Escape closes it and gives the focus back to its button.
 */
export function AccountMenu({ welcome, role }: { welcome: string; role: string }) {
  const { setOpen, summary, details } = useDisclosure();
  return (
    <details {...details} className="group relative min-w-0" data-account-menu>
      <summary
        ref={summary}
        className="btn-secondary flex min-h-11 max-w-[11rem] cursor-pointer list-none items-center gap-1 px-3 text-sm group-open:bg-lake-50 sm:max-w-xs [&::-webkit-details-marker]:hidden"
      >
        <span className="relative truncate">
          {`Welcome, ${welcome}`}
          <span className="sr-only">: your account menu</span>
        </span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="shrink-0 transition-transform group-open:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </summary>
      <div className="absolute right-0 top-full z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="break-words px-3 py-2 text-sm text-slate-700">{`Role: ${role}`}</p>
        <Link to="/admin/account" className="flex min-h-11 items-center rounded-lg px-3 text-slate-900 hover:bg-lake-50" onClick={() => setOpen(false)}>
          Your account
        </Link>
        <Form method="post" action="/auth/sign-out">
          <button type="submit" className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-slate-900 hover:bg-lake-50">
            Sign Out
          </button>
        </Form>
      </div>
    </details>
  );
}
