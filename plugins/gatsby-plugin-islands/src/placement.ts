import { Children, createContext, isValidElement, useContext, type ReactNode } from "react";

/**
 * The rules of the browser layer's two wrappers, checked where a developer meets them:
 * - islands are not nested: an island hydrates on its own, behind a gate, and one inside another
 *   would wait behind two;
 * - no island inside `Static`: kept HTML is never rendered in the browser on the first load, so an
 *   island there (and any state its components hold) would never start.
 * A page that breaks one fails in `gatsby develop`, in the tests and in the build's server render,
 * with an error naming both parts. The production browser bundle does not check again.
 */
export type Part = { kind: "Island" | "Static"; name: string };
export const EnclosingPart = createContext<Part | null>(null);

const checked = process.env.NODE_ENV !== "production" || typeof window === "undefined";

type Named = { displayName?: string; name?: string };
/** A readable name for a wrapper's content: its first element's component (or tag). */
export function partName(children: ReactNode): string {
  const first = Children.toArray(children).find(isValidElement);
  if (!first) return "text";
  const type = first.type as string | Named;
  return typeof type === "string" ? `<${type}>` : type.displayName || type.name || "anonymous";
}

/** Throws when a part of this kind may not be where it is (see above); returns the part it makes. */
export function usePlacement(kind: Part["kind"], children: ReactNode): Part {
  const enclosing = useContext(EnclosingPart);
  const part = { kind, name: partName(children) };
  if (checked && kind === "Island" && enclosing) {
    const where = enclosing.kind === "Island" ? "is nested inside" : "is inside";
    throw new Error(
      `Island "${part.name}" ${where} ${enclosing.kind} "${enclosing.name}": ${enclosing.kind === "Island" ? "islands are not nested" : "Static content is never rendered in the browser on the first load"}. Make it a sibling of the ${enclosing.kind}, or split the ${enclosing.kind} around it.`,
    );
  }
  // Static inside an island or inside Static is fine; an island's rule is about islands.
  return enclosing?.kind === "Static" ? enclosing : part;
}
