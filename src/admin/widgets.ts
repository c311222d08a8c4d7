import {
  ADDRESS_WIDGET,
  DAY_WIDGET,
  DEFAULT_DAYS,
  EXPERIENCE_WIDGET,
  LINES_WIDGET,
  PICTURE_WIDGET,
  TAGS_WIDGET,
} from "../../content-model/cms-config";
import { MONTHS } from "../../shared/dates";
import { experienceTyped } from "../../shared/experience";
import { dayOf } from "../../shared/publication";
import { addressWidget } from "./address-widget";
import { pictureWidget } from "./picture-widget";
import type { ClassSpec, WidgetProps } from "./decap";
import { addDays, daysIn, isoDay, parseDay, yearTyped } from "./dates";
import { listProblem, listToText, textToList, type Separator } from "./text-lists";

type TextState = { text: string };
type Valid = true | { error: { type: "CUSTOM"; message: string } };
const refused = (message: string): Valid => ({ error: { type: "CUSTOM", message } });
const labelOf = (props: WidgetProps) => String(props.field.get("label") ?? props.field.get("name"));

/**
 * A list of texts in one box, as typed: one per line in a text area (responsibilities,
 * requirements…), or separated by commas in a line (skills). What the box shows is what was
 * typed; the list saved is read from it on every key.
 */
const textList = (separator: Separator): ClassSpec<WidgetProps> => ({
  getInitialState(this: { props: WidgetProps }) {
    return { text: listToText(this.props.value, separator) };
  },
  isValid(this: { props: WidgetProps; state: TextState }): Valid {
    const problem = listProblem(textToList(this.state.text, separator), this.props.field, separator);
    return problem ? refused(problem) : true;
  },
  render(this: { props: WidgetProps; state: TextState; setState(state: TextState): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
    const change = (event: { target: { value: string } }) => {
      this.setState({ text: event.target.value });
      onChange(textToList(event.target.value, separator));
    };
    const common = {
      id: forID,
      className: classNameWrapper,
      value: this.state.text,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      onChange: change,
    };
    if (separator === "comma") return window.h("input", { ...common, type: "text" });
    return window.h("textarea", {
      ...common,
      rows: Math.max(3, this.state.text.split("\n").length + 1),
      style: { resize: "vertical", minHeight: "auto", fontFamily: "inherit" },
    });
  },
});

/**
 * The minimum experience typed as the site shows it: "3+" (or "3") is saved as 3. A number
 * input would take "3+" on screen and save nothing.
 */
const experience: ClassSpec<WidgetProps> = {
  getInitialState(this: { props: WidgetProps }) {
    const value = this.props.value;
    return { text: typeof value === "number" ? `${value}+` : "" };
  },
  isValid(this: { props: WidgetProps; state: TextState }): Valid {
    if (!this.state.text.trim()) return true; // Decap's own "required" says it
    const years = experienceTyped(this.state.text);
    const min = Number(this.props.field.get("min") ?? 0);
    if (years === null || years < min)
      return refused(`${labelOf(this.props)}: write whole years, at least ${min}, as the site shows them: 3+ (or 3).`);
    return true;
  },
  render(this: { props: WidgetProps; state: TextState; setState(state: TextState): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
    return window.h("input", {
      id: forID,
      type: "text",
      inputMode: "numeric",
      className: classNameWrapper,
      value: this.state.text,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      onChange: (event: { target: { value: string } }) => {
        const text = event.target.value;
        this.setState({ text });
        // What cannot be read is kept as typed, so the form refuses it with isValid's words, not "required".
        onChange(experienceTyped(text) ?? (text.trim() ? text : undefined));
      },
    });
  },
};

type DayState = { month?: number; day?: number; year: string };

/**
 * A day picked as the site writes it, "October 6, 2026" (month, day, year), the same in every
 * browser; saved as YYYY-MM-DD. The year is typed, so any year can be given. A new entry starts
 * on the field's default: `default_days` after today (the publication rule's defaults).
 */
const day: ClassSpec<WidgetProps> = {
  getInitialState(this: { props: WidgetProps }) {
    const parts = parseDay(this.props.value);
    return parts ? { ...parts, year: String(parts.year) } : { year: "" };
  },
  componentDidMount(this: { props: WidgetProps; setState(state: DayState): void }) {
    const offset = this.props.field.get(DEFAULT_DAYS);
    if (parseDay(this.props.value) || typeof offset !== "number") return;
    const iso = addDays(dayOf(), offset);
    const parts = parseDay(iso)!;
    this.setState({ ...parts, year: String(parts.year) });
    this.props.onChange(iso);
  },
  isValid(this: { props: WidgetProps; state: DayState }): Valid {
    const { month, day, year } = this.state;
    if (!month && !day && !year.trim()) return true; // Decap's own "required" says it
    if (!month || !day || yearTyped(year) === null)
      return refused(`${labelOf(this.props)}: choose the month and the day, and type the year (four digits).`);
    return true;
  },
  render(this: { props: WidgetProps; state: DayState; setState(state: DayState): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, field } = this.props;
    const h = window.h;
    const label = String(field.get("label"));
    const update = (next: DayState) => {
      this.setState(next);
      const year = yearTyped(next.year);
      if (year && next.month && next.day) onChange(isoDay({ year, month: next.month, day: next.day }));
      else onChange(next.month || next.day || next.year.trim() ? "incomplete" : undefined);
    };
    const pick = (part: "month" | "day") => (event: { target: { value: string } }) =>
      update({ ...this.state, [part]: event.target.value ? Number(event.target.value) : undefined });
    const days = daysIn(yearTyped(this.state.year) ?? 2000, this.state.month ?? 1);
    const control = {
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
    };
    const select = (
      props: Record<string, unknown>,
      options: { value: number; text: string }[],
      placeholder: string,
      part: "month" | "day",
    ) =>
      h(
        "select",
        { ...props, ...control, value: this.state[part] ?? "", onChange: pick(part) },
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
      h("input", {
        ...control,
        "aria-label": `${label}: year`,
        type: "text",
        inputMode: "numeric",
        maxLength: 4,
        size: 5,
        placeholder: "Year",
        value: this.state.year,
        onChange: (event: { target: { value: string } }) => update({ ...this.state, year: event.target.value }),
      }),
    );
  },
};

export function registerWidgets() {
  window.CMS.registerWidget(LINES_WIDGET, window.createClass(textList("line")));
  window.CMS.registerWidget(TAGS_WIDGET, window.createClass(textList("comma")));
  window.CMS.registerWidget(EXPERIENCE_WIDGET, window.createClass(experience));
  window.CMS.registerWidget(DAY_WIDGET, window.createClass(day));
  window.CMS.registerWidget(ADDRESS_WIDGET, window.createClass(addressWidget));
  window.CMS.registerWidget(PICTURE_WIDGET, window.createClass(pictureWidget));
}
