import { useCallback, useRef, useState, type KeyboardEvent } from "react";

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab is selected and is the only one in
 * the tab order; Left/Right arrows move to the previous/next tab (wrapping), Home/End to the first
 * and last, and moving selects the tab and focuses it.
 */
export function useTabs<Id extends string>(ids: readonly Id[], initial: Id = ids[0]) {
  const [selected, setSelected] = useState<Id>(initial);
  const tabs = useRef(new Map<Id, HTMLElement>());

  const select = useCallback((id: Id, focus = false) => {
    setSelected(id);
    if (focus) tabs.current.get(id)?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: Pick<KeyboardEvent, "key" | "preventDefault">) => {
      const position = ids.indexOf(selected);
      const target = {
        ArrowRight: (position + 1) % ids.length,
        ArrowLeft: (position - 1 + ids.length) % ids.length,
        Home: 0,
        End: ids.length - 1,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(ids[target], true);
    },
    [ids, selected, select],
  );

  const tabProps = (id: Id) => ({
    ref: (element: HTMLElement | null) => {
      if (element) tabs.current.set(id, element);
      else tabs.current.delete(id);
    },
    role: "tab" as const,
    "aria-selected": id === selected,
    tabIndex: id === selected ? 0 : -1,
    onClick: () => select(id),
    onKeyDown,
  });

  return { selected, select, tabProps };
}
