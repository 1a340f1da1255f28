import { data, redirect, type AppLoadContext } from "react-router";
import { accessFor, requireApiUser, type Access } from "~/auth/guard.server";
import type { SessionUser } from "~/auth/auth.server";
import type { z } from "zod";
import { formValues, parseForm } from "~/forms/validate";
import { fail, type ActionResult, type Notice } from "~/forms/notice";
import { flashHeader } from "~/platform/flash.server";
import { logActivity } from "~/models/activity.server";

export interface IntentArgs {
  form: FormData;
  values: Record<string, string>;
  context: AppLoadContext;
  user: SessionUser;
}

export interface IntentHandler {
  /** The notice title when the handler throws (the spec's wording for that action). */
  errorTitle: string;
  /**
   * `activity`: what the activity log says about a success (default: the notice and the item named in the form).
   * `kept`: with a refusal, what the page needs to draw its form again as it was sent.
   */
  run(args: IntentArgs): Promise<{ notice: Notice; status?: number; activity?: string; kept?: unknown }>;
  /** Stay on the page and answer with the notice (background saves); otherwise a success redirects. */
  stay?: boolean;
  /**
   * Who may run this intent when it asks more than its screen (decision 0047): an editor's post of
   * an owner-only intent on a screen editors use is refused 403 with `refusal`, before it runs.
   */
  access?: { role: "owner"; refusal: string };
}

/**
 * An intent that saves one checked form: refused under `errorTitle` with the schema's words and
 * the fields it names, else `save` runs with the checked values.
 */
export function formIntent<S extends z.ZodType>(
  intent: string,
  errorTitle: string,
  schema: S,
  save: (checked: z.infer<S>, args: IntentArgs) => ReturnType<IntentHandler["run"]>,
): IntentHandler {
  return {
    errorTitle,
    async run(args) {
      const p = parseForm(schema, args.values);
      if (!p.ok) return { notice: fail(intent, errorTitle, p.formError, { fieldErrors: p.fieldErrors }) };
      return save(p.data, args);
    },
  };
}

/** What the log keeps about a success: the notice, and which item the form named. Never a link. */
function activityDetail(notice: Notice, values: Record<string, string>) {
  const item = [
    values.title,
    values.page_path && `${values.page_path}${values.section_id ? ` → ${values.section_id}` : ""}`,
    values.id && `#${values.id.slice(0, 8)}`,
  ]
    .filter(Boolean)
    .join(", ");
  const description = notice.link ? "" : (notice.description ?? "");
  return [notice.title, description, item].filter(Boolean).join(" · ");
}

/**
 * Every admin tab's action: staff only (401 otherwise), the form read once, one handler per
 * intent; each success goes into the activity log. An error re-renders the tab with the notice and what was typed; a success goes back
 * to the tab (out of any edit form) with the notice as a one-time flash.
 */
export async function runAdminAction(
  request: Request,
  context: AppLoadContext,
  backTo: string | ((notice: Notice) => string),
  handlers: Record<string, IntentHandler>,
  /** Who may post here: by default what the path asks (guard.server.ts's accessFor). */
  access: Access = accessFor(request),
  /** `besideForm`: the success notice is shown beside the form that sent it, not as a toast. */
  options: { besideForm?: boolean } = {},
) {
  const user = await requireApiUser(request, context, access);
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
  if (handler.access?.role === "owner" && user.role !== "owner") {
    return data<ActionResult>({ notice: fail(intent, handler.errorTitle, handler.access.refusal), values }, { status: 403 });
  }
  let notice: Notice;
  let status = 200;
  let kept: unknown;
  try {
    const result = await handler.run({ form, values, context, user });
    notice = result.notice;
    kept = result.kept;
    status = result.status ?? (notice.kind === "error" ? 400 : 200);
    if (notice.kind === "success") {
      await logActivity(context.services.db, {
        actor: user.email,
        action: intent,
        detail: result.activity ?? activityDetail(notice, values),
        ip: context.clientIp,
      });
    }
  } catch (error) {
    context.services.logger.error({ err: error, intent }, "admin action failed");
    notice = fail(intent, handler.errorTitle, "Something went wrong. Please try again.");
    status = 500;
  }
  if (notice.kind === "error") return data<ActionResult>({ notice, values, ...(kept === undefined ? {} : { kept }) }, { status });
  if (handler.stay) return data<ActionResult>({ notice, values: null }, { status });
  return redirect(typeof backTo === "string" ? backTo : backTo(notice), {
    headers: {
      "Set-Cookie": await flashHeader(
        { kind: "success", title: notice.title, description: notice.description, beside: options.besideForm ? notice.intent : undefined },
        context.services,
      ),
    },
  });
}
