import { act, renderHook } from "@testing-library/react";
import { useTabs } from "../../src/hooks/use-tabs";

const ids = ["mission", "vision", "values"] as const;
const key = (k: string) => ({ key: k, preventDefault: jest.fn() });

describe("useTabs", () => {
  it("selects the first tab by default, and only it is in the tab order", () => {
    const { result } = renderHook(() => useTabs(ids));
    expect(result.current.selected).toBe("mission");
    expect(result.current.tabProps("mission")).toMatchObject({ role: "tab", "aria-selected": true, tabIndex: 0 });
    expect(result.current.tabProps("vision")).toMatchObject({ "aria-selected": false, tabIndex: -1 });
  });

  it("selects a clicked tab", () => {
    const { result } = renderHook(() => useTabs(ids));
    act(() => result.current.tabProps("values").onClick());
    expect(result.current.selected).toBe("values");
  });

  it("moves with the arrow keys (wrapping) and jumps with Home and End", () => {
    const { result } = renderHook(() => useTabs(ids));
    act(() => result.current.tabProps("mission").onKeyDown(key("ArrowRight")));
    expect(result.current.selected).toBe("vision");
    act(() => result.current.tabProps("vision").onKeyDown(key("ArrowRight")));
    act(() => result.current.tabProps("values").onKeyDown(key("ArrowRight")));
    expect(result.current.selected).toBe("mission");
    act(() => result.current.tabProps("mission").onKeyDown(key("ArrowLeft")));
    expect(result.current.selected).toBe("values");
    act(() => result.current.tabProps("values").onKeyDown(key("Home")));
    expect(result.current.selected).toBe("mission");
    act(() => result.current.tabProps("mission").onKeyDown(key("End")));
    expect(result.current.selected).toBe("values");
  });
});
