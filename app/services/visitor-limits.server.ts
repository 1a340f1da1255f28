import type { Db } from "~/db/schema";
import { releaseSlot, takeSlot, type Slot } from "~/models/rate-limit.server";
import { LIMITS } from "~/platform/policy";
import { REVIEW_LIMITS } from "~/reviews/policy";

/**
 * The one place a request takes a place under a per-sender limit (decision 0047: routes write
 * nothing through a model). A route names what is being sent, not a bucket: which limit applies,
 * and that the quote form and an accessibility report share one, is decided here.
 */
export type Sent = "message" | "review" | "assistant";

const LIMIT_FOR = {
  // A quote request and an accessibility report count against the same per-address limit.
  message: LIMITS.contactPerIp,
  review: REVIEW_LIMITS.formPerIp,
  assistant: LIMITS.aiPerUser,
} as const;

/** Takes one place for this sender (an internet address, or a staff member's id for the assistant); refused with the wait when full. */
export function takeSendSlot(db: Db, what: Sent, sender: string): Promise<Slot> {
  return takeSlot(db, LIMIT_FOR[what], sender || "unknown");
}

/** Gives the place back when the message was not kept after all (it failed to store), so a retry is not counted twice. */
export function giveBackSendSlot(db: Db, slotId: string) {
  return releaseSlot(db, slotId).catch(() => undefined);
}

/** The most a sender may send in the window, for messages that name it. */
export const sendLimitMax = (what: Sent) => LIMIT_FOR[what].max;
