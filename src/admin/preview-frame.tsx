import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { RootWrapper } from "../root-wrapper";
import { GlobalStyles } from "../styles/global-styles";
import { typefaceStyle } from "../styles/typeface-style";
import { theme } from "../../content-model/theme";

/** The widths the preview shows a page at: a phone, a tablet, and the desktop width the site is designed at. */
export const PREVIEW_WIDTHS = [
  { label: "Phone", width: 375 },
  { label: "Tablet", width: 768 },
  { label: "Desktop", width: 1280 },
] as const;

const FRAME_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/**
 * The page drawn at the chosen device width in a frame of its own, so the site's media queries
 * see that width, scaled down to fit the preview pane: the site's components, its theme and its
 * global styles (Emotion, with its styles in that frame's head).
 */
export function DeviceFrame({ children }: { children: ReactNode }) {
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[2].width);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const [height, setHeight] = useState(800);
  const [paneWidth, setPaneWidth] = useState(width);
  const pane = useRef<HTMLDivElement>(null);
  const cache = useMemo(
    () => frameDocument && createCache({ key: "site", container: frameDocument.head }),
    [frameDocument],
  );

  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setPaneWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!frameDocument) return;
    const observer = new ResizeObserver(() => setHeight(frameDocument.documentElement.scrollHeight));
    observer.observe(frameDocument.body);
    return () => observer.disconnect();
  }, [frameDocument]);

  const scale = Math.min(1, paneWidth / width);
  return (
    <div ref={pane} style={{ fontFamily: theme.fonts.body, fontSize: theme.fontSizes.sm }}>
      <div role="group" aria-label="Preview width" style={{ display: "flex", gap: "0.5rem", marginBottom: "0.75rem" }}>
        {PREVIEW_WIDTHS.map((device) => (
          <button
            key={device.width}
            type="button"
            aria-pressed={device.width === width}
            onClick={() => setWidth(device.width)}
            style={{
              padding: "0.25rem 0.75rem",
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              background: device.width === width ? theme.colors.primary : theme.colors.surface,
              color: device.width === width ? theme.colors.surface : theme.colors.ink,
              cursor: "pointer",
            }}
          >
            {device.label} ({device.width} px)
          </button>
        ))}
      </div>
      <div style={{ height: height * scale, overflow: "hidden" }}>
        <iframe
          title="The page as the site shows it"
          srcDoc={FRAME_HTML}
          onLoad={(event) => setFrameDocument(event.currentTarget.contentDocument)}
          style={{ width, height, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0", display: "block" }}
        />
      </div>
      {frameDocument &&
        cache &&
        createPortal(
          <CacheProvider value={cache}>
            <RootWrapper>
              <GlobalStyles />
              {typefaceStyle}
              <main>{children}</main>
            </RootWrapper>
          </CacheProvider>,
          frameDocument.body,
        )}
    </div>
  );
}
