/** @jest-environment node */
import { useLayoutEffect } from "react";
import { renderToString } from "react-dom/server";
import { Static } from "../src";

function Measured() {
  useLayoutEffect(() => {}, []);
  return <p>Measured</p>;
}
function Hero() {
  return (
    <header>
      <Measured />
    </header>
  );
}

// The build renders every page on the server with React (../src/static-state.ts): a page with state
// inside Static fails the build, naming the component.
describe("no state inside Static, in the build's server render", () => {
  it("an effect inside Static fails the page's render, naming the Static's content and the component", () => {
    expect(() =>
      renderToString(
        <Static>
          <Hero />
        </Static>,
      ),
    ).toThrow("Static(Hero) contains state: useLayoutEffect in Measured; wrap it in an Island.");
  });

  it("a page with no state inside Static renders", () => {
    expect(
      renderToString(
        <Static>
          <p>Plain words</p>
        </Static>,
      ),
    ).toContain("Plain words");
  });
});
