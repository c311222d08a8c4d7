import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { CurrentPath } from "./components/ui/link";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { GlobalStyles } from "./styles/global-styles";
import { theme } from "../content-model/theme";

/**
 * Wraps every page (browser and server render alike) in the theme and the error boundary. Gatsby
 * wraps each page's `Head` in it too, so it renders nothing of its own: the global styles are the
 * page's (PageWrapper), or the server would send them twice, the second copy in the Head's
 * elements, which Gatsby removes when the app starts, making the browser recompute the whole
 * page's style.
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}

/** Wraps every page, not its `Head`, in the global styles and the page's path (wrapPageElement). */
export function PageWrapper({ children, path }: { children: ReactNode; path: string }) {
  return (
    <CurrentPath.Provider value={path}>
      <GlobalStyles />
      {children}
    </CurrentPath.Provider>
  );
}
