import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { GlobalStyles } from "./styles/global-styles";
import { theme } from "./styles/theme";

/** Wraps every page (browser and server render alike) in the theme, the global styles and the error boundary. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}
