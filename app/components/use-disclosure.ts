import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";

/**
 * A native <details> disclosure that Escape closes, giving the focus back to its <summary>:
 * spread `details` on the <details> and put `summary` as the <summary>'s ref. Without JavaScript
 * the browser's own open and close still work. `setOpen(false)` closes it (as after following a link in it).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const details = {
    open,
    onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open),
    onKeyDown: (e: KeyboardEvent<HTMLDetailsElement>) => {
      if (e.key === "Escape" && open) {
        setOpen(false);
        summary.current?.focus();
      }
    },
  };
  return { open, setOpen, summary, details };
}
