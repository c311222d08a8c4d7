import path from "node:path";
import type { Actions, GatsbyNode } from "gatsby";
import { buildDate, isPublished } from "../shared/publication";
import { applyPath, caseStudyPath, jobPath, legalPath, servicePath } from "../shared/routes";
import { otherPositions } from "../shared/other-positions";
import { socialCardContents, SOCIAL_CARDS_CACHE } from "./social-cards";
import { startCardsAhead } from "./social-cards-ahead";

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

/** One page per service, case study and legal document, and a detail and an apply page per published job. */
export function createSitePages(nodes: PageNodes, createPage: Actions["createPage"], today: string) {
  for (const { slug } of nodes.services) {
    createPage({ path: servicePath(slug), component: TEMPLATES.service, context: { slug } });
  }
  for (const { slug } of nodes.caseStudies) {
    createPage({ path: caseStudyPath(slug), component: TEMPLATES.caseStudy, context: { slug } });
  }
  const open = nodes.jobs.filter((job) => isPublished(job, today));
  const others = otherPositions(open, (job) => job.department.name);
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
  // The social cards, drawn while Gatsby renders the pages (./social-cards-ahead.ts). Only in a
  // build: `gatsby develop` draws none. A card whose address its page would not link is reported
  // by onPostBuild, which draws the cards again from the same query.
  if (process.env.NODE_ENV === "production") {
    const cards = await socialCardContents(graphql).catch(() => undefined);
    if (cards) startCardsAhead(cards, path.resolve(SOCIAL_CARDS_CACHE));
  }
};
