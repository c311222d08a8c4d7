import type { ComponentType } from "preact";
import {
  COMPONENT_ATTRIBUTE,
  DUE_AFTER_ATTRIBUTE,
  DUE_WITH_PARAM_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FAILED,
  ISLAND_HYDRATED,
  ISLAND_LOADING,
  MODULES_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  WHEN_ATTRIBUTE,
} from "../names";
import { carryTypedValues, holdClicks, holdKeys } from "./early-input";
import { afterLoadAndIdle, idle, nextTask, pageLoaded } from "./timing";

/**
 * An island's module: its default export is what `island()` returned, and it carries Preact's
 * hydration (hydrate.ts) with the Preact its component's hooks are from.
 */
export type IslandModule = {
  default: { island: { Component: ComponentType<object> } };
  hydrateInto: typeof import("./hydrate").hydrateInto;
};
/** Imports the island `name`'s module, which the page names as the first of its modules (`url`). */
export type LoadIsland = (name: string, url: string | undefined) => Promise<IslandModule>;
export type StartOptions = {
  /** How long an island's module may take to arrive before it counts as failed (ms). */
  chunkLoadTimeoutMs?: number;
};

/** Within three screens of the viewport an island is near enough to hydrate at the next idle moment. */
const NEAR = "300% 0px";
/**
 * Input that hydrates an island at once, before its directive would. A mouse's arrival over the
 * island (`pointerover`) starts it before the click; on a phone the touch itself does.
 */
const FIRST_USE = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "click"] as const;

/**
 * The modules of each island on this page (its one module, Preact inside: decision 0023), which the
 * build writes on the entry's script element: fetched when the island is due, and not before (the
 * page preloads none of them).
 */
function islandModules(): Record<string, string[]> {
  const json = document.querySelector(`script[${MODULES_ATTRIBUTE}]`)?.getAttribute(MODULES_ATTRIBUTE);
  return json ? (JSON.parse(json) as Record<string, string[]>) : {};
}

/**
 * The island's directive, but a `use` island whose server HTML is out of date (DueAtArrival: its
 * day has passed, by the visitor's clock in UTC, or the address carries its parameter) is `idle`.
 */
function directiveOf(element: HTMLElement): string | null {
  const when = element.getAttribute(WHEN_ATTRIBUTE);
  if (when !== "use") return when;
  const after = element.getAttribute(DUE_AFTER_ATTRIBUTE);
  const param = element.getAttribute(DUE_WITH_PARAM_ATTRIBUTE);
  const stale =
    (after !== null && new Date().toISOString().slice(0, 10) > after) ||
    (param !== null && new URLSearchParams(location.search).has(param));
  return stale ? "idle" : when;
}

/** The module URLs this page has linked, by the link's rel: each is linked once. */
const linked = { modulepreload: new Set<string>(), prefetch: new Set<string>() };
function link(rel: keyof typeof linked, urls: readonly string[]) {
  for (const href of urls) {
    // A module already preloaded (fetched and compiled) is not prefetched as well.
    if (linked.modulepreload.has(href) || linked[rel].has(href)) continue;
    linked[rel].add(href);
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    document.head.append(element);
  }
}
/**
 * A `use` island's modules are fetched into the HTTP cache after the load and the first idle
 * period, neither compiled nor run: its first use then waits for no network (its first tap within
 * 50 ms of a running island's at 4x, against +71 ms when fetched on the tap; decision 0021).
 */
const prefetch = (urls: readonly string[]) => link("prefetch", urls);
const preload = (urls: readonly string[]) => link("modulepreload", urls);

/**
 * Finds every island in the page and hydrates each when its directive says (`load` once the page
 * has loaded, `idle` and `visible` then at an idle moment, `use` never by itself), or at once when
 * the visitor uses it first. `<html data-hydrated>` is set once every island due at arrival (`load`,
 * `idle`, or near the viewport) has hydrated: the tests' and benchmarks' signal.
 */
