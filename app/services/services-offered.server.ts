import type { Db } from "~/db/schema";
import { allServices } from "~/content/files.server";
import { listStaffServices, staffServiceLink } from "~/models/staff-pages.server";
import type { Brand } from "~/content/brand";

export interface OfferedService {
  path: string;
  /** The name the menus use. */
  label: string;
  offered: boolean;
}

/** Every service page (the built-in ones, then those staff added) and whether Settings has it on. */
export async function servicesWithState(db: Db, brand: Brand): Promise<OfferedService[]> {
  const hidden = new Set(brand.hiddenServices);
  const builtIn = allServices().map((s) => ({ path: s.data.path, label: s.data.navLabel }));
  const added = (await listStaffServices(db)).map(staffServiceLink);
  return [...builtIn, ...added].map((s) => ({ ...s, offered: !hidden.has(s.path) }));
}

/** True when Settings turned this service page off. */
export const isServiceOff = (brand: Brand, path: string) => brand.hiddenServices.includes(path);
