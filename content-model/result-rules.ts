import { dataTexts } from "./data-texts";
import type { DataFiles } from "./validate";

/**
 * A result figure comes from a case study (issue: proof a buyer can check). A percentage is a
 * measured result: on a service page it names its case study (`caseStudy`), which lists the same
 * figure (value and label) among its results and the service among its services; anywhere else
 * in data/ but a case study, a percentage is refused.
 */
type Statistic = { value?: unknown; label?: unknown; caseStudy?: unknown };
type CaseStudy = { slug?: unknown; services?: unknown; results?: unknown };

export const PERCENTAGE = /\d+(\.\d+)?\s?%/;

const entriesOf = <T>(folder: unknown): [string, T][] =>
  folder && typeof folder === "object" ? Object.entries(folder as Record<string, T>) : [];

export function checkResults(files: DataFiles): string[] {
  const problems: string[] = [];
  const caseStudies = new Map(
    entriesOf<CaseStudy | null>(files["case-studies"]).flatMap(([file, study]) =>
      typeof study?.slug === "string" ? [[study.slug, { file, study }] as const] : [],
    ),
  );
  const quoted = new Set<string>();
  for (const [file, service] of entriesOf<{ slug?: unknown; statistics?: unknown } | null>(files.services)) {
    const statistics = Array.isArray(service?.statistics) ? (service.statistics as Statistic[]) : [];
    statistics.forEach((statistic, index) => {
      const at = `data/services/${file}.json › statistics.${index}`;
      const { value, label, caseStudy } = statistic ?? {};
      if (typeof value !== "string" || typeof label !== "string") return;
      quoted.add(`${at}.value`);
      if (typeof caseStudy !== "string") {
        if (PERCENTAGE.test(value))
          problems.push(
            `${at}.caseStudy: "${value} ${label}" is a result: name the case study it was measured in (data/case-studies/)`,
          );
        return;
      }
      const source = caseStudies.get(caseStudy);
      if (!source) return; // the rule itself refuses an unknown case study
      const results = Array.isArray(source.study.results) ? (source.study.results as Statistic[]) : [];
      if (!results.some((result) => result?.value === value && result?.label === label))
        problems.push(
          `${at}: "${value} ${label}" is not among the results of data/case-studies/${source.file}.json (add it there, with how it was measured, or correct the figure)`,
        );
      const services = Array.isArray(source.study.services) ? source.study.services : [];
      if (typeof service?.slug === "string" && !services.includes(service.slug))
        problems.push(
          `data/case-studies/${source.file}.json › services: must include ${service.slug}, whose page quotes its result "${value} ${label}"`,
        );
    });
  }
  for (const { file, where, text } of dataTexts(files)) {
    if (file === "case-studies" || quoted.has(where) || !PERCENTAGE.test(text)) continue;
    problems.push(
      `${where}: "${text.match(PERCENTAGE)![0]}" reads as a measured result: show it as a service page figure that names its case study, or in the case study itself`,
    );
  }
  return problems;
}
