import { ThemeProvider } from "@emotion/react";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { theme } from "../../content-model/theme";

/** Renders inside the site's theme, as wrapRootElement does in the browser. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options);
}
