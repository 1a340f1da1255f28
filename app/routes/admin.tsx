import { Form, Link, data, redirect, useNavigation } from "react-router";
import { ContentTab } from "~/components/admin/ContentTab";
import { AssistantCard } from "~/components/ai/AssistantCard";
import { ContentGenerator } from "~/components/ai/ContentGenerator";
import { generateContent } from "~/assistant/client";
import { ImagesTab } from "~/components/admin/ImagesTab";
import { SeoTab } from "~/components/admin/SeoTab";
import { SettingsTab } from "~/components/admin/SettingsTab";
import { NoticeBanner, Spinner, useNoticeToast } from "~/components/admin/common";
import { handleAdminAction, type Notice } from "~/routes/admin-actions.server";
import { imageJson } from "~/media/library.server";
import { flashHeader } from "~/platform/flash.server";
import { requireApiUser, requireUser } from "~/auth/guard.server";
import { privateMeta } from "~/platform/meta";
import { listContentItems } from "~/models/content-items.server";
import { listImages } from "~/models/images.server";
import { listSeoSettings } from "~/models/seo-settings.server";
import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => privateMeta("Admin Dashboard | Lakeside Ridge CMS");

const TABS = [
  { id: "content", label: "Content" },
  { id: "images", label: "Images" },
  { id: "seo", label: "SEO" },
  { id: "settings", label: "Settings" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const tabOf = (v: string | null): TabId => (TABS.some((t) => t.id === v) ? (v as TabId) : "content");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const { db, storage, config } = context.services;
  const profile = await getProfile(db);
  const base = { email: user.email, tab, ownerFirstName: profile.ownerFirstName, siteUrl: config.siteUrl };
  const headers = { "Cache-Control": "no-store" };
  switch (tab) {
    case "content":
      return data({ ...base, items: await listContentItems(db), editId: url.searchParams.get("edit"), showNew: url.searchParams.get("new") === "1" }, { headers });
    case "images":
      return data({ ...base, images: (await listImages(db)).map((r) => imageJson(storage, r)) }, { headers });
    case "seo":
      return data({ ...base, rows: await listSeoSettings(db), editId: url.searchParams.get("edit") }, { headers });
    case "settings":
      return data({ ...base, profile }, { headers });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireApiUser(request, context);
  const url = new URL(request.url);
  const copy = request.clone();
  const form = await copy.formData();
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const { notice, status } = await handleAdminAction(request, context);
  // Background saves (alt text as you type) want the notice, not a page change.
  if (values.mode === "fetch") return data({ notice, values: null }, { status });
  if (notice.kind === "error") return data({ notice, values }, { status });
  // Success: back to the tab (out of the edit form), with the notice as a toast.
  const tab = tabOf(url.searchParams.get("tab"));
  return redirect(`/admin?tab=${tab}`, {
    headers: { "Set-Cookie": await flashHeader({ kind: "success", title: notice.title, description: notice.description }, context.services.config.secureCookies) },
  });
}

/** The Images tab's alt-text suggestion: a draft that a person reviews before it is saved. */
const suggestAlt = (img: { original_filename: string; alt_text: string | null }) =>
  generateContent({ prompt: `Suggest alt text for the image ${img.original_filename}${img.alt_text ? ` (currently: ${img.alt_text})` : ""}`, contentType: "image", personalityMode: "professional" });

export default function Admin({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as { notice: Notice; values: Record<string, string> | null } | undefined;
  useNoticeToast(result?.notice);
  const switching = navigation.state === "loading" && navigation.location.pathname === "/admin";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold text-lake-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">{`Welcome, ${d.email}`}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/admin/messages" className="btn-secondary">
            Messages
          </Link>
          <Form method="post" action="/auth/sign-out">
            <button type="submit" className="btn-secondary">
              Sign Out
            </button>
          </Form>
        </div>
      </div>
      <AssistantCard ownerFirstName={d.ownerFirstName} />
      <nav aria-label="Admin sections" className="mt-6">
        <ul className="flex gap-1 rounded-lg bg-slate-100 p-1" role="list">
          {TABS.map((t) => (
            <li key={t.id} className="flex-1">
              <Link
                to={`/admin?tab=${t.id}`}
                aria-current={d.tab === t.id ? "page" : undefined}
                className={`block rounded-md px-4 py-2 text-center text-sm font-semibold ${d.tab === t.id ? "bg-white text-lake-900 shadow" : "text-slate-700 hover:text-lake-900"}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-6" aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="mb-4 flex items-center gap-3 text-xl font-semibold text-lake-900">
          {TABS.find((t) => t.id === d.tab)!.label}
          {switching && <Spinner label="Loading" />}
        </h2>
        <NoticeBanner notice={result?.notice} />
        {d.tab === "content" && "items" in d && <ContentTab items={d.items} editId={d.editId} showNew={d.showNew || result?.notice.intent === "content-create"} values={result?.values ?? null} generator={ContentGenerator} />}
        {d.tab === "images" && "images" in d && <ImagesTab images={d.images} suggestAlt={suggestAlt} />}
        {d.tab === "seo" && "rows" in d && <SeoTab rows={d.rows} editId={d.editId} siteUrl={d.siteUrl} />}
        {d.tab === "settings" && "profile" in d && <SettingsTab profile={d.profile} errors={result?.notice.fieldErrors ?? null} values={result?.values ?? null} />}
      </section>
    </div>
  );
}
