// The server the browser tests drive: a fresh SQLite database and file store every run.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

rmSync(process.env.DATA_DIR ?? ".tmp/e2e-data", { recursive: true, force: true });
delete process.env.DATABASE_URL;
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
