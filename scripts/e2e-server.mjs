// The server the browser tests drive: a fresh SQLite database and file store every run, served
// exactly as `npm start` serves it (the compiled server, in this process).
import { rmSync } from "node:fs";

rmSync(process.env.DATA_DIR ?? ".tmp/e2e-data", { recursive: true, force: true });
delete process.env.DATABASE_URL;
await import("./start.mjs");
