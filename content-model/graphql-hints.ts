/**
 * What a data rule means in GraphQL beyond its shape, said where the rule is declared
 * (./data-schemas.ts) and read by ./graphql-types.ts: the name of a type used in several places,
 * or a link to another node. Kept beside the rule object rather than inside it, so the valibot
 * rules, and the JSON Schemas converted from them, stay exactly what they were.
 */
export type GraphqlHint =
  | { name: string }
  /** The value names another node: `Department` by its `name`, `File` by its `relativePath`. */
  | { link: { type: string; by: string } };

const hints = new WeakMap<object, GraphqlHint>();

/** Attaches a GraphQL hint to a rule and returns the same rule. */
export function withGraphql<T extends object>(rule: T, hint: GraphqlHint): T {
  hints.set(rule, hint);
  return rule;
}

export const graphqlHint = (rule: object): GraphqlHint | undefined => hints.get(rule);
