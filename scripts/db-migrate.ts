import { openServices } from "./cli-services";

// openServices applies every pending migration (ours and better-auth's).
const services = await openServices();
console.log(`Database is up to date (${services.dialect}).`);
await services.close();
