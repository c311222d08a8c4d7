import type * as v from "valibot";
import { graphqlHint, type GraphqlHint } from "./graphql-hints";

/**
 * GraphQL type definitions (SDL) generated from the valibot data rules, so a field is declared
 * once, in ./data-schemas.ts. Read from the rule objects themselves rather than from their JSON
 * Schemas: what GraphQL needs beyond the shape (a shared type's name, a link to another node) is
 * attached to the rule objects (./graphql-hints.ts), and the JSON Schema conversion copies those
 * objects away; it also turns a link (a job's department) into an enum of today's names.
 *
 * - a text is `String`, a number with `v.integer()` `Int` (else `Float`), `v.isoDate()` `Date @dateformat`;
 * - a fixed list (`v.picklist`) is an enum, named by its hint or by where it is used (`ServiceVariant`);
 * - an object is a type, named by its hint or by where it is used (`SiteContentContact`);
 * - a required field is non-null (`!`); `v.nullable` and `v.optional` fields may be null;
 * - a rule hinted as a link (`{ link: { type: "Department", by: "name" } }`) is `Department! @link(by: "name")`.
 */

/** The parts of a valibot rule read here: valibot's rules are plain objects with these keys. */
type Rule = {
  readonly type: string;
  readonly entries?: Readonly<Record<string, Rule>>;
  readonly item?: Rule;
  readonly wrapped?: Rule;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  /** The rule it extends first, then its actions: `v.pipe(text, v.isoDate())`. */
  readonly pipe?: readonly [Rule, ...{ readonly type: string }[]];
};

type Field = { type: string; directive?: string };

/** A GraphQL type that holds the entries of one data file (a node type). */
export type NodeRule = { name: string; rule: v.GenericSchema; computedFields?: readonly string[] };

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The hint on a rule or on a rule it extends through `v.pipe`, the outermost first. */
function hintOf(rule: Rule): GraphqlHint | undefined {
  for (let step: Rule | undefined = rule; step; step = step.pipe?.[0]) {
    const hint = graphqlHint(step);
    if (hint) return hint;
  }
  return undefined;
}

/** The action types of a rule and of the rules it extends (`integer`, `iso_date`, ...). */
function actionsOf(rule: Rule): Set<string> {
  const actions = new Set<string>();
  for (let step: Rule | undefined = rule; step?.pipe; step = step.pipe[0]) {
    for (const action of step.pipe.slice(1)) actions.add(action.type);
  }
  return actions;
}

const optional = ({ type, directive }: Field): Field => ({ type: type.replace(/!$/, ""), directive });

export function graphqlTypeDefs(nodes: readonly NodeRule[]): string {
  const definitions = new Map<string, string>();
  const names = new Map<Rule, string>();

  /** Declares a type or enum once; the same name for two different definitions is refused. */
  function declare(rule: Rule, name: string, at: string, sdl: () => string): string {
    const known = names.get(rule);
    if (known) {
      if (!hintOf(rule))
        throw new Error(
          `${at}: this rule is used in more than one place; name its GraphQL type with withGraphql(rule, { name }) (content-model/graphql-hints.ts)`,
        );
      return known;
    }
    names.set(rule, name);
    const definition = sdl();
    if (definitions.has(name) && definitions.get(name) !== definition)
      throw new Error(`${at}: two different GraphQL types would be named ${name}`);
    definitions.set(name, definition);
    return name;
  }

  function fieldOf(rule: Rule, suggestedName: string, at: string): Field {
    if (rule.type === "nullable" || rule.type === "optional" || rule.type === "nullish")
      return optional(fieldOf(rule.wrapped!, suggestedName, at));
    if (rule.type === "array") {
      const item = fieldOf(rule.item!, suggestedName, `${at}[]`);
      return { type: `[${item.type}]!`, directive: item.directive };
    }
    const hint = hintOf(rule);
    if (hint && "link" in hint) return { type: `${hint.link.type}!`, directive: `@link(by: "${hint.link.by}")` };
    const name = hint && "name" in hint ? hint.name : suggestedName;
    switch (rule.type) {
      case "string":
        return actionsOf(rule).has("iso_date") ? { type: "Date!", directive: "@dateformat" } : { type: "String!" };
      case "number":
        return { type: actionsOf(rule).has("integer") ? "Int!" : "Float!" };
      case "boolean":
        return { type: "Boolean!" };
      case "literal":
        if (typeof rule.literal === "string") return { type: "String!" };
        break;
      case "union": {
        const types = new Set(
          (rule.options as Rule[]).map((option, index) => fieldOf(option, suggestedName, `${at}|${index}`).type),
        );
        if (types.size === 1) return { type: [...types][0] };
        throw new Error(`${at}: a union of ${[...types].join(", ")} has no GraphQL type`);
      }
      case "picklist":
        return { type: `${declare(rule, name, at, () => enumSdl(name, rule.options as string[], at))}!` };
      case "object":
      case "strict_object":
        return { type: `${declare(rule, name, at, () => `type ${name} {\n${fieldLines(rule, name, at)}\n}`)}!` };
    }
    throw new Error(`${at}: no GraphQL type for a valibot "${rule.type}" rule (content-model/graphql-types.ts)`);
  }

  function fieldLines(rule: Rule, typeName: string, at: string): string {
    return Object.entries(rule.entries!)
      .map(([key, entry]) => {
        const { type, directive } = fieldOf(entry, `${typeName}${upperFirst(key)}`, `${at}.${key}`);
        return `  ${key}: ${type}${directive ? ` ${directive}` : ""}`;
      })
      .join("\n");
  }

  for (const { name, rule, computedFields = [] } of nodes) {
    // valibot's own types are generic per rule; this reads every rule through the one shape above.
    const entry = rule as unknown as Rule;
    const fields = [fieldLines(entry, name, name), ...computedFields.map((line) => `  ${line}`)].join("\n");
    definitions.set(name, `type ${name} implements Node @dontInfer {\n${fields}\n}`);
  }
  return [...definitions.values()].join("\n\n");
}

function enumSdl(name: string, values: readonly string[], at: string): string {
  const invalid = values.filter((value) => !GRAPHQL_NAME.test(value) || ["true", "false", "null"].includes(value));
  if (invalid.length)
    throw new Error(
      `${at}: ${invalid.map((value) => JSON.stringify(value)).join(", ")} cannot be a GraphQL enum value (letters, digits and _ only)`,
    );
  return `enum ${name} { ${values.join(" ")} }`;
}
