import { useCallback, useRef, useState } from "react";

export type ItemProps = {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  ref: (element: Element | null) => void;
};

/**
 * Which item of a list the visitor is pointing at or has keyboard focus in (the hovered card's
 * id, or none). `itemProps(id)` wires an element's mouse and focus events to it; it gives the same
 * object for an id on every render, so that a memoised item re-renders only when its own highlight
 * changes (a tap on a phone sends mouseenter too, just before the click it answers).
 * The pointer or focus may have arrived before this code ran (an island that starts on its first
 * use starts on that very arrival): an item already under the pointer or holding focus when it is
 * attached is highlighted as the event would have made it.
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
        ref: (element) => {
          if (element?.matches(":hover") || element?.contains(document.activeElement)) setHoveredId(id);
        },
      };
      made.current.set(id, props);
    }
    return props;
  };
  return { hoveredId, itemProps };
}
