import { Fragment, jsx as preactJsx, jsxs as preactJsxs } from "preact/jsx-runtime";

/**
 * `@emotion/react` as the islands' browser bundle sees it (gatsby/styles.ts puts this module in
 * its place): no CSS runtime. Every style an island's modules make was made at build time by
 * Emotion itself, in the same order, and its rules are in the page's `<head>`; here a module's
 * `css` and `keyframes` hand out those results in turn, and the `css` prop becomes the class name
 * Emotion's server render gave the element. Nothing is serialised, hashed or inserted.
 */
export type StaticStyle = { readonly name: string };

const KEYFRAMES = /^animation-/;

/**
 * The `css` and `keyframes` of one module: `names` are what Emotion made for each call, in the
 * order the module made them as it ran (keyframes' names start with `animation-`). A call beyond
 * them (in a render) or of the wrong kind means the module does not run as it did at build time.
 */
export function staticStyles(file: string, names: readonly string[]) {
  let next = 0;
  const take = (kind: "css" | "keyframes") => (): StaticStyle => {
    const name = names[next];
    if (name === undefined || KEYFRAMES.test(name) !== (kind === "keyframes"))
      throw new Error(
        `${file}: ${kind}() call ${next + 1} was not made at build time: make styles once, as the module runs`,
      );
    next += 1;
    return { name };
  };
  return { css: take("css"), keyframes: take("keyframes") };
}

type Props = { css?: StaticStyle | false | null; className?: string } & Record<string, unknown>;
type JsxType = Parameters<typeof preactJsx>[0];

/** Emotion's server render: the element's own classes, then `css-<name>` (Emotion's default key). */
function withClassName(props: Props): Props {
  if (!Object.hasOwn(props, "css")) return props;
  const { css: style, ...rest } = props;
  if (!style) return rest;
  const given = typeof rest.className === "string" ? rest.className : "";
  // Emotion merges a class of its own that an element is given with the element's `css` into a
  // new style; that one was never made at build time.
  if (/(^|\s)css-/.test(given))
    throw new Error(`css-${style.name} meets ${given}: pass one style, not a class and a style`);
  return { ...rest, className: given ? `${given} css-${style.name}` : `css-${style.name}` };
}

export function jsx(type: JsxType, props: Props, key?: string) {
  return preactJsx(type, withClassName(props) as never, key);
}

export function jsxs(type: JsxType, props: Props, key?: string) {
  return preactJsxs(type, withClassName(props) as never, key);
}

export { Fragment };
