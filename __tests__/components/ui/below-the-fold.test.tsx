import { act, render, screen } from "@testing-library/react";
import { BelowTheFold } from "../../../src/components/ui/below-the-fold";

const page = () => (
  <>
    <h1>Artificial Intelligence</h1>
    <BelowTheFold>
      <h2>What We Offer</h2>
    </BelowTheFold>
  </>
);

describe("BelowTheFold", () => {
  afterEach(() => {
    delete window.___loader;
    window.history.replaceState(null, "", "/");
    jest.useRealTimers();
  });

  it("renders its content at once outside the app (the server render, tests)", () => {
    render(page());
    expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
  });

  describe("in the app", () => {
    beforeEach(() => {
      jest.useFakeTimers();
      window.___loader = { hovering: jest.fn() };
    });

    it("shows a page reached by a client-side navigation top first, and its lower part after the next frame", () => {
      window.history.pushState({ key: "1" }, "", "/services/artificial-intelligence/");
      render(page());
      expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "What We Offer" })).not.toBeInTheDocument();
      act(() => jest.runAllTimers());
      expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
    });

    it("renders it at once for a link to a section (the browser scrolls to it) and for back and forward (the scroll position is restored)", () => {
      window.history.pushState({ key: "2" }, "", "/services/artificial-intelligence/#what-we-offer-heading");
      const toSection = render(page());
      expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
      toSection.unmount();

      window.history.pushState({ key: "3" }, "", "/services/artificial-intelligence/");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
      render(page());
      expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
    });
  });
});
