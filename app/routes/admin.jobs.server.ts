import type { AppLoadContext } from "react-router";
import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import { JOB_FIELDS, jobFieldsSchema } from "~/forms/job-page";
import { JOB_LIMITS, JOB_TEXT_MAX } from "~/content/job-pages";
import { UploadError, readUploadForm } from "~/media/uploads.server";
import { getJobPage } from "~/models/job-pages.server";
import { JobRefusal, jobLink, mailJobLink, newJobLink, revokeJobPage, saveJobPage, startJobPage } from "~/services/job-pages.server";
import { postJobUpdate } from "~/services/job-posts.server";
import { makeProject } from "~/services/job-handover.server";
import { flashHeader } from "~/platform/flash.server";
import { logActivity } from "~/models/activity.server";

/** A refusal of the services as the screen's notice. */
function refused(intent: string, title: string, error: unknown, id?: string) {
  if (!(error instanceof JobRefusal)) throw error;
  return { notice: fail(intent, title, error.message, { id }), status: error.status };
}

/** Admin → Jobs (decision 0051): start a job page from a Won lead, edit it, its link, and the handover. */
export const jobIntents: Record<string, IntentHandler> = {
  "job-start": {
    errorTitle: "The job page was not made",
    stay: true,
    async run({ values, context, user }) {
      try {
        const { job, raw } = await startJobPage(context.services.db, (values.lead ?? "").slice(0, 64), user.email);
        const mailed = await mailJobLink(context.services, job, raw);
        return {
          notice: ok("job-start", `Job page for ${job.client_name} ready`, {
            id: job.id,
            link: jobLink(context.services.config.siteUrl, raw),
            description: mailed,
          }),
          activity: `Job page started: ${job.name} (${job.client_name})`,
        };
      } catch (error) {
        return refused("job-start", "The job page was not made", error);
      }
    },
  },
  "job-save": {
    errorTitle: "The job page was not saved",
    async run({ values, context }) {
      const p = parseForm(jobFieldsSchema, Object.fromEntries(JOB_FIELDS.map((k) => [k, (values[k] ?? "").slice(0, 1000)])));
      if (!p.ok) return { notice: fail("job-save", "The job page was not saved", p.formError, { id: values.id, fieldErrors: p.fieldErrors }) };
      try {
        await saveJobPage(context.services.db, values.id ?? "", p.data);
      } catch (error) {
        return refused("job-save", "The job page was not saved", error, values.id);
      }
      return { notice: ok("job-save", "Job page saved", { id: values.id, description: `${p.data.name}: ${p.data.status_line}` }) };
    },
  },
  "job-link": {
    errorTitle: "No new link was made",
    stay: true,
    async run({ values, context }) {
      try {
        const raw = await newJobLink(context.services.db, values.id ?? "");
        const job = (await getJobPage(context.services.db, values.id ?? ""))!;
        const mailed = await mailJobLink(context.services, job, raw);
        return {
          notice: ok("job-link", "New link made", {
            id: job.id,
            link: jobLink(context.services.config.siteUrl, raw),
            description: `The old link no longer works. ${mailed}`,
          }),
          activity: `New job page link: ${job.name}`,
        };
      } catch (error) {
        return refused("job-link", "No new link was made", error, values.id);
      }
    },
  },
  "job-revoke": {
    errorTitle: "The link was not turned off",
    async run({ values, context }) {
      try {
        await revokeJobPage(context.services.db, values.id ?? "");
      } catch (error) {
        return refused("job-revoke", "The link was not turned off", error, values.id);
      }
      return {
        notice: ok("job-revoke", "Link turned off", { id: values.id, description: "The job page no longer opens. Make a new link to share it again." }),
      };
    },
  },
  "job-project": {
    errorTitle: "The project was not made",
    stay: true,
    async run({ values, form, context, user }) {
      const input = {
        title: (values.title ?? "").slice(0, 200),
        town: (values.town ?? "").slice(0, 120),
        service_key: (values.service_key ?? "").slice(0, 60),
        summary: (values.summary ?? "").slice(0, 400),
        photoIds: form.getAll("photo").map(String).slice(0, 200),
      };
      try {
        const done = await makeProject(context.services, values.id ?? "", input, user.email);
        if ("fieldErrors" in done)
          return {
            notice: fail("job-project", "The project was not made", done.formError ?? "Check the form.", { id: values.id, fieldErrors: done.fieldErrors }),
          };
        return {
          notice: ok("job-project", `“${done.project.title}” is on the site`, {
            id: values.id,
            link: done.review.link ?? undefined,
            description: `/projects/${done.project.slug} with ${done.photos} photo${done.photos === 1 ? "" : "s"}. ${done.review.text} The job page stays open 90 days.`,
          }),
          activity: `Job made a project: ${done.project.title}`,
        };
      } catch (error) {
        return refused("job-project", "The project was not made", error, values.id);
      }
    },
  },
};

/**
 * "Post the update" (multipart: a few words and photos from the phone). Back to the job with a
 * one-time notice; a refused photo keeps the words (they come back in the address, as typed).
 */
export async function postUpdate(request: Request, context: AppLoadContext, user: { email: string }) {
  const services = context.services;
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  const back = async (flash: Parameters<typeof flashHeader>[0], words = "") => {
    const q = new URLSearchParams({ id });
    if (words) q.set("words", words.slice(0, JOB_TEXT_MAX.body));
    return new Response(null, { status: 303, headers: { Location: `/admin/jobs?${q}#update`, "Set-Cookie": await flashHeader(flash, services) } });
  };
  let words = "";
  try {
    const form = await readUploadForm(request, services.config.uploadMaxBytes, JOB_LIMITS.staffPhotosPerUpdate, 4 * 1024 * 2, { keepFields: true });
    words = (form.field("body") ?? "").trim();
    if (words.length > JOB_TEXT_MAX.body) throw new JobRefusal(400, `Keep the update under ${JOB_TEXT_MAX.body.toLocaleString("en-US")} characters.`);
    const { mailed } = await postJobUpdate(services, id, words, form.files);
    const n = form.files.length;
    await logActivity(services.db, {
      actor: user.email,
      action: "job-update",
      detail: `Job update posted · #${id.slice(0, 8)}${n ? ` · ${n} photo${n === 1 ? "" : "s"}` : ""}`,
    });
    return back({ kind: "success", title: "Update posted", description: `${n ? `With ${n} photo${n === 1 ? "" : "s"}. ` : ""}${mailed}` });
  } catch (error) {
    if (error instanceof UploadError)
      return back(
        { kind: "error", title: "The update was not posted", description: `${error.message} Choose the photos again.` },
        error.field?.("body") ?? words,
      );
    if (error instanceof JobRefusal) return back({ kind: "error", title: "The update was not posted", description: error.message }, words);
    throw error;
  }
}
