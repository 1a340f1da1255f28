import { SetPasswordForm } from "~/components/SetPasswordForm";
import { staffLinkAction, staffLinkLoader } from "~/auth/link-page.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.invite";

export const meta: Route.MetaFunction = () => privateMeta("Join the admin | Lakeside Ridge CMS");
// The link itself is the credential: anyone holding it may post here once.
export const handle = { publicAction: true, runtime: true };

export const loader = staffLinkLoader("invite");

export const action = staffLinkAction("invite", { title: "Welcome", description: "Your account is ready." });

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordForm
      title="Join the website admin"
      intro="Choose a password to finish setting up your account."
      button="Create my account"
      error={actionData?.error ?? undefined}
      gone={actionData?.gone ?? loaderData.gone ?? undefined}
    />
  );
}
