import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import site from "../../../data/site.json";
import { ConsentBanner } from "../../../src/components/layout/consent-banner";
import { renderWithTheme } from "../../helpers/render";

const { consent } = site;
let measurementId = "";
const withMeasurementId = (id: string) => void (measurementId = id);
const Banner = () => <ConsentBanner measurementId={measurementId} consent={consent} />;

beforeEach(() => {
  document.cookie = "preferences=; Max-Age=0; Path=/";
});

describe("ConsentBanner", () => {
  it("shows nothing when data/site.json sets no measurement id", () => {
    withMeasurementId("");
    renderWithTheme(<Banner />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("asks in a labelled region with the two answers and the Cookie Policy link, and goes once answered", async () => {
    withMeasurementId("G-UNIT12345");
    renderWithTheme(<Banner />);
    const region = await screen.findByRole("region", { name: consent.label });
    expect(region).toHaveTextContent(consent.text);
    expect(screen.getByRole("link", { name: consent.policyLink.label })).toHaveAttribute("href", consent.policyLink.to);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([consent.accept, consent.reject]);
    await userEvent.click(screen.getByRole("button", { name: consent.reject }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.cookie).toContain("preferences=analytics:denied");
  });

  it("while it shows, the page ends with room as tall as the banner, and loses it once answered", async () => {
    withMeasurementId("G-UNIT12345");
    const box = jest
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ height: 150.4 } as DOMRect);
    try {
      renderWithTheme(<Banner />);
      await screen.findByRole("region", { name: consent.label });
      expect(document.body.style.paddingBottom).toBe("151px");
      expect(document.documentElement.style.scrollPaddingBottom).toBe("151px");
      await userEvent.click(screen.getByRole("button", { name: consent.accept }));
      expect(document.body.style.paddingBottom).toBe("");
      expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    } finally {
      box.mockRestore();
    }
  });
});
