import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/** The highest resident memory of a process since it started or since resetPeakRss(pid), in MB (VmHWM). */
export function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/** Starts a new peak: the kernel sets VmHWM to the current RSS (writing 5 to /proc/<pid>/clear_refs). */
export function resetPeakRss(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Starts the built site in its own process (scripts/bench/serve.ts) and waits for its URL. */
export async function startSiteProcess(
  env: Record<string, string> = {},
  /** Another checkout of the site (built), to measure against: its server and build. */
  cwd?: string,
): Promise<{ url: string; pid: number; dataDir: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "--import", "tsx", "scripts/bench/serve.ts"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on("line", (l) => l.startsWith("{") && resolve(l));
    child.on("exit", (code) => reject(new Error(`the benchmark server exited (${code})`)));
  });
  const info = JSON.parse(line) as { url: string; pid: number; dataDir: string };
  return {
    ...info,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The site as `npm start` runs it (scripts/start.mjs: the compiled server, no TypeScript loader) in
 * its own process, on a fresh data folder and a free loopback port; waits for /healthz.
 */
export async function startProductionSite(env: Record<string, string> = {}) {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lrb-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    SITE_BUILD: "skip",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL; // its own SQLite file in dataDir
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "--expose-gc", "scripts/start.mjs"], {
    env: childEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) console.error(`the site process ended on its own (code ${code}, signal ${signal})`);
      resolve();
    }),
  );
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240 || child.exitCode !== null) throw new Error("the benchmark server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    stop: async () => {
      stopping = true;
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
