import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { openServices } from "./cli-services";
import { StaffError, createStaff, deleteStaff, listStaff, parseRole, setStaffPassword } from "../app/models/staff.server";

const USAGE = `Staff accounts for the admin (there is no public sign-up).

  npm run user -- create --email E [--password P] [--role owner|editor]
                                                     create an account, an owner unless --role editor
                                                     (prints a strong password when none is given)
  npm run user -- list                               list accounts
  npm run user -- set-password --email E [--password P]
  npm run user -- delete --email E [--yes]

Uses the same DATA_DIR / DATABASE_URL as the server (run it from the site's folder), works
while the server runs, and refuses a database the server has not set up.`;

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        yes: { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // node:util names the unknown option or missing value; one line is enough.
    const message = (error as Error).message.split("\n")[0]!.replace(/\. To specify a positional argument.*$/, "");
    console.error(`${message}. Run "npm run user -- --help" for the options.`);
    process.exit(2);
  }
}

async function main() {
  const { positionals, values } = parse();
  const command = positionals[0];
  if (values.help || !command || !["create", "list", "set-password", "delete"].includes(command)) {
    console.log(USAGE);
    process.exit(command && !values.help ? 2 : 0);
  }
  if (command !== "list" && !values.email) {
    console.error(`--email is required for ${command}.`);
    process.exit(2);
  }
  const services = await openServices({ existing: true });
  try {
    if (command === "create") {
      const r = await createStaff(services.auth, { email: values.email!, password: values.password, role: parseRole(values.role) });
      console.log(`Created ${r.email} (${r.role}).`);
      if (r.generated) console.log(`Password: ${r.password}\nKeep it somewhere safe: it is not shown again.`);
    } else if (command === "list") {
      const users = await listStaff(services.auth);
      if (users.length === 0) console.log("No staff accounts yet.");
      for (const u of users) console.log(`${u.email}\t${u.role}\tcreated ${u.createdAt.toISOString().slice(0, 10)}`);
    } else if (command === "set-password") {
      const r = await setStaffPassword(services.auth, { email: values.email!, password: values.password });
      console.log(`Password changed for ${r.email}; its sessions were signed out.`);
      if (r.generated) console.log(`Password: ${r.password}`);
    } else if (command === "delete") {
      if (!values.yes && process.stdin.isTTY) {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        const answer = await rl.question(`Delete ${values.email}? Type yes to confirm: `);
        rl.close();
        if (answer.trim().toLowerCase() !== "yes") {
          console.log("Nothing deleted.");
          return;
        }
      }
      const r = await deleteStaff(services.auth, values.email!);
      console.log(`Deleted ${r.email}.`);
    }
  } catch (error) {
    if (error instanceof StaffError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await services.close();
  }
}

void main();
