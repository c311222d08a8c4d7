import "@emotion/react";
import type { SiteTheme } from "../../content-model/theme";

declare module "@emotion/react" {
  // Interface merging is how Emotion types its theme; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
