import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqList } from "../../../src/components/contact/faq-list";
import { contactContent } from "../../helpers/careers-data";
import { renderWithTheme } from "../../helpers/render";

describe("FaqList", () => {
  it("shows four questions, each expanding and collapsing its answer", async () => {
    const user = userEvent.setup();
    renderWithTheme(<FaqList items={contactContent.faq} />);
    expect(screen.getAllByRole("button")).toHaveLength(4);
    const [first] = contactContent.faq;
    const button = screen.getByRole("button", { name: first.question });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(first.answer);
    expect(screen.getByRole("button", { name: contactContent.faq[1].question })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });
});
