import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import about from "../../data/about.json";
import departments from "../../data/departments.json";
import servicePages from "../../data/service-pages.json";
import serviceOrder from "../../data/service-order.json";
import { AboutTabs } from "../../src/components/about/about-tabs";
import { JobList } from "../../src/components/careers/job-list";
import { StrengthsCarousel } from "../../src/components/home/strengths-carousel";
import { ServiceCardGrid } from "../../src/components/services/service-card-grid";
import type { ServiceCardData } from "../../src/components/services/service-card";
import { ApplicationForm } from "../../src/components/careers/application-form";
import { OpenPositions } from "../../src/components/careers/open-positions";
import { ContactForm } from "../../src/components/contact/contact-form";
import { FaqList } from "../../src/components/contact/faq-list";
import { Header } from "../../src/components/layout/header";
import { allJobs, careersContent, contactContent } from "../helpers/careers-data";
import { homeContent as home } from "../helpers/home-data";
import { renderWithTheme } from "../helpers/render";
import site from "../../data/site.json";

/**
 * Guards the main-thread work of hydration (what `npm run bench:browser` measures, docs/quality.md).
 * Emotion has a fast path: when an element's css prop is ONE object that `css` serialised already
 * (at module level) and the element has no className, `serializeStyles` hands it back as it is.
 * Anything else (a css`` written in a render, an array `css={[a, b]}`, a helper called in render, a
 * function css prop, css plus className) makes Emotion build the style string and hash it again on
 * every render, which profiling showed to be two thirds of the application form's hydration.
 *
 * Why a runtime check rather than a scan of the source: it sees what actually renders (helpers
 * called from other files, styles composed through props, branches a regular expression would
 * misread), and it cannot be satisfied by renaming. Every serializeStyles call made while the
 * components render is recorded; any call that is not the fast path fails the test, naming the
 * style's first characters so the offending component can be found.
 */
// `var`: the mock below runs while the imports above load (module-level `css` calls), before this line;
// those calls are the point of the pattern and are not recorded.
// eslint-disable-next-line no-var
var mockSlowCalls: string[] | undefined;
jest.mock("@emotion/serialize", () => {
  const actual = jest.requireActual<typeof import("@emotion/serialize")>("@emotion/serialize");
  return {
    ...actual,
    serializeStyles: (...call: Parameters<typeof actual.serializeStyles>) => {
      const [args] = call;
      const first = args[0] as { styles?: unknown } | null | undefined;
      const fastPath =
        args.length === 1 &&
        typeof first === "object" &&
        first !== null &&
        !Array.isArray(first) &&
        first.styles !== undefined;
      if (!fastPath) mockSlowCalls?.push(mockSummary(args));
      return actual.serializeStyles(...call);
    },
  };
});

function mockSummary(args: readonly unknown[]): string {
  const text = args
    .map((arg) =>
      Array.isArray(arg)
        ? arg.join("${…}")
        : typeof arg === "object" && arg
          ? ((arg as { styles?: string }).styles ?? "[object]")
          : String(arg),
    )
    .join(" | ");
  return text.replace(/\s+/g, " ").trim().slice(0, 120);
}

// One file per service in data/services/, listed on /services/ in data/service-order.json's order.
const readService = (slug: string) =>
  JSON.parse(fs.readFileSync(path.resolve("data/services", `${slug}.json`), "utf8")) as ServiceCardData;
const listedServices = serviceOrder.services.map((slug) => ({ ...readService(slug), image: undefined }));

/** Renders, lets the visitor act, and returns the slow serialisations seen meanwhile (module-level `css` calls ran at import). */
async function slowSerialisations(
  ui: ReactElement,
  interact: (user: ReturnType<typeof userEvent.setup>) => Promise<void> = async () => {},
) {
  mockSlowCalls = [];
  const view = renderWithTheme(ui);
  await interact(userEvent.setup());
  view.rerender(ui);
  view.unmount();
  const slow = mockSlowCalls;
  mockSlowCalls = undefined;
  return slow;
}

describe("Styles of the hydrated components are made once, when their module loads, not in render", () => {
  it("header with the menu open, contact form typed in, FAQ opened", async () => {
    const slow = await slowSerialisations(
      <>
        <Header
          companyName={site.companyName}
          logo={site.logo}
          nav={site.nav}
          navCta={site.navCta}
          labels={site.labels}
          path="/contact/"
        />
        <ContactForm content={contactContent} successMs={3000} send={() => new Promise(() => undefined)} />
        <FaqList items={contactContent.faq} />
      </>,
      async (user) => {
        await user.click(screen.getByRole("button", { name: "Menu" }));
        await user.type(screen.getAllByRole("textbox", { name: /Name/ })[0], "Ada");
        await user.click(screen.getAllByRole("button", { expanded: false })[0]);
      },
    );
    expect(slow).toEqual([]);
  });

  it("open positions: department filter chosen, a job card hovered", async () => {
    const slow = await slowSerialisations(
      <OpenPositions
        jobs={allJobs}
        departments={departments.map((department) => department.name)}
        labels={careersContent}
      />,
      async (user) => {
        await user.click(screen.getByRole("button", { name: departments[0].name }));
        fireEvent.mouseEnter(screen.getAllByRole("listitem").find((item) => item.hasAttribute("style"))!);
      },
    );
    expect(slow).toEqual([]);
  });

  it("application form: resume field, privacy consent, submit button", async () => {
    const job = allJobs[0];
    const slow = await slowSerialisations(
      <ApplicationForm
        content={careersContent.application}
        retention={{ days: 180, talentPoolDays: 730 }}
        jobSlug={job.slug}
        jobTitle={job.title}
        jobDepartment={job.department.name}
        send={() => new Promise(() => undefined)}
        otherPositions={allJobs.filter((other) => other.slug !== job.slug)}
      />,
      async (user) => {
        await user.type(screen.getAllByRole("textbox", { name: /Name/ })[0], "Ada");
        await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
        await user.click(screen.getByRole("checkbox", { name: /future openings/ }));
      },
    );
    expect(slow).toEqual([]);
  });

  it("about tabs, home carousel and services card grid, with a tab, a slide and a card chosen", async () => {
    const slow = [
      ...(await slowSerialisations(<AboutTabs tabs={about.tabs} />, async (user) => {
        await user.click(screen.getByRole("tab", { name: "Values" }));
      })),
      ...(await slowSerialisations(
        <StrengthsCarousel
          heading={home.strengthsHeading}
          slides={home.strengths}
          labels={home.carousel}
          timing={site.constants}
        />,
        async (user) => {
          await user.click(within(screen.getByRole("region")).getAllByRole("button")[2]);
          await user.click(within(screen.getByRole("region")).getAllByRole("button")[0]);
        },
      )),
      ...(await slowSerialisations(<ServiceCardGrid services={listedServices} labels={servicePages} />, async () => {
        act(() => void fireEvent.mouseEnter(screen.getAllByRole("listitem")[0]));
      })),
    ];
    expect(slow).toEqual([]);
  });

  it("job cards and service cards", async () => {
    const labels = { ...careersContent };
    const slow = [
      ...(await slowSerialisations(<JobList jobs={allJobs} labels={labels} />, async () => {
        act(() => void fireEvent.mouseEnter(screen.getAllByRole("listitem")[0]));
      })),
      ...(await slowSerialisations(<ServiceCardGrid services={listedServices} labels={servicePages} />, async () => {
        act(() => void fireEvent.mouseEnter(screen.getAllByRole("listitem")[0]));
      })),
    ];
    expect(slow).toEqual([]);
  });
});
