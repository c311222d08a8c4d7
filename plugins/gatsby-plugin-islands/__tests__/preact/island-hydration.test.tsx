import { act, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { endFirstRender } from "../../src/browser/hydration";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "../../src/browser/markers";
import { Island } from "../../src/island";

// The island's hydration as the browser does it, on Preact (React would not hydrate an island: the
// server renders no Suspense boundary for it, see ui/island.tsx).
function Letter({ onRender = () => {} }: { onRender?: () => void }) {
  onRender();
  const [text, setText] = useState("");
  return (
    <form>
      <label>
        Cover letter <textarea value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <output>{text.length} characters</output>
    </form>
  );
}

// jsdom has no IntersectionObserver: this one reports every element in view, a task later.
class InView {
  constructor(private report: IntersectionObserverCallback) {}
  observe(target: Element) {
    setTimeout(() =>
      this.report(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { IntersectionObserver: InView });

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => Promise.resolve());
};

describe("Island, on the first load of a server-rendered page", () => {
  it("keeps the server's HTML until its gate opens, then hydrates, keeping text typed in a textarea before", async () => {
    // What the server sends, inside Gatsby's focus wrapper.
    const server = render(
      <Island>
        <Letter />
      </Island>,
    );
    const html = server.container.innerHTML;
    server.unmount();
    document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
    const focus = document.getElementById("gatsby-focus-wrapper")!;
    const area = focus.querySelector("textarea")!;

    const rendered = jest.fn();
    act(() => {
      hydrateRoot(
        focus,
        <Island>
          <Letter onRender={rendered} />
        </Island>,
      );
    });
    endFirstRender();
    await flush();
    // The island waits for its view to be reported, then for a task of its own: the server's HTML
    // is untouched, the same nodes, and the content has not rendered.
    expect(rendered).not.toHaveBeenCalled();
    expect(focus.innerHTML).toBe(html);
    expect(focus.querySelector("textarea")).toBe(area);

    // The visitor types before the island has hydrated.
    area.value = "Dear team";
    // Its view is reported, its task comes: it hydrates (waited for, as a busy machine is slow).
    await waitFor(() =>
      expect(focus.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED),
    );
    await flush();
    expect(rendered).toHaveBeenCalled();
    // Preact writes a textarea's value while hydrating; the layer puts the typed text back and
    // announces it, so the component's state has it too.
    expect(area.value).toBe("Dear team");
    expect(focus.querySelector("output")).toHaveTextContent("9 characters");
  });
});