export function startIslands(load: LoadIsland, { chunkLoadTimeoutMs = 120_000 }: StartOptions = {}) {
  const modules = islandModules();
  // The `use` islands' names; the modules of the page's other islands, which those load themselves
  // (a prefetch and a module preload of one URL are two requests).
  const waiting: string[] = [];
  const loadedByOthers = new Set<string>();
  const starters = new Map<Element, () => Promise<void>>();
  // Each island near the viewport hydrates at the next idle moment; the observer's first report,
  // for every island it watches, tells which are near at arrival.
  const firstReports = new Map<Element, (hydrated: Promise<void> | undefined) => void>();
  const near = new IntersectionObserver(
    (entries) => {
      // The wrapper has no box of its own (display: contents): its children are watched.
      const reports = new Map<Element, boolean>();
      for (const { target, isIntersecting } of entries)
        reports.set(target.parentElement!, isIntersecting || (reports.get(target.parentElement!) ?? false));
      for (const [island, isNear] of reports) {
        const hydrated = isNear ? starters.get(island)?.() : undefined;
        firstReports.get(island)?.(hydrated);
        firstReports.delete(island);
      }
    },
    { rootMargin: NEAR },
  );
  const due: Promise<unknown>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(COMPONENT_ATTRIBUTE)!;
    let started: Promise<void> | undefined;
    const releaseClicks = holdClicks(element);
    const releaseKeys = holdKeys(element);
    const start = (when: "now" | "loaded" | "idle") => {
      if (started) return started;
      for (const child of element.children) near.unobserve(child);
      for (const type of FIRST_USE) element.removeEventListener(type, atOnce, true);
      const due = () => {
        const urls = modules[name] ?? [];
        preload(urls);
        return hydrateIsland(element, name, () => load(name, urls[0]), {
          timeoutMs: chunkLoadTimeoutMs,
          used: when === "now",
        });
      };
      const hydrated = when === "now" ? due() : pageLoaded.then(() => (when === "idle" ? idle() : undefined)).then(due);
      started = hydrated.finally(() => {
        releaseClicks();
        releaseKeys();
      });
      return started;
    };
    const atOnce = () => void start("now");
    for (const type of FIRST_USE) element.addEventListener(type, atOnce, { capture: true, passive: true });
    starters.set(element, () => start("idle"));
    const when = directiveOf(element);
    if (when === "use") waiting.push(name);
    else for (const url of modules[name] ?? []) loadedByOthers.add(url);
    if (when === "load") due.push(start("loaded"));
    else if (when === "idle") due.push(start("idle"));
    else if (when !== "use") {
      due.push(new Promise((resolve) => firstReports.set(element, resolve)));
      for (const child of element.children) near.observe(child);
    }
  }
  void Promise.allSettled(due).then(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""));
  void afterLoadAndIdle().then(() =>
    prefetch(waiting.flatMap((name) => modules[name] ?? []).filter((url) => !loadedByOthers.has(url))),
  );
}

/** Why an island's module did not come: it took too long, the server has no such file, or the request failed. */
export type ChunkLoadCause = "timeout" | "missing" | "error";

/** The error a page reports when an island's module does not come: "Loading chunk {id} failed", with its cause. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    cause: ChunkLoadCause,
  ) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = "ChunkLoadError";
  }
}

/** The module took longer than the chunk load timeout. */
class TimedOut extends Error {}

/** A failed import does not say why; the module's own URL (its preload link) asked again tells a 404 from the rest. */
async function causeOf(name: string): Promise<ChunkLoadCause> {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][href*="/${CSS.escape(name)}-"]`);
  if (!link) return "error";
  try {
    const response = await fetch(link.href, { method: "HEAD", cache: "no-store" });
    return response.status === 404 || response.status === 410 ? "missing" : "error";
  } catch {
    return "error";
  }
}

/**
 * Loads the island's module and hydrates it. Started by the page (`used` false), the module's
 * evaluation and the hydration are two tasks, so that neither is one long task while the page
 * loads; started by the visitor's first use, they are one, and the tap's answer waits for no other
 * task in between.
 */
async function hydrateIsland(
  element: HTMLElement,
  name: string,
  load: () => Promise<IslandModule>,
  { timeoutMs, used }: { timeoutMs: number; used: boolean },
) {
  element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_LOADING);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let module: IslandModule;
  try {
    module = await Promise.race([
      load(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), timeoutMs))),
    ]);
  } catch (problem) {
    // The server's HTML stays as it is (its links and forms work without the island); the failure is
    // reported as an uncaught error would be, so whatever watches the page's errors sees it.
    element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_FAILED);
    const error = new ChunkLoadError(name, problem instanceof TimedOut ? "timeout" : await causeOf(name));
    if (typeof reportError === "function") reportError(error);
    else console.error(error);
    return;
  } finally {
    clearTimeout(timer);
  }
  if (!used) await nextTask();
  const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}") as object;
  const typed = carryTypedValues(element);
  module.hydrateInto(element, module.default.island.Component, props);
  element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  typed();
}
