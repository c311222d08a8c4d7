import { screen } from "@testing-library/react";
import { ErrorBoundary } from "../../../src/components/layout/error-boundary";
import { renderWithTheme } from "../../helpers/render";

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with a way home when a page fails to render", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithTheme(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    consoleError.mockRestore();
  });

  it("renders the page itself when nothing fails", () => {
    renderWithTheme(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
  });
});
