import { whenIdle } from "../../src/browser/idle";

// The one fallback for browsers without requestIdleCallback (Safari): start.ts, schedule.ts and
// Static's prefetching all wait through it.
describe("whenIdle", () => {
  const native = Object.getOwnPropertyDescriptor(window, "requestIdleCallback");
  afterEach(() => {
    if (native) Object.defineProperty(window, "requestIdleCallback", native);
    jest.useRealTimers();
  });

  it("waits for the browser's idle callback where there is one, and can be cancelled", () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    window.requestIdleCallback = (callback) => (callbacks.set(callbacks.size + 1, callback), callbacks.size);
    window.cancelIdleCallback = (id) => void callbacks.delete(id);
    const ran: string[] = [];
    whenIdle(() => ran.push("first"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    expect(ran).toEqual([]);
    for (const callback of callbacks.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(ran).toEqual(["first"]);
  });

  it("runs in a task of its own where the browser has no idle callback, and can be cancelled", () => {
    jest.useFakeTimers();
    // @ts-expect-error Safari's window has no requestIdleCallback
    window.requestIdleCallback = undefined;
    const ran: string[] = [];
    whenIdle(() => ran.push("soon"));
    whenIdle(() => ran.push("cancelled"))();
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(["soon"]);
  });
});
