import path from "node:path";
import type { Actions, GatsbyNode } from "gatsby";
import { buildDate, isPublished } from "../shared/publication";
import { applyPath, caseStudyPath, jobPath, legalPath, servicePath } from "../shared/routes";

export const TEMPLATES = {
  service: path.resolve("src/templates/service.tsx"),
  caseStudy: path.resolve("src/templates/case-study.tsx"),
  job: path.resolve("src/templates/job.tsx"),
  apply: path.resolve("src/templates/apply.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
};

export type PageNodes = {
  services: { slug: string }[];
  caseStudies: { slug: string }[];
  jobs: { slug: string; title: string; department: { name: string }; datePosted: string; validThrough: string }[];
  legalPages: { slug: string }[];
};

/**
 * How many other open positions an apply page lists once its application is sent. Every apply
 * page listing every other position made the site's bytes (and its page queries) grow with the
 * square of the jobs: at 1,008 jobs each apply page carried 1,007 positions twice (its island's
 * props and its page-data), 140 MB of HTML in all; at 10,008, 14 GB (decision 0019).
 */
export const OTHER_POSITIONS_SHOWN = 12;

const byTitle = (a: { title: string }, b: { title: string }) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * For each open job, the slugs of the other open positions its apply page lists (its query sorts
 * them by title): those of the job's own department first, then the rest, each in title order, at
 * most `limit`. Sorted once, so the work grows with the jobs, not with their square.
 */
export function otherPositions(
  open: readonly PageNodes["jobs"][number][],
  limit = OTHER_POSITIONS_SHOWN,
): Map<string, string[]> {
  const sorted = [...open].sort(byTitle);
  const byDepartment = new Map<string, PageNodes["jobs"][number][]>();
  for (const job of sorted) {
    const list = byDepartment.get(job.department.name) ?? [];
    byDepartment.set(job.department.name, list);
    list.push(job);
  }
  const chosen = new Map<string, string[]>();
  for (const job of open) {
    const slugs: string[] = [];
    const department = job.department.name;
    for (const other of byDepartment.get(department) ?? []) {
      if (slugs.length === limit) break;
      if (other.slug !== job.slug) slugs.push(other.slug);
    }
    for (const other of sorted) {
      if (slugs.length === limit) break;
      if (other.department.name !== department) slugs.push(other.slug);
    }
    chosen.set(job.slug, slugs);
  }
  return chosen;
}

/** One page per service, case study and legal document, and a detail and an apply page per published job. */
export function createSitePages(nodes: PageNodes, createPage: Actions["createPage"], today: string) {
  for (const { slug } of nodes.services) {
    createPage({ path: servicePath(slug), component: TEMPLATES.service, context: { slug } });
  }
  for (const { slug } of nodes.caseStudies) {
    createPage({ path: caseStudyPath(slug), component: TEMPLATES.caseStudy, context: { slug } });
  }
  const open = nodes.jobs.filter((job) => isPublished(job, today));
  const others = otherPositions(open);
  for (const job of open) {
    const { slug } = job;
    createPage({ path: jobPath(slug), component: TEMPLATES.job, context: { slug } });
    createPage({
      path: applyPath(slug),
      component: TEMPLATES.apply,
      context: { slug, others: others.get(slug) },
    });
  }
  for (const { slug } of nodes.legalPages) {
    createPage({ path: legalPath(slug), component: TEMPLATES.legal, context: { slug } });
  }
}

type PageNodesQuery = {
  allService: { nodes: PageNodes["services"] };
  allCaseStudy: { nodes: PageNodes["caseStudies"] };
  allJob: { nodes: PageNodes["jobs"] };
  allLegalPage: { nodes: PageNodes["legalPages"] };
};

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql does not use `this`.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageNodesQuery>(`
    query PageNodes {
      allService {
        nodes {
          slug
        }
      }
      allCaseStudy {
        nodes {
          slug
        }
      }
      allJob {
        nodes {
          slug
          title
          department {
            name
          }
          datePosted
          validThrough
        }
      }
      allLegalPage {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not query services, case studies and jobs to create their pages",
      result.errors as Error[],
    );
    return;
  }
  createSitePages(
    {
      services: result.data.allService.nodes,
      caseStudies: result.data.allCaseStudy.nodes,
      jobs: result.data.allJob.nodes,
      legalPages: result.data.allLegalPage.nodes,
    },
    actions.createPage,
    buildDate(),
  );
};
