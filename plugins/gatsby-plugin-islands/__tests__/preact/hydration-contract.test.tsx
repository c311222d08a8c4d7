import { act } from "@testing-library/react";
import { Suspense, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";

// What the browser layer (src/browser/, src/island.tsx, src/static.tsx) relies on in
// Preact's hydration, checked on Preact itself: each test names the behaviour; a Preact release
// that changes one fails it here (README "Behaviours relied on").

function serve(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById("root")!;
}

function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open: () => open(), opened: false };
}

describe("Preact's hydration, as the browser layer uses it", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("keeps the server's DOM for a child that suspends while hydrating, and hydrates it once the promise resolves, in microtasks", async () => {
    const root = serve("<section><p>server text</p></section>");
    const paragraph = root.querySelector("p")!;
    const waiting = gate();
    const effects: string[] = [];
    function Gated() {
      // Suspense: a component waits by throwing the promise.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!waiting.opened) throw waiting.promise;
      useLayoutEffect(() => void effects.push("layout effect"), []);
      return <p>server text</p>;
    }
    act(() => {
      hydrateRoot(
        root,
        <section>
          <Suspense fallback={null}>
            <Gated />
          </Suspense>
        </section>,
      );
    });
    // Suspended: the server's paragraph is still there, the same node.
    expect(root.querySelector("p")).toBe(paragraph);
    expect(root.innerHTML).toBe("<section><p>server text</p></section>");
    // Resumed in the microtasks of the task that resolves the promise (no timer), with its layout
    // effects in that same commit.
    waiting.opened = true;
    waiting.open();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(effects).toEqual(["layout effect"]);
    expect(root.querySelector("p")).toBe(paragraph);
  });

  it("does not patch attributes, nor an element's __html, while hydrating", () => {
    const root = serve('<div class="server" data-state="server"><span>kept</span></div>');
    const KEEP = { __html: "" };
    act(() => {
      hydrateRoot(
        root,
        <div className="client" data-state="client" dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />,
      );
    });
    expect(root.innerHTML).toBe('<div class="server" data-state="server"><span>kept</span></div>');
  });

  it("writes a textarea's value while hydrating, and leaves an input's", () => {
    const root = serve('<form><input name="name" value=""><textarea name="letter"></textarea></form>');
    const input = root.querySelector("input")!;
    const area = root.querySelector("textarea")!;
    input.value = "Ada";
    area.value = "typed before the app";
    function Form() {
      const [name, setName] = useState("");
      const [letter, setLetter] = useState("");
      return (
        <form>
          <input name="name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <textarea name="letter" value={letter} onChange={(event) => setLetter(event.currentTarget.value)} />
        </form>
      );
    }
    act(() => {
      hydrateRoot(root, <Form />);
    });
    expect(input.value).toBe("Ada");
    // The reason src/browser/typed-text.ts keeps typed text (keepTypedText) and puts it back.
    expect(area.value).toBe("");
  });
});
