import { PICTURE_FOLDER, previewImageUrl } from "../../content-model/cms-config";
import pictures from "site-data:pictures";
import type { ClassSpec, WidgetProps } from "./decap";

/**
 * A picture field (the illustration of a service, the About page's photo): the picture itself,
 * as the page will show it, and a choice among the pictures of its folder by file name. Saved as
 * the path the data holds, "services/web-development.png".
 */
export const pictureWidget: ClassSpec<WidgetProps> = {
  render(this: { props: WidgetProps }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, field, value } = this.props;
    const h = window.h;
    const folder = String(field.get(PICTURE_FOLDER));
    const current = typeof value === "string" ? value : "";
    const choices = pictures[folder] ?? [];
    return h(
      "div",
      { className: classNameWrapper, style: { display: "grid", gap: "0.75rem", justifyItems: "start" } },
      current &&
        // The picture's words are in the next field, "Picture description"; here it would be read twice.
        h("img", {
          src: previewImageUrl(current),
          alt: "",
          style: { maxWidth: "min(100%, 24rem)", height: "auto", borderRadius: "0.5rem", background: "#f8fafc" },
        }),
      h(
        "select",
        {
          id: forID,
          value: current,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value || undefined),
          style: { fontSize: "inherit", fontFamily: "inherit", padding: "0.375rem 0.5rem", maxWidth: "100%" },
        },
        h("option", { value: "" }, "Choose a picture"),
        ...choices.map((path) => h("option", { key: path, value: path }, path.slice(folder.length + 1))),
      ),
    );
  },
};
