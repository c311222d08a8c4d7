import { DAY_WIDGET, LINES_WIDGET } from "../../gatsby/cms-config";
import type { ClassSpec, FieldSettings, WidgetProps } from "./decap";
import { MONTHS } from "../../site/dates";
import { daysIn, isoDay, parseDay, type Day } from "./dates";

/** A list of texts as the form shows it: one item per line. */
export const linesToList = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
export const listToLines = (value: unknown) =>
  (value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): string[] }).toJS()
    : Array.isArray(value)
      ? value
      : []
  ).join("\n");

/** The rule's limits on a list (config.yml's min and max), as the editor's message. */
export function listProblem(items: string[], field: FieldSettings): string | null {
  // An optional list left empty is "not given" (null in the file), whatever its limits.
  if (items.length === 0 && field.get("required") === false) return null;
  const min = field.get("min") as number | undefined;
  const max = field.get("max") as number | undefined;
  if (min !== undefined && items.length < min) return `Write at least ${min} (one per line).`;
  if (max !== undefined && items.length > max) return `Write at most ${max} (one per line).`;
  return null;
}

type State = { text: string };
type DayState = { year?: number; month?: number; day?: number };

/**
 * Texts one per line in a plain text area (responsibilities, requirements…) instead of a boxed
 * input per item; saved as the list the data holds.
 */
const lines: ClassSpec<WidgetProps> = {
  getInitialState(this: { props: WidgetProps }) {
    return { text: listToLines(this.props.value) };
  },
  isValid(this: { props: WidgetProps; state: State }) {
    const problem = listProblem(linesToList(this.state.text), this.props.field);
    return problem ? { error: { type: "CUSTOM", message: problem } } : true;
  },
  render(this: { props: WidgetProps; state: State; setState(state: State): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
    const rows = Math.max(3, this.state.text.split("\n").length + 1);
    return window.h("textarea", {
      id: forID,
      className: classNameWrapper,
      rows,
      value: this.state.text,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      style: { resize: "vertical", minHeight: "auto", fontFamily: "inherit" },
      onChange: (event: { target: { value: string } }) => {
        this.setState({ text: event.target.value });
        onChange(linesToList(event.target.value));
      },
    });
  },
};

/**
 * A day picked as the site writes it, "October 6, 2026" (month, day, year), the same in every
 * browser; saved as YYYY-MM-DD. The browser's own date input shows the user's locale instead.
 */
const day: ClassSpec<WidgetProps> = {
  getInitialState(this: { props: WidgetProps }) {
    return parseDay(this.props.value) ?? {};
  },
  render(this: { props: WidgetProps; state: DayState; setState(state: DayState): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, field } = this.props;
    const h = window.h;
    const label = String(field.get("label"));
    const thisYear = new Date().getUTCFullYear();
    const years = [
      ...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, ...(this.state.year ? [this.state.year] : [])]),
    ].sort();
    const change = (part: keyof DayState) => (event: { target: { value: string } }) => {
      const next = { ...this.state, [part]: event.target.value ? Number(event.target.value) : undefined };
      this.setState(next);
      if (next.year && next.month && next.day) onChange(isoDay(next as Day));
    };
    const days = daysIn(this.state.year ?? thisYear, this.state.month ?? 1);
    const select = (
      props: Record<string, unknown>,
      options: { value: number; text: string }[],
      placeholder: string,
      part: keyof DayState,
    ) =>
      h(
        "select",
        {
          ...props,
          value: this.state[part] ?? "",
          onChange: change(part),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: {
            width: "auto",
            display: "inline-block",
            marginRight: "0.5rem",
            padding: "0.375rem 0.5rem",
            fontSize: "inherit",
            fontFamily: "inherit",
          },
        },
        h("option", { value: "" }, placeholder),
        ...options.map((option) => h("option", { key: option.value, value: option.value }, option.text)),
      );
    return h(
      "div",
      {
        className: classNameWrapper,
        style: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: "0.25rem" },
      },
      select(
        { id: forID },
        MONTHS.map((name, index) => ({ value: index + 1, text: name })),
        "Month",
        "month",
      ),
      select(
        { "aria-label": `${label}: day` },
        Array.from({ length: days }, (_, index) => ({ value: index + 1, text: String(index + 1) })),
        "Day",
        "day",
      ),
      ",",
      select(
        { "aria-label": `${label}: year` },
        years.map((year) => ({ value: year, text: String(year) })),
        "Year",
        "year",
      ),
    );
  },
};

export function registerWidgets() {
  window.CMS.registerWidget(LINES_WIDGET, window.createClass(lines));
  window.CMS.registerWidget(DAY_WIDGET, window.createClass(day));
}
