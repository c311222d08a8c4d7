import { createRoot, type Root } from "react-dom/client";
import type { ReactNode } from "react";
import type { DataTypes } from "../../content-model/data-schemas";
import type { ClassSpec, PreviewProps } from "./decap";
import { CaseStudyPreview } from "./case-study-preview";
import { HomePreview } from "./home-preview";
import { JobPreview } from "./job-preview";
import { DeviceFrame } from "./preview-frame";
import { ServicePreview } from "./service-preview";

type Instance = { props: PreviewProps; root?: Root; container?: HTMLDivElement | null };

/**
 * A Decap preview template (made with Decap's own React) that renders `render(entry data)` with
 * the site's React into its element, at a device width, as the entry stands while it is typed.
 */
function previewTemplate(render: (data: Record<string, unknown>) => ReactNode): ClassSpec<PreviewProps> {
  function draw(this: Instance) {
    if (!this.container) return;
    this.root ??= createRoot(this.container);
    const data = this.props.entry.get("data") as { toJS(): Record<string, unknown> } | undefined;
    this.root.render(<DeviceFrame>{render(data ? data.toJS() : {})}</DeviceFrame>);
  }
  return {
    componentDidMount: draw,
    componentDidUpdate: draw,
    componentWillUnmount(this: Instance) {
      const root = this.root;
      // Unmounting while Decap's own React commits is refused by React; the next task is free.
      setTimeout(() => root?.unmount());
    },
    render(this: Instance) {
      return window.h("div", { ref: (element: HTMLDivElement | null) => (this.container = element) });
    },
  };
}

/** The previews: a job's, a service's and a case study's page, the home page (a file of the "texts" collection, by its name). */
export function registerPreviews() {
  const register = (name: string, render: (data: Record<string, unknown>) => ReactNode) =>
    window.CMS.registerPreviewTemplate(name, window.createClass(previewTemplate(render)));
  register("jobs", (data) => <JobPreview job={data} />);
  register("services", (data) => <ServicePreview service={data} />);
  register("case-studies", (data) => <CaseStudyPreview study={data} />);
  register("home", (data) => <HomePreview home={data as DataTypes["home"]} />);
}
