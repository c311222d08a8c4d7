import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type Props = { image: IGatsbyImageData | null | undefined; alt: string; className?: string; eager?: boolean };

/**
 * Renders an image that gatsby-plugin-image processed at build time (WebP and PNG at several
 * widths) as a plain <picture>. Why not <GatsbyImage>: its browser runtime adds about 25 kB gzip of
 * JavaScript to each page (a lazy-hydration chunk that carries react-dom/server), and its server
 * output writes lazy images with `data-src` only, which the W3C checker rejects. Native lazy
 * loading and the width/height attributes (the browser reserves the space, so nothing shifts)
 * give the same result with no JavaScript.
 */
/**
 * An eager picture is the first screen's (a service page's largest paint): asked for at once, ahead
 * of the island modules preloaded at high priority, instead of after them. Spelled as HTML spells
 * it: React 18 knows no fetchPriority prop and warns about it.
 */
const firstScreen = { fetchpriority: "high" };

// Made once, as the module runs: the islands' browser bundle is handed these from the build (no CSS runtime).
const pictureCss = css`
  display: block;
  overflow: hidden;
`;
const imageCss = css`
  display: block;
  width: 100%;
  height: auto;
`;

export function ResponsiveImage({ image, alt, className, eager = false }: Props) {
  if (!image) return null;
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className} css={pictureCss}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        {...(eager && firstScreen)}
        decoding="async"
        css={imageCss}
        // Each picture's own colour until it has loaded (its dominant colour, from the build's image data).
        style={image.backgroundColor ? { background: image.backgroundColor } : undefined}
      />
    </picture>
  );
}
