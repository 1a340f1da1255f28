import type { AppServices } from "~/platform/services.server";
import { visitsWithLeads } from "~/models/visits.server";
import { visitsFeed } from "~/visits/ics";
import { icsVisitOf } from "./visit-mail.server";
import { clockNow } from "~/platform/clock";

const DAY = 86_400_000;

/** The owner's subscribed feed: booked visits from 30 days ago to a year ahead (decision 0050). */
export async function bookedVisitsCalendar(services: Pick<AppServices, "db" | "config">, profile: { companyName: string; email: string }) {
  const now = clockNow();
  const rows = await visitsWithLeads(services.db, new Date(now - 30 * DAY).toISOString(), new Date(now + 366 * DAY).toISOString());
  const events = rows.map((r) => icsVisitOf(r, r, services.config.siteUrl, profile.companyName));
  return visitsFeed(events, { name: profile.companyName, email: profile.email }, new Date(now).toISOString(), `${profile.companyName}: site visits`);
}
