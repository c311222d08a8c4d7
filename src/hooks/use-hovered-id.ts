import { useCallback, useRef, useState } from "react";

export type ItemProps = {
  onPointerDown: (event: { pointerType: string }) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/** How long after a touch's pointerdown its compatibility mouseenter and focus are ignored. */
const touchEchoMs = 1000;

/**
 * Which item of a list the visitor is pointing at or has keyboard focus in (the hovered card's
 * id, or none). `itemProps(id)` wires an element's mouse and focus events to it; it gives the same
 * object for an id on every render, so that a memoised item re-renders only when its own highlight
 * changes. A tap is not a hover: the mouseenter and focus a touch sends just before the click it
 * answers change nothing, so the tap's task renders nothing before the click (a link's navigation).
 */
export function useHoveredId<Id extends string>() {
  const [hoveredId, setHoveredId] = useState<Id | null>(null);
  const touchedAt = useRef(-Infinity);
  const leave = useCallback((id: Id) => setHoveredId((current) => (current === id ? null : current)), []);
  const made = useRef(new Map<Id, ItemProps>());
  const itemProps = (id: Id) => {
    let props = made.current.get(id);
    if (!props) {
      const enter = () => {
        if (performance.now() - touchedAt.current > touchEchoMs) setHoveredId(id);
      };
      props = {
        onPointerDown: (event) => {
          if (event.pointerType === "touch") touchedAt.current = performance.now();
        },
        onMouseEnter: enter,
        onMouseLeave: () => leave(id),
        onFocus: enter,
        onBlur: () => leave(id),
      };
      made.current.set(id, props);
    }
    return props;
  };
  return { hoveredId, itemProps };
}
