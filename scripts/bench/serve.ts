// A benchmark's server in its own process (so its CPU time can be read from /proc): boots the
// built site on a loopback port and prints one JSON line {"url", "pid"}.
import { bootSite } from "./boot";

const site = await bootSite({
  pageCache: process.env.BENCH_PAGE_CACHE !== "off",
  dataDir: process.env.BENCH_DATA_DIR || undefined,
  // BENCH_ENV: more settings for the site, as JSON (bench:quote's SMTP server and upload cap).
  env: { ANALYTICS: process.env.BENCH_ANALYTICS === "off" ? "off" : "on", ...(JSON.parse(process.env.BENCH_ENV || "{}") as Record<string, string>) },
});
console.log(JSON.stringify({ url: site.url, pid: process.pid, dataDir: site.dataDir }));
process.on("SIGTERM", () => void site.stop().finally(() => process.exit(0)));
