import { css } from "@emotion/react";
import { formatDay } from "../../../shared/dates";
import { applyPath, careersPath } from "../../../shared/routes";
import { mq, theme } from "../../../content-model/theme";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";
import { fillTemplate } from "../ui/fill-template";
import { PageHeader } from "../ui/page-header";
import { TagList } from "../ui/tag-list";
import { BackLink } from "./back-link";
import { JobFacts } from "./job-facts";
import { JobSection } from "./job-section";
import { JobTagLine } from "./job-tag-line";
import { ReadyToApply } from "./ready-to-apply";

const columnsCss = css`
  display: grid;
  gap: ${theme.space[8]};
  padding: ${theme.space[8]} 0 ${theme.space[16]};
  ${mq("lg")} {
    grid-template-columns: minmax(0, ${theme.sizes.prose}) minmax(18rem, 1fr);
    gap: ${theme.space[12]};
  }
`;
const bodyCss = css`
  min-width: 0;
  ${mq("lg")} {
    grid-column: 1;
    grid-row: 1;
  }
`;
// First on a phone, so the facts and Apply come right after the title; beside the text on a wide
// screen, where it stays in view while the visitor reads.
const summaryCss = css`
  align-self: start;
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  ${mq("lg")} {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: calc(${theme.sizes.header} + ${theme.space[6]});
  }
`;
const summaryHeadingCss = css`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`;

/** What a job page shows of its job: the job's fields, its department's and location's names, the location's summary. */
export type JobPageJob = {
  slug: string;
  title: string;
  description: string;
  department: { name: string };
  type: string;
  location: { name: string; summary: string };
  experience: string;
  salary: string;
  datePosted: string;
  validThrough: string;
  about: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
  skills: readonly string[];
};

/** The careers texts a job page uses (data/careers.json). */
export type JobPageTexts = {
  backLabel: string;
  experienceLabel: string;
  application: { summaryHeading: string };
  datesText: string;
  compensationNote: string;
  readyHeading: string;
  readyText: string;
  applyLabel: string;
  jobSections: { about: string; responsibilities: string; requirements: string; niceToHave: string; skills: string };
};

// The editor's preview draws a job being typed, whose dates may not be whole yet.
const day = (iso: string) => ({ iso, text: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso) : "" });

/** A job's page below the site's header: its title, the facts beside its text, and the way to apply. */
export function JobPage({ job, careers }: { job: JobPageJob; careers: JobPageTexts }) {
  const sections = careers.jobSections;
  const apply = applyPath(job.slug);
  return (
    <>
      <PageHeader
        heading={job.title}
        intro={job.description}
        eyebrow={
          <>
            <BackLink to={careersPath} label={careers.backLabel} />
            <JobTagLine department={job.department.name} type={job.type} location={job.location.name} />
          </>
        }
      />
      <Container>
        <div css={columnsCss}>
          <section aria-labelledby="job-summary-heading" css={summaryCss}>
            <h2 id="job-summary-heading" css={summaryHeadingCss}>
              {careers.application.summaryHeading}
            </h2>
            <JobFacts
              experienceText={fillTemplate(careers.experienceLabel, { experience: job.experience })}
              compensationNote={careers.compensationNote}
              salary={job.salary}
              locationSummary={job.location.summary}
              datesText={careers.datesText}
              datePosted={day(job.datePosted)}
              validThrough={day(job.validThrough)}
              action={<ButtonLink to={apply}>{careers.applyLabel}</ButtonLink>}
            />
          </section>
          <div css={bodyCss}>
            <JobSection heading={sections.about}>
              {job.about.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </JobSection>
            <JobSection heading={sections.responsibilities} items={job.responsibilities} />
            <JobSection heading={sections.requirements} items={job.requirements} />
            <JobSection heading={sections.niceToHave} items={job.niceToHave} />
            <JobSection heading={sections.skills}>
              <TagList items={job.skills} tone="soft" />
            </JobSection>
            <ReadyToApply
              heading={careers.readyHeading}
              text={careers.readyText}
              applyLabel={careers.applyLabel}
              applyPath={apply}
            />
          </div>
        </div>
      </Container>
    </>
  );
}
