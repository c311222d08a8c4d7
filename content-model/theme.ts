/**
 * Design tokens. Text colours are checked against their backgrounds for WCAG 2.1 AA
 * (4.5:1 for body text): ink on surface 15.9:1, muted on surface 7.5:1, white on primary 6.3:1,
 * primaryDark on primarySoft 9.0:1, inverseMuted on primaryDark 7.1:1, star on surface 5.0:1.
 */
export const theme = {
  colors: {
    ink: "#0f172a",
    muted: "#475569",
    surface: "#ffffff",
    surfaceAlt: "#f1f5f9",
    border: "#cbd5e1",
    primary: "#1d4ed8",
    primaryDark: "#1e3a8a",
    primarySoft: "#dbeafe",
    accent: "#0f766e",
    inverse: "#ffffff",
    inverseMuted: "#cbd5e1",
    night: "#0b1220",
    success: "#166534",
    successSoft: "#dcfce7",
    danger: "#b91c1c",
    dangerSoft: "#fee2e2",
    /** The focus ring on light grounds (white, surfaceAlt, primarySoft): 5.0:1 on white, 4.3:1 on primarySoft. */
    focus: "#b45309",
    /** The focus ring on dark grounds (night, its gradient, primaryDark, primary): 11.6:1 on night, 4.7:1 on primary. */
    focusOnDark: "#fbbf24",
    /** The illustrations' spark (scripts/illustrations/kit.ts): the amber the focus ring was, kept for the pictures. */
    spark: "#f59e0b",
    star: "#b45309",
  },
  gradients: {
    /** Dark bands (home hero, closing calls to action); white text on it stays above 7:1. */
    night: "linear-gradient(135deg, #0b1220 0%, #1e3a8a 100%)",
    soft: "linear-gradient(180deg, #f1f5f9 0%, #ffffff 100%)",
  },
  fonts: {
    // The site's typeface, then its metric-matched fallback (shared/typeface.ts), then the system's.
    body: '"Inter Variable", "Inter Variable Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    heading:
      '"Inter Variable", "Inter Variable Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "1.875rem",
    "4xl": "clamp(2rem, 5vw, 3rem)",
    "5xl": "clamp(2.25rem, 6vw, 3.75rem)",
  },
  fontWeights: { normal: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.4, normal: 1.6 },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
    16: "4rem",
    20: "5rem",
  },
  sizes: {
    container: "72rem",
    prose: "46rem",
    header: "4rem",
    iconBadge: "3rem",
    progress: "0.25rem",
    dot: "0.75rem",
    target: "2.75rem",
  },
  radii: { sm: "0.375rem", md: "0.75rem", lg: "1rem", pill: "999px" },
  shadows: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.08)",
    md: "0 4px 16px rgba(15, 23, 42, 0.10)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.16)",
  },
  breakpoints: { sm: "40em", md: "48em", lg: "64em" },
  transitions: { fast: "150ms ease", normal: "250ms ease" },
} as const;

/**
 * The brand colours a job card or a service may take as its accent, by the name editors choose
 * them by. The data stores the hex value; the data rules accept only these.
 */
export const ACCENT_COLORS = {
  Blue: "#2563eb",
  Indigo: "#4f46e5",
  Violet: "#7c3aed",
  Purple: "#6d28d9",
  Magenta: "#c026d3",
  Pink: "#db2777",
  Red: "#dc2626",
  Orange: "#ea580c",
  Amber: "#b45309",
  Green: "#16a34a",
  "Dark green": "#15803d",
  Teal: "#0d9488",
  Cyan: "#0891b2",
  "Sky blue": "#0284c7",
  Slate: "#475569",
} as const;

export type SiteTheme = typeof theme;

/**
 * The focus ring's colour as a custom property: the global style draws every ring with it, and a
 * dark band sets `focusOnDark` on itself, so a ring has 3:1 against the ground it is drawn on
 * (WCAG 1.4.11). No one colour has 3:1 against both white and the night bands.
 */
export const FOCUS_RING = "--focus-ring";
export const focusRingOnDark = `${FOCUS_RING}: ${theme.colors.focusOnDark};`;
/** For a light card inside a dark band (the home carousel in the hero): the light grounds' ring again. */
export const focusRingOnLight = `${FOCUS_RING}: ${theme.colors.focus};`;
export const focusOutline = `3px solid var(${FOCUS_RING}, ${theme.colors.focus})`;

/**
 * A grid of up to `columns` equal columns, none narrower than `min`. The minimum is in rem, so
 * larger text drops columns rather than pushing the page sideways or squeezing words out of their
 * boxes (WCAG 1.4.4 at 200 % text, 1.4.10 at 320 px), which breakpoints alone cannot do.
 */
export const columnsUpTo = (columns: number, min: string, gap: string) =>
  `repeat(auto-fill, minmax(min(100%, max(${min}, (100% - ${columns - 1} * ${gap}) / ${columns})), 1fr))`;

/** Media query for screens at least as wide as the breakpoint. */
export const mq = (breakpoint: keyof SiteTheme["breakpoints"]) =>
  `@media (min-width: ${theme.breakpoints[breakpoint]})`;
