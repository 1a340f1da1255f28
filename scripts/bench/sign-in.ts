/**
 * Signs a staff member in through the site's /auth form (redirects not followed) and returns the
 * session cookie ("name=value"). `headers` are the request's own (Origin, X-Forwarded-For).
 */
export async function sessionCookie(url: string, email: string, password: string, headers: Record<string, string>) {
  const res = await fetch(`${url}/auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}
