import { createStaff } from "../../app/models/staff.server";
import { FORM_HEADERS, form, type TestServer } from "./server";

let n = 0;

/** Creates a staff account on the test server and returns its session cookie ("name=value"). */
export async function staffCookie(s: TestServer) {
  const email = `staff${++n}-${Date.now()}@lakesideridge.example`;
  const password = "a long test password";
  await createStaff(s.services.auth, { email, password });
  const res = await fetch(`${s.url}/auth`, {
    method: "POST",
    headers: { ...FORM_HEADERS, "X-Forwarded-For": `10.1.0.${n}` },
    body: form({ email, password }),
    redirect: "manual",
  });
  // Over https the cookie carries the __Secure- prefix.
  const cookie = res.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}
