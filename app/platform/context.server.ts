import type { AppServices } from "./services.server";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The Content-Security-Policy nonce of this response. */
    nonce: string;
    /** The client's address, as the server saw it (behind TRUST_PROXY, from X-Forwarded-For). */
    clientIp: string;
    /**
     * Renders one of this site's pages in-process, as an anonymous visitor would see it: no
     * network request, so no host or address from the caller is ever fetched.
     */
    renderPage(path: string, signal?: AbortSignal, extra?: { previewBlocks?: AppLoadContext["previewBlocks"]; previewId?: string | null }): Promise<Response>;
    /**
     * The content item a signed-in staff member asked to preview (`?preview={id}`), or null. The
     * server sets it only after checking the session; for anyone else it is always null.
     */
    previewId: string | null;
    /** Set when a loader or action failed because the database could not be reached (entry.server.tsx). */
    databaseUnavailable?: boolean;
    /** Set when a quote request was kept in the spool while the database is away (app/leads/spool.server.ts). */
    leadSpooled?: boolean;
    /**
     * Unsaved typing from the page editor, as stored block columns by block id, for the page at
     * `path` (staff only; the preview route checks the session). Never set for visitors.
     */
    previewBlocks?: { path: string; values: Record<string, { title?: string | null; content?: string | null; image_id?: string | null }> };
  }
}

export {};
