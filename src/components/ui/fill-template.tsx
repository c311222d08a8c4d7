import { Fragment, type ReactNode } from "react";

const PLACEHOLDER = /\{(\w+)\}/;

/** Replaces `{name}` placeholders in a data text, e.g. "Showing {count} positions". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(new RegExp(PLACEHOLDER, "g"), (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The same for a text with markup in it: each placeholder becomes the node given for it, e.g. a `<time>`. */
export function fillTemplateNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part, position) => {
      const name = PLACEHOLDER.exec(part)?.[1];
      return <Fragment key={position}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
    });
}
