import { SetPasswordForm } from "~/components/SetPasswordForm";
import { staffLinkAction, staffLinkLoader } from "~/auth/link-page.server";
import { privateMeta } from "~/platform/meta";
import type { Route } from "./+types/auth.reset";

export const meta: Route.MetaFunction = () => privateMeta("Reset password | Lakeside Ridge CMS");
// The link itself is the credential: anyone holding it may post here once.
export const handle = { publicAction: true, runtime: true };

export const loader = staffLinkLoader("reset");

export const action = staffLinkAction("reset", { title: "Password changed", description: "You are signed in with your new password." });

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordForm
      title="Choose a new password"
      intro="Every session of your account is signed out when you save it."
      button="Save new password"
      error={actionData?.error ?? undefined}
      gone={actionData?.gone ?? loaderData.gone ?? undefined}
    />
  );
}
