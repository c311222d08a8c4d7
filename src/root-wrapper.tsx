import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "./styles/global-styles";
import { theme } from "./styles/theme";

/** Wraps every page (browser and server render alike) in the theme and the global styles. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
