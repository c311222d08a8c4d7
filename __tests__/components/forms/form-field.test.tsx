import { screen } from "@testing-library/react";
import { FormField } from "../../../src/components/forms/form-field";
import { byLabel } from "../../helpers/fields";
import { renderWithTheme } from "../../helpers/render";

describe("FormField", () => {
  it("ties the label, hint and error to the control", () => {
    renderWithTheme(
      <FormField label="Resume/CV" hint="PDF only" error="Choose a file" required>
        {(control) => <input {...control} type="file" required />}
      </FormField>,
    );
    const input = byLabel("Resume/CV");
    expect(input).toHaveAccessibleDescription("PDF only Choose a file");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeRequired();
  });

  it("adds no description when there is neither hint nor error", () => {
    renderWithTheme(<FormField label="Company">{(control) => <input {...control} />}</FormField>);
    expect(screen.getByRole("textbox", { name: "Company" })).not.toHaveAttribute("aria-describedby");
  });
});
