import { screen } from "@testing-library/react";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The control labelled `label`. A required field's label also shows " *" (hidden from assistive
 * technology, so its accessible name is the label alone); Testing Library's label text includes it.
 */
export const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
