import { useCallback, useRef, useState } from "react";

type ItemProps = { onMouseEnter: () => void; onMouseLeave: () => void; onFocus: () => void; onBlur: () => void };

/**
 * Which item of a list the visitor is pointing at or has keyboard focus in (the hovered card's
 * id, or none). `itemProps(id)` wires an element's mouse and focus events to it; it gives the same
 * object for an id on every render, so that a memoised item re-renders only when its own highlight
 * changes (a tap on a phone sends mouseenter too, just before the click it answers).
 */
export function useHoveredId<Id extends string>() {
  const [hoveredId, setHoveredId] = useState<Id | null>(null);
  const leave = useCallback((id: Id) => setHoveredId((current) => (current === id ? null : current)), []);
  const made = useRef(new Map<Id, ItemProps>());
  const itemProps = (id: Id) => {
    let props = made.current.get(id);
    if (!props) {
      props = {
        onMouseEnter: () => setHoveredId(id),
        onMouseLeave: () => leave(id),
        onFocus: () => setHoveredId(id),
        onBlur: () => leave(id),
      };
      made.current.set(id, props);
    }
    return props;
  };
  return { hoveredId, itemProps };
}
