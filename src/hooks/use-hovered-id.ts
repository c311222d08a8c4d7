import { useCallback, useState } from "react";

/**
 * Which item of a list the visitor is pointing at or has keyboard focus in (the hovered card's
 * id, or none). `itemProps(id)` wires an element's mouse and focus events to it.
 */
export function useHoveredId<Id extends string>() {
  const [hoveredId, setHoveredId] = useState<Id | null>(null);
  const leave = useCallback((id: Id) => setHoveredId((current) => (current === id ? null : current)), []);
  const itemProps = (id: Id) => ({
    onMouseEnter: () => setHoveredId(id),
    onMouseLeave: () => leave(id),
    onFocus: () => setHoveredId(id),
    onBlur: () => leave(id),
  });
  return { hoveredId, itemProps };
}
