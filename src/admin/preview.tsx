import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import { createRoot, type Root } from "react-dom/client";
import type { ReactNode } from "react";
import careers from "../../data/careers.json";
import locations from "../../data/locations.json";
import servicePages from "../../data/service-pages.json";
import type { JobEntry, ServiceEntry } from "../../gatsby/data-schemas";
import { experienceShown } from "../../site/experience";
import { applyPath, careersPath } from "../../site/routes";
import { BackLink } from "../components/careers/back-link";
import { JobCard } from "../components/careers/job-card";
import { JobFacts } from "../components/careers/job-facts";
import { JobSection } from "../components/careers/job-section";
import { JobTagLine } from "../components/careers/job-tag-line";
import { ReadyToApply } from "../components/careers/ready-to-apply";
import { FeatureCards } from "../components/services/feature-cards";
import { ServiceHero } from "../components/services/service-hero";
import { Container } from "../components/ui/container";
import { CtaBand } from "../components/ui/cta-band";
import { FigureList } from "../components/ui/figure-list";
import { fillTemplate } from "../components/ui/fill-template";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { RootWrapper } from "../root-wrapper";
import { theme } from "../styles/theme";
import type { ClassSpec, PreviewProps } from "./decap";
import { siteDay } from "./dates";

/**
 * The preview pane of the job and service forms: the page's content drawn with the site's own
 * components, theme and global styles, as the entry stands while it is typed (the header and
 * footer are left out). Fields not filled in yet are shown empty.
 */
type Draft<T> = { [K in keyof T]?: T[K] | null };
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

export function JobPreview({ job }: { job: Draft<JobEntry> }) {
  const sections = careers.jobSections;
  const location = locations.find((candidate) => candidate.name === job.location);
  const day = (iso: unknown) => ({ iso: textOf(iso), text: siteDay(textOf(iso)) });
  const experience = typeof job.minExperience === "number" ? experienceShown(job.minExperience) : "";
  const experienceText = fillTemplate(careers.experienceLabel, { experience });
  const card = {
    slug: textOf(job.slug),
    title: textOf(job.title),
    department: { name: textOf(job.department) },
    type: textOf(job.type),
    location: { name: textOf(job.location) },
    experience,
    salary: textOf(job.salary),
    description: textOf(job.description),
    color: textOf(job.color),
  };
  return (
    <>
      {/* The card shows the colour, which the job page itself does not. */}
      <Container>
        <p
          css={css`
            margin: ${theme.space[6]} 0 ${theme.space[2]};
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.muted};
          `}
        >
          Card on the careers page:
        </p>
        <ul
          css={css`
            list-style: none;
            padding: 0;
            max-width: 36rem;
            margin: 0 0 ${theme.space[8]};
          `}
        >
          <JobCard
            job={card}
            labels={careers}
            experienceText={experienceText}
            hovered={false}
            onHover={() => undefined}
          />
        </ul>
      </Container>
      <PageHeader
        heading={textOf(job.title)}
        intro={textOf(job.description)}
        eyebrow={
          <>
            <BackLink to={careersPath} label={careers.backLabel} />
            <JobTagLine department={textOf(job.department)} type={textOf(job.type)} location={textOf(job.location)} />
          </>
        }
      >
        <JobFacts
          experienceText={experienceText}
          compensationNote={careers.compensationNote}
          salary={textOf(job.salary)}
          locationSummary={location?.summary ?? ""}
          datesText={careers.datesText}
          datePosted={day(job.datePosted)}
          validThrough={day(job.validThrough)}
        />
      </PageHeader>
      <Container>
        <div
          css={css`
            max-width: ${theme.sizes.prose};
            padding-bottom: ${theme.space[16]};
          `}
        >
          <JobSection heading={sections.about}>
            {list(job.about).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </JobSection>
          <JobSection heading={sections.responsibilities} items={list(job.responsibilities)} />
          <JobSection heading={sections.requirements} items={list(job.requirements)} />
          <JobSection heading={sections.niceToHave} items={list(job.niceToHave)} />
          <JobSection heading={sections.skills}>
            <TagList items={list(job.skills)} tone="soft" />
          </JobSection>
          <ReadyToApply
            heading={careers.readyHeading}
            text={careers.readyText}
            applyLabel={careers.applyLabel}
            applyPath={applyPath(textOf(job.slug) || "new-job")}
          />
        </div>
      </Container>
    </>
  );
}

export function ServicePreview({ service }: { service: Draft<ServiceEntry> }) {
  const texts = service.variant === "secondary" ? servicePages.variants.secondary : servicePages.variants.primary;
  const featureCards = Array.isArray(service.featureCards) ? service.featureCards : [];
  return (
    <>
      <ServiceHero
        service={{
          title: textOf(service.title),
          category: textOf(service.category),
          description: textOf(service.description),
        }}
        image={null}
        back={texts.back}
      />
      <Section heading={texts.featuresHeading}>
        {service.icon && <FeatureCards cards={featureCards} icon={service.icon} color={textOf(service.color)} />}
      </Section>
      <Section heading={texts.detailsHeading} tone="alt">
        {Array.isArray(service.statistics) && <FigureList figures={service.statistics} />}
        {Array.isArray(service.technologies) && <TagList items={list(service.technologies)} />}
      </Section>
      {service.cta && (
        <CtaBand heading={textOf(service.cta.heading)} text={textOf(service.cta.text)} links={texts.actions} />
      )}
    </>
  );
}

type Instance = { props: PreviewProps; root?: Root; cache?: EmotionCache; container?: HTMLDivElement | null };

/**
 * A Decap preview template (made with Decap's own React) that renders `render(entry data)` with
 * the site's React into its element, with an Emotion cache whose styles go into the preview
 * frame's <head>.
 */
function previewTemplate(render: (data: Record<string, unknown>) => ReactNode): ClassSpec<PreviewProps> {
  function draw(this: Instance) {
    if (!this.container) return;
    this.cache ??= createCache({ key: "site", container: this.props.document.head });
    this.root ??= createRoot(this.container);
    this.root.render(
      <CacheProvider value={this.cache}>
        <RootWrapper>
          {render(
            this.props.entry.get("data")
              ? (this.props.entry.get("data") as { toJS(): Record<string, unknown> }).toJS()
              : {},
          )}
        </RootWrapper>
      </CacheProvider>,
    );
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

export function registerPreviews() {
  window.CMS.registerPreviewTemplate(
    "jobs",
    window.createClass(previewTemplate((data) => <JobPreview job={data as Draft<JobEntry>} />)),
  );
  window.CMS.registerPreviewTemplate(
    "services",
    window.createClass(previewTemplate((data) => <ServicePreview service={data as Draft<ServiceEntry>} />)),
  );
}
