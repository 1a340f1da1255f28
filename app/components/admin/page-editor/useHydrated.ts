import { useEffect, useState } from "react";

/** False on the server and in the first render; true once this part of the page is live. */
export function useHydrated() {
  const [h, setH] = useState(false);
  useEffect(() => setH(true), []);
  return h;
}
