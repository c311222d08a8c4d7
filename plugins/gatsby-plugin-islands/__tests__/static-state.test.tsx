/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { useEffect, useReducer, useState } from "react";
import { Island, Static } from "../src";

// Runs on React (as `gatsby develop` and the build's server render) and on preact/compat (jest.config.js).
function FaqItem() {
  const [open] = useState(false);
  return <p>{open ? "Open" : "Closed"}</p>;
}
function ServiceHero() {
  return (
    <section>
      <h1>Service</h1>
      <FaqItem />
    </section>
  );
}
function useTicker() {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => tick(), []);
}
function Ticker() {
  useTicker();
  return <p>Tick</p>;
}
function Plain() {
  return <p>Plain words</p>;
}

describe("no state inside Static, checked where a developer meets it", () => {
  // React logs an error thrown in a render before rethrowing it; the message is what is asserted.
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it("a component holding state inside Static fails, naming the Static's content and the component", () => {
    expect(() =>
      render(
        <Static>
          <ServiceHero />
        </Static>,
      ),
    ).toThrow("Static(ServiceHero) contains state: useState in FaqItem; wrap it in an Island.");
  });

  it("a component whose own hook holds state inside Static fails too, naming the component", () => {
    expect(() =>
      render(
        <Static>
          <Ticker />
        </Static>,
      ),
    ).toThrow(/^Static\(Ticker\) contains state: (useReducer|useState) in Ticker; wrap it in an Island/);
  });

  it("Static content with no state renders, a Static inside a Static too, and state in an Island beside it works", () => {
    render(
      <>
        <Static>
          <Plain />
          <Static>
            <Plain />
          </Static>
        </Static>
        <Island>
          <ServiceHero />
        </Island>
      </>,
    );
    expect(screen.getAllByText("Plain words")).toHaveLength(2);
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });
});
