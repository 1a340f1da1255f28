import { createStaff } from "../../app/models/staff.server";
import { FORM_HEADERS, form, startServer, type TestServer } from "./server";

let n = 0;

/** Creates a staff account (an owner unless told) on the test server and returns its session cookie ("name=value"). */
export async function staffCookie(s: TestServer, role: "owner" | "editor" = "owner") {
  return (await staffSession(s, role)).cookie;
}

/** A signed-in staff member: the account's e-mail and password, and its session cookie. */
export type StaffSession = Awaited<ReturnType<typeof staffSession>>;

/** The same, with the account's e-mail and password. */
export async function staffSession(s: TestServer, role: "owner" | "editor" = "owner") {
  const email = `${role}${++n}-${Date.now()}@lakesideridge.example`;
  const password = "a long test password";
  await createStaff(s.services.auth, { email, password, role });
  return { email, password, cookie: await signInCookie(s, email, password) };
}

/** The /auth form posted from `ip` (X-Forwarded-For; the test server trusts loopback), redirects not followed. */
export function postSignIn(s: { url: string }, email: string, password: string, ip: string) {
  return fetch(`${s.url}/auth`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": ip },
    body: form({ email, password }),
    redirect: "manual",
  });
}

/** Signs in through the /auth form and returns the session cookie ("name=value"). */
export async function signInCookie(s: TestServer, email: string, password: string) {
  const res = await postSignIn(s, email, password, `10.1.${Math.floor(++n / 250)}.${n % 250}`);
  // Over https the cookie carries the __Secure- prefix.
  const cookie = res.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

/** A test server (startServer's options) with a staff account of that e-mail and password, nobody signed in. */
export async function serverWithStaff(email: string, password: string, opts: Parameters<typeof startServer>[0] = {}) {
  const s = await startServer(opts);
  await createStaff(s.services.auth, { email, password });
  return s;
}
