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
});

describe("useHoveredId on a touch screen", () => {
  it("ignores the mouseenter and focus a tap sends before its click, so the tap renders nothing", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    const before = result.current;
    act(() => {
      result.current.itemProps("cloud").onPointerDown({ pointerType: "touch" });
      result.current.itemProps("cloud").onMouseEnter();
      result.current.itemProps("cloud").onFocus();
    });
    expect(result.current.hoveredId).toBeNull();
    expect(result.current).toBe(before);
  });

  it("still highlights a mouse's hover after a mouse press", () => {
    const { result } = renderHook(() => useHoveredId<string>());
    act(() => {
      result.current.itemProps("cloud").onPointerDown({ pointerType: "mouse" });
      result.current.itemProps("cloud").onMouseEnter();
    });
    expect(result.current.hoveredId).toBe("cloud");
  });
});
