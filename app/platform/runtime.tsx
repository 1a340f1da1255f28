import { createContext, useContext, type ComponentProps } from "react";
import { Link, NavLink, useLocation } from "react-router";

/**
 * Whether this page runs the React Router runtime in the browser. Visitors' pages do not: they
 * are plain HTML and CSS, and each interactive part loads a small script of its own. Admin and
 * sign-in routes (route `handle.runtime`) and every page a signed-in staff member sees do.
 * Decided once, in root.tsx.
 */
const RuntimeContext = createContext(true);
export const RuntimeProvider = RuntimeContext.Provider;
export const useRuntime = () => useContext(RuntimeContext);

/** A route that needs the framework in the browser says so in its handle. */
export interface RuntimeHandle {
  runtime?: boolean;
}

/** Staff, and routes whose handle asks for it (admin, sign-in), get the React Router runtime. */
export function needsRuntime(signedIn: boolean, handles: unknown[]) {
  return signedIn || handles.some((h) => (h as RuntimeHandle | undefined)?.runtime);
}

/** A part's enhancement script, on pages without the runtime (a module runs once per page). */
export function EnhanceScript({ src }: { src: string }) {
  return useRuntime() ? null : <script type="module" src={src} />;
}

type LinkProps = ComponentProps<typeof Link> & { to: string };

/** The props only React Router's links understand: a plain `<a>` gets none of them. */
const ROUTER_ONLY = new Set([
  "prefetch",
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "reloadDocument",
  "viewTransition",
  "discover",
  "caseSensitive",
  "end",
]);
function anchorProps<T extends object>(props: T) {
  return Object.fromEntries(Object.entries(props).filter(([k]) => !ROUTER_ONLY.has(k))) as React.AnchorHTMLAttributes<HTMLAnchorElement>;
}

/**
 * On a Spanish page a link to one of our pages opens its Spanish twin where there is one (issue
 * 49): root.tsx provides the mapping for the page's language. A link that names its language
 * (`hrefLang`, the header's language link) goes where it says.
 */
export const LinkLanguage = createContext<((to: string) => string) | null>(null);

/** One of our paths in the page's language (a form's action posting to the page's own twin). */
export function usePathInLanguage(path: string): string {
  const inLanguage = useContext(LinkLanguage);
  return inLanguage ? inLanguage(path) : path;
}

function useInLanguage<T extends LinkProps["to"]>(to: T, hrefLang: string | undefined): T {
  const inLanguage = useContext(LinkLanguage);
  if (hrefLang || typeof to !== "string" || !inLanguage) return to;
  return inLanguage(to) as T;
}

/**
 * A link: React Router's `<Link>` where the runtime runs, a plain `<a>` on visitors' pages, where
 * nothing would use what `<Link>` computes (it cost about 9% of a render; decision 0021).
 */
export function SiteLink(linkProps: LinkProps) {
  const runtime = useRuntime();
  const props = { ...linkProps, to: useInLanguage(linkProps.to, linkProps.hrefLang) };
  if (runtime) return <Link {...props} />;
  const { to, ...rest } = props;
  return <a href={to} {...anchorProps(rest)} />;
}

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, "className" | "children" | "style"> & {
  to: string;
  className?: string | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string | undefined);
  children?: React.ReactNode;
};

/** A navigation link that marks the current page (`aria-current="page"`), with or without the runtime. */
export function SiteNavLink(navProps: NavLinkProps) {
  const runtime = useRuntime();
  const { pathname } = useLocation();
  const props = { ...navProps, to: useInLanguage(navProps.to, navProps.hrefLang) };
  if (runtime) return <NavLink {...props} />;
  const { to, end, className, children, ...rest } = props;
  const isActive = end || to === "/" ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  const cls = typeof className === "function" ? className({ isActive, isPending: false, isTransitioning: false }) : className;
  return (
    <a href={to} className={cls} aria-current={isActive ? "page" : undefined} {...anchorProps(rest)}>
      {children}
    </a>
  );
}
