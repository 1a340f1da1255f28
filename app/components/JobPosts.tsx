/**
 * A job page's dated updates and the client's comments, newest first, with their photos
 * (decision 0051). The client's page and the staff's screen draw the same list; `photoUrl` says
 * where a photo is fetched from (the client's link, or the staff's address).
 */
export interface JobPostView {
  id: string;
  author: string;
  body: string;
  created_at: string;
  photos: Array<{ id: string; name: string }>;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });

export function JobPosts({
  posts,
  photoUrl,
  clientName,
  company,
}: {
  posts: JobPostView[];
  photoUrl: (id: string) => string;
  clientName: string;
  company: string;
}) {
  if (posts.length === 0) return <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">No updates yet.</p>;
  return (
    <ol className="mt-4 space-y-4" aria-label="Updates and comments, newest first">
      {posts.map((p) => {
        const who = p.author === "client" ? clientName : company;
        return (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={p.author === "client" ? "job-comment" : "job-update"}>
            <p className="text-sm text-slate-700">
              <time dateTime={p.created_at}>{when.format(new Date(p.created_at))}</time>
              {` · ${p.author === "client" ? `Comment from ${who}` : `Update from ${who}`}`}
            </p>
            {p.body && <p className="mt-2 whitespace-pre-wrap text-slate-900">{p.body}</p>}
            {p.photos.length > 0 && (
              <ul
                className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3"
                aria-label={`Photos of the ${p.author === "client" ? "comment" : "update"} of ${when.format(new Date(p.created_at))}`}
              >
                {p.photos.map((ph, i) => (
                  <li key={ph.id}>
                    <a href={photoUrl(ph.id)} className="block overflow-hidden rounded border border-slate-200">
                      <img
                        src={`${photoUrl(ph.id)}?size=thumb`}
                        alt={`Photo ${i + 1} of ${p.photos.length} (${ph.name}), ${p.author === "client" ? `added by ${who}` : "job progress"}`}
                        width={320}
                        height={240}
                        loading="lazy"
                        className="aspect-[4/3] w-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The posts and photo rows as the list draws them. */
export function postViews(
  posts: Array<{ id: string; author: string; body: string; created_at: string }>,
  photos: Array<{ id: string; post_id: string; original_filename: string }>,
): JobPostView[] {
  return posts.map((p) => ({
    id: p.id,
    author: p.author,
    body: p.body,
    created_at: p.created_at,
    photos: photos.filter((ph) => ph.post_id === p.id).map((ph) => ({ id: ph.id, name: ph.original_filename })),
  }));
}
