import { data, redirect, type AppLoadContext } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import type { SessionUser } from "~/auth/auth.server";
import { formValues } from "~/forms/validate";
import { fail, type ActionResult, type Notice } from "~/forms/notice";
import { flashHeader } from "~/platform/flash.server";

export interface IntentArgs {
  form: FormData;
  values: Record<string, string>;
  context: AppLoadContext;
  user: SessionUser;
}

export interface IntentHandler {
  /** The notice title when the handler throws (the spec's wording for that action). */
  errorTitle: string;
  run(args: IntentArgs): Promise<{ notice: Notice; status?: number }>;
  /** Stay on the page and answer with the notice (background saves); otherwise a success redirects. */
  stay?: boolean;
}

/**
 * Every admin tab's action: staff only (401 otherwise), the form read once, one handler per
 * intent. An error re-renders the tab with the notice and what was typed; a success goes back
 * to the tab (out of any edit form) with the notice as a one-time flash.
 */
export async function runAdminAction(request: Request, context: AppLoadContext, backTo: string, handlers: Record<string, IntentHandler>) {
  const user = await requireApiUser(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionResult>({ notice: fail("unknown", "Error", "The form could not be read. Please try again."), values: null }, { status: 400 });
  }
  const values = formValues(form);
  const intent = values.intent ?? "";
  const handler = handlers[intent];
  if (!handler) return data<ActionResult>({ notice: fail(intent || "unknown", "Error", "Unknown action."), values }, { status: 400 });
  let notice: Notice;
  let status = 200;
  try {
    const result = await handler.run({ form, values, context, user });
    notice = result.notice;
    status = result.status ?? (notice.kind === "error" ? 400 : 200);
  } catch (error) {
    context.services.logger.error({ err: error, intent }, "admin action failed");
    notice = fail(intent, handler.errorTitle, "Something went wrong. Please try again.");
    status = 500;
  }
  if (notice.kind === "error") return data<ActionResult>({ notice, values }, { status });
  if (handler.stay) return data<ActionResult>({ notice, values: null }, { status });
  return redirect(backTo, {
    headers: {
      "Set-Cookie": await flashHeader({ kind: "success", title: notice.title, description: notice.description }, context.services),
    },
  });
}
