/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Island } from "../src/island";
import { Static } from "../src/static";

function Menu() {
  return <button type="button">Menu</button>;
}
function SearchBox() {
  return <input aria-label="Search" />;
}
function Footer({ children }: { children?: React.ReactNode }) {
  return <footer>{children}</footer>;
}

describe("where islands may be, checked where a developer meets it", () => {
  // React logs an error thrown in a render before rethrowing it; the message is what is asserted.
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it("an island nested inside another fails, naming both components", () => {
    const page = (
      <Island>
        <Menu />
        <Island>
          <SearchBox />
        </Island>
      </Island>
    );
    expect(() => render(page)).toThrow('Island "SearchBox" is nested inside Island "Menu": islands are not nested.');
  });

  it("an island inside Static fails, naming both: kept HTML never starts it", () => {
    const page = (
      <Static>
        <Footer>
          <Island>
            <Menu />
          </Island>
        </Footer>
      </Static>
    );
    expect(() => render(page)).toThrow('Island "Menu" is inside Static "Footer"');
  });

  it("lets islands stand side by side, and Static content sit inside an island", () => {
    render(
      <>
        <Island>
          <Menu />
          <Static>
            <Footer />
          </Static>
        </Island>
        <Static>
          <Footer />
        </Static>
        <Island>
          <SearchBox />
        </Island>
      </>,
    );
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Search" })).toBeInTheDocument();
  });
});
