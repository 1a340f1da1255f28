import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** Starts the built site in its own process (scripts/bench/serve.ts) and waits for its URL. */
export async function startSiteProcess(
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; dataDir: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "--import", "tsx", "scripts/bench/serve.ts"], {
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
