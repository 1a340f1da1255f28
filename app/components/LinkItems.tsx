import { SiteLink as Link } from "~/platform/runtime";

/** A list's items, each one link (the menus, the footer's groups, "keep reading", related pages); `className` styles the links. */
export function LinkItems({ links, className }: { links: ReadonlyArray<{ to: string; label: string }>; className: string }) {
  return (
    <>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={className}>
            {l.label}
          </Link>
        </li>
      ))}
    </>
  );
}
