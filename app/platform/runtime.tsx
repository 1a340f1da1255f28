import { createContext, useContext } from "react";

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

/** A part's enhancement script, on pages without the runtime (a module runs once per page). */
export function EnhanceScript({ src }: { src: string }) {
  return useRuntime() ? null : <script type="module" src={src} />;
}
