import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import about from "../../../data/about.json";
import { AboutTabs } from "../../../src/components/about/about-tabs";
import { renderWithTheme } from "../../helpers/render";

describe("AboutTabs", () => {
  it("shows Mission by default, with its tab selected and labelling the panel", () => {
    renderWithTheme(<AboutTabs tabs={about.tabs} />);
    const mission = screen.getByRole("tab", { name: "Mission" });
    expect(mission).toHaveAttribute("aria-selected", "true");
    expect(mission).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Vision" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName("Mission");
    expect(mission).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent(about.tabs.mission.text);
  });

  it("shows the four values when Values is clicked", async () => {
    renderWithTheme(<AboutTabs tabs={about.tabs} />);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Values" }));
    const panel = screen.getByRole("tabpanel", { name: "Values" });
    expect(panel).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 }).filter((h) => panel.contains(h))).toHaveLength(4);
    for (const value of about.tabs.values) expect(panel).toHaveTextContent(value.title);
  });

  it("moves between tabs with the arrow keys, Home and End, moving focus along", async () => {
    const user = userEvent.setup();
    renderWithTheme(<AboutTabs tabs={about.tabs} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Mission" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Vision" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent(about.tabs.vision.text);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Values" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Mission" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Values" })).toHaveFocus();
  });
});
