import type { AppLoadContext } from "react-router";
import { formIntent, type IntentHandler, type IntentArgs } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import { getContactMessage } from "~/models/contact-messages.server";
import { getProject } from "~/models/projects.server";
import { getProfile } from "~/models/settings.server";
import { takeSlot } from "~/models/rate-limit.server";
import { sendStaffMail } from "~/mail/staff-mail.server";
import { DECLINE_REASONS, REVIEW_LIMITS, REVIEW_LINK_DAYS, SERVICE_OF_PROJECT_TYPE, isDeclineReason } from "./policy";
import { requestSchema, reviewLinksSchema } from "./forms";
import { approveReview, createReviewRequest, declineReview, recipientOf } from "./requests.server";
import { saveReviewLinks } from "./settings.server";

/**
 * Admin: asking a finished client for a review, and the owner's approval (decision 0032). The
 * request e-mail's words are ours; the only words it carries from elsewhere are the client's name
 * as staff typed it here, and it goes to the address staff confirmed.
 */
export function reviewRequestText(company: string, phone: string, name: string, link: string) {
  return [
    `Hello ${name},`,
    "",
    `Thank you for choosing ${company}. Would you write a few words about the work we did for you? People planning a project read them.`,
    "",
    link,
    "",
    `The form takes two minutes. The link works once, for ${REVIEW_LINK_DAYS} days. We read every review before it goes on our website, and we publish what clients write whether it is glowing or not.`,
    "",
    company,
    phone,
  ].join("\n");
}

async function mailRequest(context: AppLoadContext, to: string, name: string, link: string) {
  const { services } = context;
  if (!services.config.smtpUrl) return "E-mail is not set up (SMTP_URL), so send the link yourself.";
  const profile = await getProfile(services.db);
  try {
    await sendStaffMail(services, to, `How did your project go? — ${profile.companyName}`, reviewRequestText(profile.companyName, profile.phone, name, link));
    return `We e-mailed it to ${to}.`;
  } catch (error) {
    services.logger.warn({ err: error }, "review request e-mail failed");
    return `The e-mail to ${to} could not be sent, so send the link yourself.`;
  }
}

const TITLE = "The review request was not made";

async function ask({ values, context, user }: IntentArgs) {
  const { db, config } = context.services;
  const p = parseForm(requestSchema, values);
  if (!p.ok) return { notice: fail("review-request", TITLE, p.formError, { id: values.id, fieldErrors: p.fieldErrors }) };
  const email = p.data.email || null;
  let target: { leadId?: string; projectId?: string; serviceKey: string | null; town: string | null };
  if (values.for === "lead") {
    const lead = await getContactMessage(db, values.id ?? "");
    if (!lead) return { notice: fail("review-request", TITLE, "That lead no longer exists."), status: 404 };
    if (lead.lead_status !== "won")
      return { notice: fail("review-request", TITLE, "Mark the lead Won first: we ask clients whose work is finished.", { id: lead.id }) };
    // The review joins the page of the service the lead asked about (none for "Other").
    target = { leadId: lead.id, serviceKey: SERVICE_OF_PROJECT_TYPE[lead.project_type ?? ""] ?? null, town: lead.town };
  } else if (values.for === "project") {
    const project = await getProject(db, values.id ?? "");
    if (!project) return { notice: fail("review-request", TITLE, "That project no longer exists."), status: 404 };
    target = { projectId: project.id, serviceKey: project.service_key, town: project.town };
  } else {
    return { notice: fail("review-request", TITLE, "Ask from a lead marked Won or from a project.") };
  }
  const recipient = recipientOf({ email, ...target });
  for (const [limit, key] of [
    [REVIEW_LIMITS.requestsPerRecipient, recipient],
    [REVIEW_LIMITS.requestsOverall, "all"],
  ] as const) {
    const slot = await takeSlot(db, limit, key);
    if (!slot.ok) {
      const message =
        limit === REVIEW_LIMITS.requestsOverall
          ? `Too many review requests this hour. Try again in ${slot.waitMinutes} minutes.`
          : `This client was asked ${limit.max} times today. Try again tomorrow.`;
      return { notice: fail("review-request", TITLE, message, { id: values.id }), status: 429 };
    }
  }
  const token = await createReviewRequest(db, { clientName: p.data.client_name, email, createdBy: user.email, ...target });
  const link = `${config.siteUrl}/write-a-review/${token}`;
  const mailed = email ? await mailRequest(context, email, p.data.client_name, link) : "Copy the link into a text or an e-mail to them.";
  return {
    notice: ok("review-request", `Review request for ${p.data.client_name} ready`, {
      id: values.id,
      link,
      description: `${mailed} The link works once, for ${REVIEW_LINK_DAYS} days; asking again replaces it.`,
    }),
    activity: `Asked ${p.data.client_name} for a review${email ? ` (${email})` : ""}`,
  };
}

const OWNER_MODERATES = { role: "owner", refusal: "Only an owner can approve or decline reviews." } as const;

/** "Ask for a review" (a lead marked Won in Messages, a project in Projects). */
export const reviewRequestIntents: Record<string, IntentHandler> = {
  "review-request": { errorTitle: TITLE, stay: true, run: ask },
};

/** The owner's approval of reviews clients sent (Projects and reviews). */
export const reviewModerationIntents: Record<string, IntentHandler> = {
  "review-approve": {
    errorTitle: "The review could not be approved",
    access: OWNER_MODERATES,
    async run(args) {
      const review = await approveReview(args.context.services.db, args.values.id ?? "");
      if (!review) return { notice: fail("review-approve", "The review could not be approved", "That review is no longer waiting."), status: 404 };
      return {
        notice: ok("review-approve", "Review approved", { description: `${review.client_name}'s review shows on the site now.` }),
        activity: `Approved the review by ${review.client_name}`,
      };
    },
  },
  "review-decline": {
    errorTitle: "The review could not be declined",
    access: OWNER_MODERATES,
    async run(args) {
      const title = "The review could not be declined";
      const reason = args.values.reason ?? "";
      if (!isDeclineReason(reason)) {
        const message = "Choose why: a review may be declined only for its content (profanity, private details, not about us), never for its opinion.";
        return { notice: fail("review-decline", title, message, { id: args.values.id, fieldErrors: { reason: message } }) };
      }
      const review = await declineReview(args.context.services.db, args.values.id ?? "");
      if (!review) return { notice: fail("review-decline", title, "That review is no longer waiting."), status: 404 };
      return {
        notice: ok("review-decline", "Review declined", { description: `${review.client_name}'s review was deleted. Reason: ${DECLINE_REASONS[reason]}.` }),
        activity: `Declined the review by ${review.client_name} · reason: ${DECLINE_REASONS[reason]}`,
      };
    },
  },
};

/** Settings → Reviews (owners only, by the guard). */
export const reviewSettingsIntents: Record<string, IntentHandler> = {
  "review-links-save": formIntent("review-links-save", "The review links were not saved", reviewLinksSchema, async (links, { context }) => {
    await saveReviewLinks(context.services.db, links);
    const n = [links.google, links.houzz].filter(Boolean).length;
    return {
      notice: ok("review-links-save", "Review links saved", {
        description: n ? "Every reviewer is offered them on the thank-you page." : "The thank-you page offers no other review site.",
      }),
    };
  }),
};
