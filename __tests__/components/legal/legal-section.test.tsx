import { screen } from "@testing-library/react";
import { LegalSection } from "../../../src/components/legal/legal-section";
import { renderWithTheme } from "../../helpers/render";

const section = {
  id: "data-retention",
  heading: "Data Retention",
  paragraphs: ["Applications are kept for {retentionDays} days."],
  list: ["Enquiries: {retentionDays} days"],
  table: null,
};

describe("LegalSection", () => {
  it("fills the site constants a legal text quotes, in paragraphs and list items", () => {
    renderWithTheme(<LegalSection section={section} constants={{ retentionDays: 180 }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Data Retention" })).toHaveAttribute("id", "data-retention");
    expect(screen.getByText("Applications are kept for 180 days.")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Enquiries: 180 days");
    expect(screen.queryByText(/\{retentionDays\}/)).not.toBeInTheDocument();
  });
});
