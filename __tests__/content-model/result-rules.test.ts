/** @jest-environment node */
import path from "node:path";
import { loadDataFiles } from "../../content-model/node/load-data";
import { validateData, type DataFiles } from "../../content-model/validate";

const realData = () => structuredClone(loadDataFiles(path.resolve("data")).files) as Required<DataFiles>;
type Figure = { value: string; label: string; caseStudy?: string };
type Service = { slug: string; statistics: Figure[] | null };
type Study = { slug: string; services: string[]; results: { value: string; label: string; measure: string }[] };
const service = (files: DataFiles, slug: string) => (files.services as Record<string, Service>)[slug];
const study = (files: DataFiles, slug: string) => (files["case-studies"] as Record<string, Study>)[slug];

describe("a result figure comes from a case study", () => {
  it("refuses a percentage on a service page that names no case study", () => {
    const files = realData();
    delete service(files, "business-process-services").statistics![0].caseStudy;
    expect(validateData(files)).toEqual([
      'data/services/business-process-services.json › statistics.0.caseStudy: "80% Efficiency Improvement" is a result: name the case study it was measured in (data/case-studies/)',
    ]);
  });

  it("refuses a figure its case study does not list among its results", () => {
    const files = realData();
    service(files, "business-process-services").statistics![0].value = "85%";
    expect(validateData(files)).toEqual([
      'data/services/business-process-services.json › statistics.0: "85% Efficiency Improvement" is not among the results of data/case-studies/invoice-processing-accounting-firm.json (add it there, with how it was measured, or correct the figure)',
    ]);
  });

  it("refuses a case study that does not list the service whose page quotes it", () => {
    const files = realData();
    const invoices = study(files, "invoice-processing-accounting-firm");
    invoices.services = invoices.services.filter((slug) => slug !== "business-process-services");
    expect(validateData(files)).toEqual(
      ["80% Efficiency Improvement", "60% Cost Reduction", "95% Compliance Rate"].map(
        (figure) =>
          `data/case-studies/invoice-processing-accounting-firm.json › services: must include business-process-services, whose page quotes its result "${figure}"`,
      ),
    );
  });

  it("refuses an unknown case study and an unknown service by name", () => {
    const files = realData();
    service(files, "testing-services").statistics![0].caseStudy = "no-such-study";
    study(files, "carewell-booking-portal").services.push("no-such-service");
    expect(validateData(files)).toEqual([
      'data/services/testing-services.json › statistics.0.caseStudy: unknown case study "no-such-study" (not in data/case-studies/)',
      'data/case-studies/carewell-booking-portal.json › services.2: unknown service "no-such-service" (not in data/services/)',
    ]);
  });

  it("refuses a percentage written anywhere else in data/, and accepts a figure that is not a result", () => {
    const files = realData();
    (files.home as { cta: { text: string } }).cta.text = "Cut your costs by 30% in a month.";
    expect(validateData(files)).toEqual([
      'data/home.json › cta.text: "30%" reads as a measured result: show it as a service page figure that names its case study, or in the case study itself',
    ]);
    const monitoring = service(realData(), "network-services").statistics!.find((figure) => figure.value === "24/7");
    expect(monitoring?.caseStudy).toBeUndefined();
  });
});
