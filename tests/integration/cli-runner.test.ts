import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/db";

// Decision 0070: `npm run user` and the other tools run through scripts/cli.mjs, which compiles
// scripts/NAME.ts once to build/cli/NAME.mjs and runs that.
const run = promisify(execFile);

async function runner(cwd: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/cli.mjs", ...args], { cwd, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A project of its own: the real runner and compiler, one tool reading a module of app/. */
function project(greeting: string) {
  const root = tempDir();
  mkdirSync(path.join(root, "scripts"));
  mkdirSync(path.join(root, "app"));
  for (const file of ["cli.mjs", "compile.mjs"]) copyFileSync(path.resolve("scripts", file), path.join(root, "scripts", file));
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  writeFileSync(path.join(root, "tsconfig.json"), "{}");
  writeFileSync(path.join(root, "app", "greeting.ts"), `export const greeting: string = "${greeting}";`);
  // Enough code that compiling takes a while, so the starts below overlap while it is written.
  writeFileSync(path.join(root, "app", "table.ts"), `export const table = [\n${"  [1, 2, 3, 4, 5, 6, 7, 8],\n".repeat(100_000)}];\n`);
  writeFileSync(
    path.join(root, "scripts", "echo.ts"),
    `import { greeting } from "../app/greeting";\nimport { table } from "../app/table";\nconsole.log([greeting, ...process.argv.slice(2)].join(" "), table.length);\nprocess.exitCode = 3;\n`,
  );
  return root;
}

describe("node scripts/cli.mjs NAME", { timeout: 120_000 }, () => {
  it("answers a name that is not a script in scripts/ with one line of usage and exit 2", async () => {
    for (const name of ["nope", "../scripts/user", "subset-font.d"]) {
      const r = await runner(process.cwd(), name);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^Usage: node scripts\/cli\.mjs NAME \[args…\].*\n$/);
    }
    expect((await runner(process.cwd())).code).toBe(2);
  });

  it("gives the tool its own arguments, messages and exit code", async () => {
    const r = await runner(process.cwd(), "user", "--bogus");
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`Unknown option '--bogus'. Run "npm run user -- --help" for the options.\n`);
  });

  it("started four times at once before it is compiled, every start runs the whole tool; a changed source is compiled again", async () => {
    const root = project("hello");
    const runs = await Promise.all([1, 2, 3, 4].map(() => runner(root, "echo", "a", "--b")));
    for (const r of runs) expect(r).toEqual({ code: 3, stdout: "hello a --b 100000\n", stderr: "" });
    // No half-written or temporary file is left beside the compiled tool.
    expect(readdirSync(path.join(root, "build", "cli"))).toEqual(["echo.mjs"]);

    writeFileSync(path.join(root, "app", "greeting.ts"), `export const greeting: string = "hi";`);
    expect(await runner(root, "echo", "again")).toEqual({ code: 3, stdout: "hi again 100000\n", stderr: "" });
  });
});
