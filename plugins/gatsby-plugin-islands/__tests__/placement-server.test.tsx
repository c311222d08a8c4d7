/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { Island } from "../src/island";
import { Static } from "../src/static";

function Menu() {
  return <button type="button">Menu</button>;
}

// The build renders every page on the server (no window, no Suspense boundary around islands): a
// page that breaks the rules of ./placement.ts fails the build with the same message.
describe("where islands may be, in the build's server render", () => {
  it("a nested island fails the page's render, naming both components", () => {
    const page = (
      <Island>
        <Island>
          <Menu />
        </Island>
      </Island>
    );
    expect(() => renderToString(page)).toThrow(
      'Island "Menu" is nested inside Island "Island": islands are not nested.',
    );
  });

  it("an island inside Static fails the page's render", () => {
    expect(() =>
      renderToString(
        <Static>
          <Island>
            <Menu />
          </Island>
        </Static>,
      ),
    ).toThrow('Island "Menu" is inside Static "Island"');
  });
});
