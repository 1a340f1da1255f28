import { Form, Link, useSearchParams } from "react-router";
import { requireUser } from "~/lib/guard.server";
import { privateMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => privateMeta("Admin Dashboard | Lakeside Ridge CMS");

export const TABS = [
  { id: "content", label: "Content" },
  { id: "images", label: "Images" },
  { id: "seo", label: "SEO" },
  { id: "settings", label: "Settings" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { email: user.email };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : "content";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold text-lake-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">{`Welcome, ${loaderData.email}`}</p>
        </div>
        <Form method="post" action="/auth/sign-out">
          <button type="submit" className="btn-secondary">
            Sign Out
          </button>
        </Form>
      </div>
      <nav aria-label="Admin sections" className="mt-6">
        <ul className="flex gap-1 rounded-lg bg-slate-100 p-1" role="list">
          {TABS.map((t) => (
            <li key={t.id} className="flex-1">
              <Link
                to={`/admin?tab=${t.id}`}
                aria-current={tab === t.id ? "page" : undefined}
                className={`block rounded-md px-4 py-2 text-center text-sm font-semibold ${tab === t.id ? "bg-white text-lake-900 shadow" : "text-slate-700 hover:text-lake-900"}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-6" aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="text-xl font-semibold text-lake-900">
          {TABS.find((t) => t.id === tab)!.label}
        </h2>
      </section>
    </div>
  );
}
