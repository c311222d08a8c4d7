import { act, renderHook } from "@testing-library/react";
import { useHoveredId } from "../../src/hooks/use-hovered-id";

describe("useHoveredId", () => {
  it("tracks the hovered card id, or none", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    expect(result.current.hoveredId).toBeNull();
    act(() => result.current.itemProps("cloud").onMouseEnter());
    expect(result.current.hoveredId).toBe("cloud");
    act(() => result.current.itemProps("web").onMouseEnter());
    act(() => result.current.itemProps("cloud").onMouseLeave());
    expect(result.current.hoveredId).toBe("web");
    act(() => result.current.itemProps("web").onMouseLeave());
    expect(result.current.hoveredId).toBeNull();
  });

  it("follows keyboard focus too", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    act(() => result.current.itemProps("ai").onFocus());
    expect(result.current.hoveredId).toBe("ai");
    act(() => result.current.itemProps("ai").onBlur());
    expect(result.current.hoveredId).toBeNull();
  });

  it("gives an item the same handlers on every render, so that a memoised card skips its neighbours' hovers", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    const before = { cloud: result.current.itemProps("cloud"), web: result.current.itemProps("web") };
    act(() => result.current.itemProps("cloud").onMouseEnter());
    expect(result.current.itemProps("cloud")).toBe(before.cloud);
    expect(result.current.itemProps("web")).toBe(before.web);
    expect(result.current.itemProps("web")).not.toBe(before.cloud);
  });

  it("highlights an item that already holds focus when its code starts (the visitor came before it)", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    const card = document.createElement("li");
    const link = document.createElement("a");
    link.href = "/services/cloud/";
    card.append(link);
    document.body.append(card);
    link.focus();
    act(() => result.current.itemProps("cloud").ref(card));
    expect(result.current.hoveredId).toBe("cloud");
    act(() => result.current.itemProps("web").ref(document.createElement("li")));
    expect(result.current.hoveredId).toBe("cloud");
    card.remove();
  });
});
