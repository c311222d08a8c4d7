import { typefaceFaces } from "./typeface-faces";

/**
 * The typeface's @font-face rules as a plain <style> in the page's head, outside Emotion. Emotion's
 * browser cache, created when the first island renders, moves every server-rendered Emotion <style>
 * to the end of the head; a moved sheet is parsed again and its @font-face makes a new FontFace, so
 * the file was fetched again and, `font-display: optional` starting over, the text was drawn in the
 * fallback for that moment: on a phone the job page's meta line wrapped onto a second line and
 * moved the h1 and all below it by 25 px (CLS 0.19 in Lighthouse). Nothing moves this element.
 * An element, not a component: the islands plugin drops head components that are not plain elements.
 */
export const typefaceStyle = <style key="typeface-faces" dangerouslySetInnerHTML={{ __html: typefaceFaces }} />;
