/** Rows of finished work: projects, their photos, reviews and review requests. */

/** A real job the company finished (decision 0023). */
export interface ProjectsTable {
  id: string;
  slug: string;
  title: string;
  /** One of the service area's towns (content/site.yaml). */
  town: string;
  /** The service it belongs to (content/paths.ts SERVICE_KEYS): its page links the project. */
  service_key: string;
  year: number | null;
  summary: string;
  /** Sanitized HTML. */
  story: string | null;
  client_words: string | null;
  is_published: number;
  created_at: string;
  updated_at: string;
}

/** A project's photo: a library image, alone or half of a before/after pair. */
export interface ProjectPhotosTable {
  id: string;
  project_id: string;
  image_id: string;
  /** photo | before | after */
  role: string;
  /** Before/after photos with the same pair number are compared side by side. */
  pair: number | null;
  caption: string | null;
  sort_order: number;
}

/** What a client said, as they agreed to show it, and where it was first posted. */
export interface ReviewsTable {
  id: string;
  client_name: string;
  town: string | null;
  project_id: string | null;
  service_key: string | null;
  /** YYYY-MM-DD */
  review_date: string;
  words: string;
  /** Google, Houzz, a letter… */
  source: string;
  source_url: string | null;
  is_published: number;
  created_at: string;
  updated_at: string;
  /** Set when the client wrote it through a review request (decision 0032): shown as "Verified client". */
  request_id?: string | null;
  /** The client's optional 1–5 rating (shown beside their words; never summed into markup). */
  rating?: number | null;
  /** When the client ticked "you may publish this". */
  consent_at?: string | null;
  /** When the owner approved a requested review (null: waiting). */
  approved_at?: string | null;
}

/** A one-time link asking a finished client for a review (decision 0032): only the token's SHA-256 is kept. */
export interface ReviewRequestsTable {
  id: string;
  token_hash: string;
  /** Who it is for: the e-mail address, or "project:{id}" when staff only copy the link. One open request each. */
  recipient: string;
  email: string | null;
  /** The client's name as staff recorded it: the only words of theirs the e-mail carries. */
  client_name: string;
  lead_id: string | null;
  project_id: string | null;
  service_key: string | null;
  town: string | null;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
