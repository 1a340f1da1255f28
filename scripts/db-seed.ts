import { openServices } from "./cli-services";
import { seed } from "../app/services/seed.server";

const services = await openServices();
await seed(services);
console.log(`Database migrated and demo content seeded (${services.dialect}).`);
await services.close();
