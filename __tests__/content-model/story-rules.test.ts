/** @jest-environment node */
import path from "node:path";
import { loadDataFiles } from "../../content-model/node/load-data";
import { checkStory } from "../../content-model/story-rules";
import { validateData, type DataFiles } from "../../content-model/validate";

const realData = () => structuredClone(loadDataFiles(path.resolve("data")).files) as Required<DataFiles>;
type Texts = Record<string, unknown>;
const file = (files: DataFiles, name: keyof DataFiles) => files[name] as Texts;
const page = (files: DataFiles, slug: string) =>
  (files.pages as { slug: string; intro: string }[]).find((p) => p.slug === slug)!;
const perk = (files: DataFiles, title: string) =>
  (file(files, "careers").perks as { title: string; description: string }[]).find((p) => p.title === title)!;

describe("the company's story (data/site.json story)", () => {
  it("holds in the data shipped in data/", () => {
    expect(checkStory(realData())).toEqual([]);
  });

  it("refuses a figure that disagrees with the team size, the countries, the offices or the year founded", () => {
    const files = realData();
    const figures = file(files, "about").figures as { value: string; label: string }[];
    figures[1].value = "40+"; // Team Members
    figures[2].value = "4"; // Offices
    figures[3].value = "2012"; // Year Founded
    (file(files, "careers").stats as { value: string; label: string }[])[2].value = "20+"; // Home Countries
    expect(checkStory(files)).toEqual([
      'data/about.json › figures.1.value: "Team Members" is 50+ (data/site.json story.teamSize), not 40+',
      'data/about.json › figures.2.value: "Offices" is 3 (the offices in data/offices.json), not 4',
      'data/about.json › figures.3.value: "Year Founded" is 2010 (data/site.json story.founded), not 2012',
      'data/careers.json › stats.2.value: "Home Countries" is 15+ (data/site.json story.countries), not 20+',
    ]);
  });

  it("refuses a figure of years of experience the founding year cannot give", () => {
    const files = realData();
    const engineering = (files.services as Record<string, { statistics: { value: string }[] }>)["engineering-services"];
    engineering.statistics[0].value = "25+";
    expect(checkStory(files, "2026-11-28")).toEqual([
      'data/services/engineering-services.json › statistics.0.value: "25+ Years of Engineering Experience" claims more years than the 16 since 2010 (data/site.json story.founded)',
    ]);
  });

  it('refuses "small team", another count of countries, another number of office days, another founding year', () => {
    const files = realData();
    (file(files, "home").differentiatorsSection as Texts).text = "We are a small team.";
    page(files, "careers").intro = "A friendly team that spans more than 20 countries.";
    perk(files, "Remote First").description = "Our US roles are hybrid: two days a week at the office.";
    (file(files, "about").intro as string[])[0] = "Founded in New Delhi in 2012, we build software.";
    expect(checkStory(files)).toEqual([
      'data/pages.json › careers › intro: "more than 20 countries" must be 15+ countries (data/site.json story.countries)',
      'data/home.json › differentiatorsSection.text: "small team" contradicts the team of 50+ people (data/site.json story.teamSize): say what the size means for the client instead',
      'data/about.json › intro.0: "Founded in New Delhi in 2012" must be 2010 (data/site.json story.founded)',
      'data/careers.json › perks.2.description: "two days a week" must be 3 or three days a week (data/site.json story.hybridDaysPerWeek)',
    ]);
  });

  it("counts days a week only where a sentence speaks of the office or hybrid work", () => {
    const files = realData();
    (file(files, "contact").tiles as { text: string }[])[0].text = "We read email seven days a week.";
    expect(checkStory(files)).toEqual([]);
  });

  it("refuses a salary in a currency its location does not say it pays in", () => {
    const files = realData();
    (files.jobs as Record<string, { salary: string }>)["data-analyst"].salary = "$90k - $120k";
    expect(checkStory(files)).toEqual([
      'data/jobs/data-analyst.json › salary: paid in US dollars, but its location "Remote" does not say "paid in US dollars" (data/locations.json)',
    ]);
  });

  it("refuses an office or a remote role's country we do not work from", () => {
    const files = realData();
    (files.locations as { name: string; applicantCountries: string[] | null }[])[0].applicantCountries!.push("Brazil");
    expect(checkStory(files)).toEqual([
      "data/locations.json › Remote › applicantCountries: Brazil is not one of the countries we work from (data/site.json story.workCountries)",
    ]);
  });

  it("is part of the data check", () => {
    const files = realData();
    (file(files, "home").differentiatorsSection as Texts).text = "We are a small team.";
    expect(validateData(files)).toHaveLength(1);
  });
});
