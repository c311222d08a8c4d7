import { cleanup, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import servicePages from "../../data/service-pages.json";
import path from "node:path";
import { servicesWithOrder } from "../../content-model/node/data-folder";
import type { CaseStudyEntry, ServiceEntry } from "../../content-model/data-schemas";
import { readEntries } from "../../content-model/node/data-folder";
import caseStudyPages from "../../data/case-study-pages.json";
import ServiceTemplate from "../../src/templates/service";
import { renderWithTheme } from "../helpers/render";
import { siteFrame } from "../helpers/site-data";
import { pageProps } from "../helpers/page-props";
import site from "../../data/site.json";
import { cardContent } from "../../gatsby/schema";
import { socialCardPath } from "../../shared/social-card";

/** The build's image data, cut down to what the page's <img> reads. */
const picture: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: { fallback: { src: "/static/picture.png" } },
};

const services = servicesWithOrder<ServiceEntry>(path.resolve("data"));
const caseStudies = readEntries<CaseStudyEntry>(path.resolve("data/case-studies"));
const caseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug)!;

const renderService = (slug: string) => {
  const service = services.find((s) => s.slug === slug)!;
  // As the page query gives them: a figure's case study by slug and title, the case studies that used the service.
  const data: Queries.ServicePageQuery = {
    ...siteFrame,
    siteContent: site,
    servicePagesContent: servicePages,
    caseStudyPagesContent: caseStudyPages,
    allCaseStudy: { nodes: caseStudies.filter((study) => study.services.includes(slug)) },
    service: {
      ...service,
      statistics:
        service.statistics?.map(({ caseStudy: source, ...figure }) => ({
          ...figure,
          caseStudy: source ? { slug: source, title: caseStudy(source).title } : null,
        })) ?? null,
      image: { childImageSharp: { gatsbyImageData: picture } },
      socialCard: socialCardPath(cardContent("service", service, site)),
    },
  };
  renderWithTheme(<ServiceTemplate {...pageProps(data)} />);
  return service;
};

describe("Service template", () => {
  it("a first-family page: badge, title, features, technologies, back to Services, CTAs to Contact and Services", () => {
    const service = renderService("cloud-infrastructure");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(service.title);
    expect(screen.getByText(service.category)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Services/ })).toHaveAttribute("href", "/services/");
    const main = screen.getByRole("main");
    expect(main.querySelector('a[href="/contact/"]')).toHaveTextContent("Get in Touch");
    expect(screen.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/");
    for (const card of service.featureCards)
      expect(screen.getByRole("heading", { name: card.title })).toBeInTheDocument();
    for (const technology of service.technologies!) expect(screen.getByText(technology)).toBeInTheDocument();
  });

  it("describes its picture with the service's own words (imageAlt), not as decoration", () => {
    for (const slug of ["cybersecurity", "mobile-applications"]) {
      const service = renderService(slug);
      expect(screen.getByRole("img", { name: service.imageAlt })).toHaveAttribute("src", "/static/picture.png");
      cleanup();
    }
  });

  it("a second-family page: statistics exactly as written, back to Home, 'Schedule a Consultation'", () => {
    renderService("experience-services");
    expect(screen.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact/");
    for (const [value, label] of [
      ["85%", "User Satisfaction"],
      ["70%", "Faster Task Completion"],
      ["100%", "WCAG 2.1 AA Compliance"],
    ]) {
      expect(screen.getByText(label, { selector: "dt" }).parentElement).toHaveTextContent(value);
    }
    expect(screen.queryByRole("link", { name: "View All Services" })).not.toBeInTheDocument();
  });

  it("links each result figure to the case study it was measured in, and lists the case studies that used it", () => {
    renderService("testing-services");
    const study = caseStudy("broadband-app-release-testing");
    const figure = screen.getByText("Test Automation Coverage", { selector: "dt" }).parentElement!;
    expect(figure).toHaveTextContent(`90%${caseStudyPages.figureSource} ${study.title}`);
    expect(within(figure).getByRole("link", { name: study.title })).toHaveAttribute(
      "href",
      `/case-studies/${study.slug}/`,
    );
    const used = screen.getByRole("region", { name: caseStudyPages.servicePageHeading });
    expect(within(used).getByRole("heading", { level: 3, name: study.title })).toBeInTheDocument();
    expect(within(used).getByRole("link", { name: `Read the case study about ${study.title}` })).toHaveAttribute(
      "href",
      `/case-studies/${study.slug}/`,
    );
  });
});
