import { buildDate } from "../shared/publication";
import { SALARY_CURRENCIES, SALARY_PATTERN } from "../shared/salary";
import { dataFigures, dataTexts } from "./data-texts";
import type { DataFiles } from "./validate";

/**
 * The company's story, held to the facts decided once in data/site.json `story` (decision 0017):
 * how many people, from how many countries, how many offices, the year founded, a hybrid role's
 * office days, and the currency each role is paid in. A text or figure that says otherwise is
 * refused, named by file › field, whoever wrote it. The sentences themselves stay the editor's.
 */
type Story = {
  founded?: unknown;
  teamSize?: unknown;
  countries?: unknown;
  workCountries?: unknown;
  hybridDaysPerWeek?: unknown;
};

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "3", "three", "15+" → 3, 3, 15; anything else → NaN. */
const numberOf = (word: string) => {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index : Number.parseInt(word, 10);
};
const words = (n: number) => `${n}${n < NUMBER_WORDS.length ? ` or ${NUMBER_WORDS[n]}` : ""}`;
const NUMBER = `(\\d+|${NUMBER_WORDS.join("|")})`;

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
    : [];
const entries = (folder: unknown): [string, Record<string, unknown>][] =>
  folder && typeof folder === "object"
    ? Object.entries(folder as Record<string, unknown>).filter(
        (entry): entry is [string, Record<string, unknown>] => !!entry[1] && typeof entry[1] === "object",
      )
    : [];

export function checkStory(files: DataFiles, today = buildDate()): string[] {
  const story: Story = (files.site as { story?: Story } | undefined)?.story ?? {};
  if (typeof story.teamSize !== "string" || typeof story.countries !== "string") return [];
  const problems: string[] = [];
  const offices = list(files.offices);
  const workCountries = Array.isArray(story.workCountries) ? (story.workCountries as string[]) : [];
  const founded = typeof story.founded === "number" ? story.founded : NaN;
  const hybridDays = typeof story.hybridDaysPerWeek === "number" ? story.hybridDaysPerWeek : NaN;
  const fact = (name: string) => `(data/site.json story.${name})`;

  // Figures: a value over a label that names one of the story's facts shows the fact's value.
  for (const { where, text: value, label } of dataFigures(files)) {
    const expected: [RegExp, string, string][] = [
      [/team members|people/i, story.teamSize, fact("teamSize")],
      [/countr/i, story.countries, fact("countries")],
      [/founded/i, String(founded), fact("founded")],
    ];
    // A missing data/offices.json is reported as missing; its count is then unknown.
    if (Array.isArray(files.offices))
      expected.push([/\boffices?\b/i, String(offices.length), "(the offices in data/offices.json)"]);
    for (const [pattern, shown, source] of expected)
      if (pattern.test(label) && value !== shown)
        problems.push(`${where}: "${label}" is ${shown} ${source}, not ${value}`);
    const years = /^(\d+)\+?$/.exec(value);
    const since = Number(today.slice(0, 4)) - founded;
    if (/years/i.test(label) && years && Number(years[1]) > since)
      problems.push(
        `${where}: "${value} ${label}" claims more years than the ${since} since ${founded} ${fact("founded")}`,
      );
  }

  // Sentences: the same facts in words.
  // "15+ countries" / "more than 15 countries" is the team's countries; "three countries" alone may be anything.
  // "N days a week" is a hybrid role's office days in a sentence about the office or hybrid work.
  const rules: { pattern: RegExp; expected: number; says: string; when?: RegExp }[] = [
    {
      pattern: /(?:(?:more than|over)\s+(\d+)|(\d+)\+)\s+countries/gi,
      expected: numberOf(story.countries),
      says: `${story.countries} countries ${fact("countries")}`,
    },
    {
      pattern: new RegExp(`\\b${NUMBER}\\s+(?:of our own\\s+)?offices`, "gi"),
      expected: Array.isArray(files.offices) ? offices.length : NaN,
      says: `${words(offices.length)} offices (data/offices.json)`,
    },
    {
      pattern: /\b(?:founded|started)\b[^.]*?\bin (\d{4})\b/gi,
      expected: founded,
      says: `${founded} ${fact("founded")}`,
    },
    {
      pattern: new RegExp(`\\b${NUMBER}\\s+days a week`, "gi"),
      expected: hybridDays,
      says: `${words(hybridDays)} days a week ${fact("hybridDaysPerWeek")}`,
      when: /office|hybrid/i,
    },
  ];
  for (const { where, text } of dataTexts(files)) {
    if (/\bsmall team\b/i.test(text))
      problems.push(
        `${where}: "small team" contradicts the team of ${story.teamSize} people ${fact("teamSize")}: say what the size means for the client instead`,
      );
    for (const sentence of text.split(/(?<=[.!?;:])\s+/))
      for (const { pattern, expected, says, when } of rules) {
        // A fact its file does not give (a missing file, reported as such) holds no text to it.
        if (Number.isNaN(expected) || (when && !when.test(sentence))) continue;
        for (const match of sentence.matchAll(pattern)) {
          const said = match.slice(1).find((group) => group !== undefined) ?? "";
          if (numberOf(said) !== expected) problems.push(`${where}: "${match[0].trim()}" must be ${says}`);
        }
      }
  }

  // Where people work: offices and the countries remote roles are open to are countries we work from.
  offices.forEach((office) => {
    if (typeof office.country === "string" && !workCountries.includes(office.country))
      problems.push(
        `data/offices.json › ${String(office.city)} › country: ${office.country} is not one of the countries we work from ${fact("workCountries")}`,
      );
  });
  const locations = list(files.locations);
  locations.forEach((location) => {
    for (const country of Array.isArray(location.applicantCountries) ? location.applicantCountries : [])
      if (!workCountries.includes(country as string))
        problems.push(
          `data/locations.json › ${String(location.name)} › applicantCountries: ${String(country)} is not one of the countries we work from ${fact("workCountries")}`,
        );
  });

  // Pay: a role is paid in the currency its location says ("paid in euros"), as its salary is written.
  for (const [file, job] of entries(files.jobs)) {
    const match = typeof job.salary === "string" ? SALARY_PATTERN.exec(job.salary) : null;
    const location = locations.find((candidate) => candidate.name === job.location);
    if (!match || typeof location?.summary !== "string") continue;
    const currency = SALARY_CURRENCIES[match[1] as keyof typeof SALARY_CURRENCIES].name;
    if (!location.summary.includes(`paid in ${currency}`))
      problems.push(
        `data/jobs/${file}.json › salary: paid in ${currency}, but its location "${String(job.location)}" does not say "paid in ${currency}" (data/locations.json)`,
      );
  }
  return problems;
}
