import * as v from "valibot";

/** The `<input type>` of a field that is not plain text: the browser's keyboard and its own check follow it. */
export type InputType = "email" | "tel" | "url" | "date";

/** Marks a field rule with the input type its control is written with (read by `controlAttributes`); `TInput` is the pipe's value type. */
export const inputType = <TInput>(type: InputType) =>
  v.metadata<TInput, { readonly inputType: InputType }>({ inputType: type });

/**
 * The keyboard of a text field whose value the browser must not check itself: a web address typed
 * without https:// is completed by the form (shared/form-rules/fields.ts normaliseWebUrl), where
 * `<input type="url">` would refuse it first.
 */
export type InputMode = "url";

/** Marks a field rule with the keyboard its text control asks for (read by `controlAttributes`). */
export const inputMode = <TInput>(mode: InputMode) =>
  v.metadata<TInput, { readonly inputMode: InputMode }>({ inputMode: mode });

/** What a control's HTML says about its value: whether the browser asks for one, the input's type and keyboard. */
export type ControlAttributes = { required: boolean; type?: InputType; inputMode?: InputMode };

/**
 * Each control's `required` and `type`, read from its rule in a form schema, so the browser asks
 * for what the server will ask for and the rules are written once. A control is required when its
 * rule refuses what an untouched control sends: nothing (an unticked box is left out of the form
 * data; an empty text is the same as none, see `textInput` in ./fields.ts).
 */
export function controlAttributes<K extends string>(schema: {
  readonly entries: Readonly<Record<K, v.GenericSchema>>;
}): Record<K, ControlAttributes> {
  const entries = Object.entries(schema.entries) as [K, v.GenericSchema][];
  return Object.fromEntries(
    entries.map(([name, rule]) => {
      const { inputType: type, inputMode: mode } = v.getMetadata(rule) as {
        inputType?: InputType;
        inputMode?: InputMode;
      };
      return [
        name,
        { required: !v.safeParse(rule, undefined).success, ...(type && { type }), ...(mode && { inputMode: mode }) },
      ];
    }),
  ) as Record<K, ControlAttributes>;
}
