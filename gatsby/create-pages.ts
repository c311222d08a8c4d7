import path from "node:path";
import type { Actions, GatsbyNode } from "gatsby";
import { buildDate, isPublished } from "../shared/publication";
import { applyPath, caseStudyPath, jobPath, legalPath, servicePath } from "../shared/routes";
import { otherPositions } from "../shared/other-positions";

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
};
