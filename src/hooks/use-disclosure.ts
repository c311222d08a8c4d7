import { useCallback, useState } from "react";

/** Open/closed state for a menu or an expandable panel. */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
