/** An entry as the form holds it while it is typed: any field may be missing or empty. */
export type Draft<T> = { [K in keyof T]?: T[K] | null };

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
export const textOf = (value: unknown) => (typeof value === "string" ? value : "");
