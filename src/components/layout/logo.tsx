import { css } from "@emotion/react";
import { Link } from "../ui/link";
import { useEffect, useRef } from "react";
import { useImageFallback } from "../../hooks/use-image-fallback";
import { theme } from "../../../content-model/theme";

type Props = { companyName: string; alt: string; sources: readonly string[]; onNavigate?: () => void };

const linkCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.lg};
  text-decoration: none;
`;
const imageCss = css`
  display: block;
  height: 2.5rem;
  width: auto;
`;

/** The company logo linking home; tries each image source in turn, then shows the name as text. */
export function Logo({ companyName, alt, sources, onNavigate }: Props) {
  const { src, failed, onError } = useImageFallback(sources);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated fired its error event too early for onError.
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) onError();
  }, [src, onError]);

  return (
    <Link to="/" onClick={onNavigate} css={linkCss}>
      {failed ? (
        <span>{companyName}</span>
      ) : (
        <img ref={image} src={src} alt={alt} width={160} height={40} onError={onError} css={imageCss} />
      )}
    </Link>
  );
}
