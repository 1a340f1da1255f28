import { useLocation } from "react-router";
import { SetPasswordForm } from "~/components/SetPasswordForm";
import { staffLinkAction, staffLinkLoader } from "~/auth/link-page.server";
import type { TokenKind } from "~/models/staff-tokens.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.staff-link";

/**
 * A staff link's page, /auth/invite/:token and /auth/reset/:token (routes.ts): the same form to set
 * a password, in each link's own words.
 */
const PAGES = {
  invite: {
    meta: "Join the admin | Lakeside Ridge CMS",
    title: "Join the website admin",
    intro: "Choose a password to finish setting up your account.",
    button: "Create my account",
    welcome: { title: "Welcome", description: "Your account is ready." },
  },
  reset: {
    meta: "Reset password | Lakeside Ridge CMS",
    title: "Choose a new password",
    intro: "Every session of your account is signed out when you save it.",
    button: "Save new password",
    welcome: { title: "Password changed", description: "You are signed in with your new password." },
  },
} satisfies Record<TokenKind, unknown>;

const kindOf = (pathname: string): TokenKind => (pathname.startsWith("/auth/invite/") ? "invite" : "reset");
const kindOfRequest = (request: Request) => kindOf(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => privateMeta(PAGES[kindOf(location.pathname)].meta);
// The link itself is the credential: anyone holding it may post here once.
export const handle = { publicAction: true, runtime: true };

export const loader = (args: Route.LoaderArgs) => staffLinkLoader(kindOfRequest(args.request))(args);

export const action = (args: Route.ActionArgs) => {
  const kind = kindOfRequest(args.request);
  return staffLinkAction(kind, PAGES[kind].welcome)(args);
};

export default function StaffLink({ loaderData, actionData }: Route.ComponentProps) {
  const page = PAGES[kindOf(useLocation().pathname)];
  return (
    <SetPasswordForm
      title={page.title}
      intro={page.intro}
      button={page.button}
      error={actionData?.error ?? undefined}
      gone={actionData?.gone ?? loaderData.gone ?? undefined}
    />
  );
}
