import type { AppServices } from "./services.server";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The Content-Security-Policy nonce of this response. */
    nonce: string;
    /** The client's address, as the server saw it (behind TRUST_PROXY, from X-Forwarded-For). */
    clientIp: string;
  }
}

export {};
