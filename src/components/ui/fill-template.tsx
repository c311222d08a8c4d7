import { Fragment, type ReactNode } from "react";
import { PLACEHOLDER } from "../../../shared/fill-template";

// The plain-text version is shared with the server and the build; components import both from here.
export { fillTemplate } from "../../../shared/fill-template";

/** Like fillTemplate, for a text with markup in it: each placeholder becomes the node given for it, e.g. a `<time>`. */
export function fillTemplateNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part, position) => {
      const name = PLACEHOLDER.exec(part)?.[1];
      return <Fragment key={position}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
    });
}
