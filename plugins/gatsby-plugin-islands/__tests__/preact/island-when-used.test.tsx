import { act, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { endFirstRender } from "../../src/browser/hydration";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "../../src/browser/markers";
import { NEAR_MARGIN } from "../../src/browser/schedule";
import { Island } from "../../src/island";

// A `whenUsed` island (a form) as the browser hydrates it, on Preact: coming into view does not open
// it, being near the viewport does, once the browser is idle (jsdom has no requestIdleCallback: the
// layer's whenIdle then waits a task).
function Form({ onRender }: { onRender: () => void }) {
  onRender();
  const [name, setName] = useState("");
  return (
    <form>
      <label>
        Full Name <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
    </form>
  );
}

/** An IntersectionObserver that reports every element in view, a task later, for observers of `margins`. */
function observerReporting(margins: string[]) {
  const made: string[] = [];
  class Observer {
    constructor(
      private report: IntersectionObserverCallback,
      private options: IntersectionObserverInit = {},
    ) {
      made.push(options.rootMargin ?? "");
    }
    observe(target: Element) {
      const isIntersecting = margins.includes(this.options.rootMargin ?? "");
      setTimeout(() =>
        this.report([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    unobserve() {}
    disconnect() {}
  }
  return { Observer, made };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => Promise.resolve());
};

it("a whenUsed island within NEAR_MARGIN hydrates when the browser is idle, before it is used", async () => {
  // Only the near observer reports it: the island is near the viewport, not in view.
  const { Observer, made } = observerReporting([NEAR_MARGIN]);
  Object.assign(window, { IntersectionObserver: Observer });
  const server = render(
    <Island whenUsed>
      <Form onRender={() => {}} />
    </Island>,
  );
  const html = server.container.innerHTML;
  server.unmount();
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  const focus = document.getElementById("gatsby-focus-wrapper")!;

  const rendered = jest.fn();
  act(() => {
    hydrateRoot(
      focus,
      <Island whenUsed>
        <Form onRender={rendered} />
      </Island>,
    );
  });
  endFirstRender();
  await flush();
  expect(rendered).not.toHaveBeenCalled();
  expect(made).toContain(NEAR_MARGIN);

  await waitFor(() =>
    expect(focus.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED),
  );
  expect(rendered).toHaveBeenCalled();
  expect(focus.innerHTML.replace(` ${ISLAND_ATTRIBUTE}="${ISLAND_HYDRATED}"`, ` ${ISLAND_ATTRIBUTE}=""`)).toBe(html);
});
