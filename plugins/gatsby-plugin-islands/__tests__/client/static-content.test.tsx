import { act } from "preact/test-utils";
import { useState } from "preact/hooks";
import { hydrateInto } from "../../src/client/hydrate";
import { STATIC_CONTENT_ATTRIBUTE } from "../../src/names";
import { staticContent } from "../../src/static-content";

/** A list an island shows and hides whole, each item's content static (a card in a filtered list). */
function Toggled({ ids }: { ids: string[] }) {
  const [shown, setShown] = useState(ids);
  return (
    <div>
      <button type="button" onClick={() => setShown((was) => (was.length ? [] : ids))}>
        Toggle
      </button>
      <ul>
        {shown.map((id) => (
          <li key={id} {...staticContent(id, <b>{`rendered ${id}`}</b>)} />
        ))}
      </ul>
    </div>
  );
}

// The server's content differs here from what the component renders in the browser, so that the
// test can tell which one the page shows (in a site both are the same HTML).
const SERVER_CONTENT = "<b>server's a</b><i>and more</i>";
function serverPage() {
  document.body.innerHTML = `<div data-island=""><div><button type="button">Toggle</button><ul><li ${STATIC_CONTENT_ATTRIBUTE}="a">${SERVER_CONTENT}</li></ul></div></div>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
}

describe("staticContent", () => {
  it("keeps, as the island hydrates, the server's content and its very nodes, not walked or re-rendered", () => {
    const wrapper = serverPage();
    const bold = wrapper.querySelector("li b");
    void act(() => hydrateInto(wrapper, Toggled as never, { ids: ["a"] }));
    expect(wrapper.querySelector("li")!.innerHTML).toBe(SERVER_CONTENT);
    expect(wrapper.querySelector("li b")).toBe(bold);
  });

  it("gives an element the island removes and adds again the server's content", () => {
    const wrapper = serverPage();
    void act(() => hydrateInto(wrapper, Toggled as never, { ids: ["a"] }));
    const button = wrapper.querySelector("button")!;
    void act(() => button.click());
    expect(wrapper.querySelectorAll("li")).toHaveLength(0);
    void act(() => button.click());
    expect(wrapper.querySelector("li")!.innerHTML).toBe(SERVER_CONTENT);
    expect(wrapper.querySelector("li")!.getAttribute(STATIC_CONTENT_ATTRIBUTE)).toBe("a");
  });

  it("renders its children where the server rendered none with that id, and everywhere but a hydrated island", () => {
    const wrapper = serverPage();
    void act(() => hydrateInto(wrapper, Toggled as never, { ids: ["a", "not-on-the-server"] }));
    expect(wrapper.querySelectorAll("li")[1].innerHTML).toBe("<b>rendered not-on-the-server</b>");
    const children = <b>on the server</b>;
    expect(staticContent("never-kept", children)).toEqual({ [STATIC_CONTENT_ATTRIBUTE]: "never-kept", children });
  });
});
