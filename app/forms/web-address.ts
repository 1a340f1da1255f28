/**
 * What settings forms accept as an outbound web address: the parsed address when it is http or
 * https with no user name or password in it, otherwise null (each form adds its own rules).
 */
export function webAddress(typed: string): URL | null {
  try {
    const u = new URL(typed);
    return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password ? u : null;
  } catch {
    return null;
  }
}
