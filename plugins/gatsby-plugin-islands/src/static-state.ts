import { Component as PreactComponent, options as preactOptions } from "preact";
import * as React from "react";
import { EnclosingPart, type Part } from "./placement";

/**
 * The rule "no state inside `Static`", checked where a developer meets it. `Static` content keeps
 * the server's HTML on the first load and is never rendered in the browser then: a component in it
 * that holds state or runs effects would silently never work. A render that calls one of
 * STATEFUL_HOOKS inside `Static` throws, naming both, in `gatsby develop`, in the build's server
 * render and in the tests (both renderers). The production browser bundle does not check.
 *
 * Neither React nor Preact tells a component which of its ancestors it is in while a hook runs, so
 * this leans on each renderer's hook plumbing (README.md lists both, with the tests that guard them):
 * - React: every hook call goes through `ReactCurrentDispatcher.current` (React's private internals);
 *   the dispatchers React sets there get their stateful hooks wrapped, which read the enclosing part
 *   with the dispatcher's own `readContext`. The component is named from the call's stack.
 * - Preact: `options.__h` (its `_hook` option, mangled) is called before every hook with the
 *   component; the enclosing part is found among the providers in the component's `context`.
 */
export const STATEFUL_HOOKS = ["useState", "useReducer", "useEffect", "useLayoutEffect"] as const;
type StatefulHook = (typeof STATEFUL_HOOKS)[number];
// preact/hooks' hook types (the third argument of options.__h); useInsertionEffect is useLayoutEffect
// there, and Emotion's style insertion uses it, so layout effects are left to the React check.
const PREACT_HOOK_TYPES: Partial<Record<number, StatefulHook>> = { 1: "useState", 2: "useReducer", 3: "useEffect" };

/** While above zero, hooks are the plugin's own (Static's), not content's: a Static may hold a Static. */
let ownHooks = 0;
export const beginOwnHooks = () => void ownHooks++;
export const endOwnHooks = () => void ownHooks--;

export function stateInStaticError(part: Part, hook: string, component: string): Error {
  return new Error(
    `Static(${part.name}) contains state: ${hook} in ${component}; wrap it in an Island. Static content keeps the server's HTML and is never rendered in the browser on the first load, so its state and effects would never work.`,
  );
}

const looksLikeComponent = (name: string | null | undefined): name is string =>
  Boolean(name && /^[A-Z]/.test(name) && name !== "Object");

/**
 * The component that called a hook: the first function on the call's stack named like a component
 * (a hook's name starts with "use"). V8's call sites give the functions' own names (a source-mapped
 * stack, as Jest prints it, may name a call by what it calls); elsewhere the stack's text is read.
 */
type CallSite = { getFunctionName(): string | null };
const V8Error = Error as unknown as { prepareStackTrace?: (error: Error, sites: CallSite[]) => unknown };

export function callerName(): string {
  const prepareStackTrace = V8Error.prepareStackTrace;
  try {
    V8Error.prepareStackTrace = (_error, sites) => sites.map((site) => site.getFunctionName());
    const names = (new Error().stack as unknown as (string | null)[] | string | undefined) ?? [];
    const found = Array.isArray(names)
      ? names.find(looksLikeComponent)
      : names
          .split("\n")
          .map((line) => /^\s*(?:at )?(?:new )?([\w$.]+)/.exec(line)?.[1]?.split(".").pop())
          .find(looksLikeComponent);
    return found ?? "a component";
  } finally {
    V8Error.prepareStackTrace = prepareStackTrace;
  }
}

type Dispatcher = Record<string, unknown> & { readContext<T>(context: React.Context<T>): T };
type ReactInternals = { ReactCurrentDispatcher?: { current: Dispatcher | null } };
const PATCHED = Symbol("gatsby-plugin-islands: stateful hooks checked");

/** The part a hook runs in; none outside a render (React's own "Invalid hook call" is then the error). */
function enclosingPart(dispatcher: Dispatcher): Part | null {
  try {
    return dispatcher.readContext(EnclosingPart);
  } catch {
    return null;
  }
}

function patchDispatcher(dispatcher: Dispatcher) {
  if ((dispatcher as Record<symbol, unknown>)[PATCHED]) return;
  (dispatcher as Record<symbol, unknown>)[PATCHED] = true;
  for (const hook of STATEFUL_HOOKS) {
    const original = dispatcher[hook];
    if (typeof original !== "function") continue;
    dispatcher[hook] = function checkStatefulHook(this: unknown, ...args: unknown[]) {
      const part = ownHooks === 0 ? enclosingPart(dispatcher) : null;
      if (part?.kind === "Static") throw stateInStaticError(part, hook, callerName());
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

function checkReact() {
  const internals = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?: ReactInternals })
    .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
  const holder = internals?.ReactCurrentDispatcher;
  if (!holder) return;
  let current = holder.current;
  if (current) patchDispatcher(current);
  Object.defineProperty(holder, "current", {
    configurable: true,
    get: () => current,
    set: (dispatcher: Dispatcher | null) => {
      if (dispatcher) patchDispatcher(dispatcher);
      current = dispatcher;
    },
  });
}

type PreactHookComponent = {
  constructor: { displayName?: string; name?: string };
  context?: Record<string, { constructor?: unknown; props?: { value?: unknown } }>;
};

function checkPreact() {
  const options = preactOptions as { __h?: (component: PreactHookComponent, index: number, type: number) => void };
  const previous = options.__h;
  options.__h = (component, index, type) => {
    previous?.(component, index, type);
    const hook = PREACT_HOOK_TYPES[type];
    if (!hook || ownHooks > 0) return;
    const provider = Object.values(component.context ?? {}).find(
      (value) => value?.constructor === EnclosingPart.Provider,
    );
    const part = provider?.props?.value as Part | null | undefined;
    if (part?.kind === "Static")
      throw stateInStaticError(
        part,
        hook,
        component.constructor.displayName || component.constructor.name || "a component",
      );
  };
}

const checked = process.env.NODE_ENV !== "production" || typeof window === "undefined";
if (checked) {
  if ((React.Component as unknown) === PreactComponent) checkPreact();
  else checkReact();
}
