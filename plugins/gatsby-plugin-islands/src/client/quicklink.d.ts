// quicklink 3 ships no types; the part of its documented API the site uses.
declare module "quicklink" {
  type Ignore = RegExp | ((uri: string, element: HTMLAnchorElement) => boolean);
  export function listen(options?: { ignores?: Ignore | readonly Ignore[]; el?: Element; limit?: number }): () => void;
}
