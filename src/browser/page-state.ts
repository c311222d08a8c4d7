/**
 * State a page keeps once, however many of its scripts carry the module that keeps it. Each island
 * is a bundle of its own, and so is the islands' entry (decision 0023): a module that the entry and
 * an island both import (the consent gate, the lead source) runs once in each of them. Its state
 * therefore lives on the page's global object, under a key from the global symbol registry, which
 * every copy of the module finds: the first to run makes it, the others take it.
 */
export function pageState<State extends object>(key: string, make: () => State): State {
  const slot = Symbol.for(`company-site/${key}`);
  const page = globalThis as unknown as Record<symbol, State | undefined>;
  return (page[slot] ??= make());
}
