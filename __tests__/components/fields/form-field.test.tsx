import { screen } from "@testing-library/react";
import { FormField } from "../../../src/components/fields/form-field";
import { byLabel } from "../../helpers/fields";
import { renderWithTheme } from "../../helpers/render";

describe("FormField", () => {
  it("ties the label, hint and error to the control", () => {
    renderWithTheme(
      <FormField label="Resume/CV" name="resume" hint="PDF only" error="Choose a file" required>
        {(control) => <input {...control} type="file" required />}
      </FormField>,
    );
    const input = byLabel("Resume/CV");
    expect(input).toHaveAccessibleDescription("PDF only Choose a file");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeRequired();
  });

  it("makes its ids from the control's name, so server and browser render the same ones", () => {
    renderWithTheme(
      <FormField label="Resume/CV" name="resume" hint="PDF only" error="Choose a file">
        {(control) => <input {...control} type="file" />}
      </FormField>,
    );
    const input = byLabel("Resume/CV");
    expect(input).toHaveAttribute("id", "field-resume");
    expect(input).toHaveAttribute("aria-describedby", "field-resume-hint field-resume-error");
  });

  it("adds no description when there is neither hint nor error", () => {
    renderWithTheme(
      <FormField label="Company" name="company">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Company" })).not.toHaveAttribute("aria-describedby");
  });
});
