import { caseStudyPath, jobPath, servicePath } from "../../shared/routes";
import type { ClassSpec, ImmutableMap, WidgetProps } from "./decap";
import { slugFromTitle } from "./slug";

/** The page address of a job's or a service's slug. */
const ADDRESS: Record<string, { path: (slug: string) => string; noun: string }> = {
  jobs: { path: jobPath, noun: "job" },
  services: { path: servicePath, noun: "service" },
  "case-studies": { path: caseStudyPath, noun: "case study" },
};

type State = { checked?: string; taken?: boolean };
type Props = WidgetProps & {
  entry: ImmutableMap;
  collection: ImmutableMap;
  /** Decap's search of a collection's entries (what its relation widget uses), resolving to the action it dispatched. */
  query: (
    namespace: string,
    collection: string,
    searchFields: string[],
    searchTerm: string,
    file?: string,
    limit?: number,
  ) => Promise<{ payload?: { hits?: unknown[] } }>;
};
type This = { props: Props; state: State; setState(state: State): void };

const titleOf = (props: Props) => (typeof props.value === "string" ? props.value : "");
const isNew = (props: Props) => Boolean(props.entry.get("newRecord"));

/**
 * A new entry's slug follows its title (a duplicate's too: src/admin/index.ts sets it on save); a
 * saved entry keeps its own, so its links keep working.
 */
function slugOf(props: Props): string {
  if (isNew(props)) return slugFromTitle(titleOf(props));
  const slug = props.entry.getIn(["data", "slug"]);
  return typeof slug === "string" ? slug : "";
}

/** Asks Decap whether another entry of the collection already has the new entry's slug. */
function check(this: This) {
  const slug = slugOf(this.props);
  if (!isNew(this.props) || !slug || slug === this.state.checked) return;
  const collection = String(this.props.collection.get("name"));
  void this.props.query(this.props.forID, collection, ["slug"], slug, slug, 1).then((action) => {
    if (slugOf(this.props) === slug) this.setState({ checked: slug, taken: (action.payload?.hits?.length ?? 0) > 0 });
  });
}

/**
 * The title of a job or a service, with the web address made from it shown under it. Two entries
 * titled alike would share an address and a file, which the data check refuses; the form refuses
 * it first, in words.
 */
export const addressWidget: ClassSpec<Props> = {
  getInitialState: () => ({}),
  componentDidMount: check,
  componentDidUpdate: check,
  isValid(this: This) {
    const slug = slugOf(this.props);
    const address = ADDRESS[String(this.props.collection.get("name"))];
    if (!slug || !address || this.state.checked !== slug || !this.state.taken) return true;
    return {
      error: {
        type: "CUSTOM",
        message: `${String(this.props.field.get("label"))}: another ${address.noun} already has the address ${address.path(slug)}; change the title (the address is made from it).`,
      },
    };
  },
  render(this: This) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
    const h = window.h;
    const slug = slugOf(this.props);
    const address = ADDRESS[String(this.props.collection.get("name"))];
    return h(
      "div",
      null,
      h("input", {
        id: forID,
        type: "text",
        className: classNameWrapper,
        value: titleOf(this.props),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      }),
      address &&
        h(
          "p",
          { style: { margin: "0.5rem 0 0", fontSize: "0.875rem" } },
          "Web address: ",
          h(
            "output",
            { htmlFor: forID, "aria-label": "Web address" },
            slug ? address.path(slug) : "made from the title",
          ),
        ),
    );
  },
};
