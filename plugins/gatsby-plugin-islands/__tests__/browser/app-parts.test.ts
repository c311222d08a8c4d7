import { evaluateInParts, nextTask, runScript } from "../../src/browser/app-parts";

// The app's start is evaluated a part per task (src/browser/app-entry.ts), so that no part is a long task.
describe("evaluateInParts", () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("evaluates the parts in order, each in a task of its own after the first", async () => {
    jest.useFakeTimers();
    const evaluated: string[] = [];
    const part = (name: string) => () => (evaluated.push(name), Promise.resolve());
    const flush = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    const done = evaluateInParts([part("preact"), part("runtime"), part("entry")]);
    await Promise.resolve();
    expect(evaluated).toEqual(["preact"]);
    // Microtasks alone (the task that evaluated the first part) go no further.
    await flush();
    expect(evaluated).toEqual(["preact"]);
    jest.advanceTimersToNextTimer();
    await flush();
    expect(evaluated).toEqual(["preact", "runtime"]);
    jest.advanceTimersToNextTimer();
    await done;
    expect(evaluated).toEqual(["preact", "runtime", "entry"]);
  });

  it("yields with scheduler.yield() where the browser has it", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe("runScript", () => {
  it.each(["load", "error"])("resolves once the script has run (%s) and takes its element away", async (outcome) => {
    const ran = runScript("/commons-3.js");
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/commons-3.js"]');
    expect(script?.async).toBe(true);
    script!.dispatchEvent(new Event(outcome));
    await ran;
    // webpack looks for a script of the same address before adding its own, and would wait on this one.
    expect(document.head.querySelector("script")).toBeNull();
  });
});
