import { css } from "@emotion/react";
import careers from "../../data/careers.json";
import locations from "../../data/locations.json";
import type { JobEntry } from "../../content-model/data-schemas";
import { experienceShown } from "../../shared/experience";
import { JobCard } from "../components/careers/job-card";
import { JobPage } from "../components/careers/job-page";
import { Container } from "../components/ui/container";
import { fillTemplate } from "../components/ui/fill-template";
import { theme } from "../../content-model/theme";
import { listOf, textOf, type Draft } from "./draft";

/**
 * A job as the form holds it while it is typed, drawn as the job page (the template's own
 * component) with, above it, the job's card on the careers page, which shows its colour.
 */
export function JobPreview({ job }: { job: Draft<JobEntry> }) {
  const experience = typeof job.minExperience === "number" ? experienceShown(job.minExperience) : "";
  const location = { name: textOf(job.location), summary: "" };
  location.summary = locations.find((candidate) => candidate.name === location.name)?.summary ?? "";
  const page = {
    slug: textOf(job.slug) || "new-job",
    title: textOf(job.title),
    description: textOf(job.description),
    department: { name: textOf(job.department) },
    type: textOf(job.type),
    location,
    experience,
    salary: textOf(job.salary),
    datePosted: textOf(job.datePosted),
    validThrough: textOf(job.validThrough),
    about: listOf(job.about),
    responsibilities: listOf(job.responsibilities),
    requirements: listOf(job.requirements),
    niceToHave: listOf(job.niceToHave),
    skills: listOf(job.skills),
  };
  return (
    <>
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
            job={{ ...page, color: textOf(job.color) }}
            labels={careers}
            experienceText={fillTemplate(careers.experienceLabel, { experience })}
            hovered={false}
          />
        </ul>
      </Container>
      <JobPage job={page} careers={careers} />
    </>
  );
}
