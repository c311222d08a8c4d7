import { ThemeProvider } from "@emotion/react";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { SiteFrameContext } from "../../src/hooks/use-site-content";
import { theme } from "../../content-model/theme";
import { siteFrame } from "./site-data";

/**
 * Renders inside the site's theme, as wrapRootElement does in the browser, and with the site-wide
 * data of data/site.json, as a page's Layout provides it to the components inside (a page rendered
 * here provides its own data's).
 */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(
    <ThemeProvider theme={theme}>
      <SiteFrameContext.Provider value={siteFrame}>{ui}</SiteFrameContext.Provider>
    </ThemeProvider>,
    options,
  );
}
