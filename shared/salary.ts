/**
 * A job's pay as its file writes it and its pages show it: a yearly range in the currency the role
 * is paid in, marked by that currency's symbol on both ends ("$120k - $150k", "€60k - €80k"). The
 * data rule's pattern, the editor's hint and the job's structured data (its ISO currency) all come
 * from here.
 */
export const SALARY_CURRENCIES = {
  $: { code: "USD", name: "US dollars", example: "$120k - $150k" },
  "€": { code: "EUR", name: "euros", example: "€60k - €80k" },
  "£": { code: "GBP", name: "pounds sterling", example: "£55k - £75k" },
  "₹": { code: "INR", name: "Indian rupees", example: "₹1800k - ₹2600k" },
} as const;

type CurrencySymbol = keyof typeof SALARY_CURRENCIES;
const SYMBOLS = Object.keys(SALARY_CURRENCIES) as CurrencySymbol[];
// No escapes: inside a class "$" is plain, and a JSON Schema pattern may be read in Unicode mode, where "\€" is refused.
const symbolClass = `[${SYMBOLS.join("")}]`;

/** A range in thousands with the same symbol on both ends; a JSON Schema and the editor carry it too. */
export const SALARY_PATTERN = new RegExp(`^(${symbolClass})(\\d+)k - \\1(\\d+)k$`);

/** How to write it, in words: the data rule's message and the editor's hint say this. */
export const SALARY_EXAMPLES = SYMBOLS.map(
  (symbol) => `"${SALARY_CURRENCIES[symbol].example}" (${SALARY_CURRENCIES[symbol].name})`,
).join(", ");

/** The range and its ISO currency, or null for text the rule refuses. */
export function parseSalary(salary: string): { currency: string; min: number; max: number } | null {
  const match = SALARY_PATTERN.exec(salary);
  if (!match) return null;
  return {
    currency: SALARY_CURRENCIES[match[1] as CurrencySymbol].code,
    min: Number(match[2]) * 1000,
    max: Number(match[3]) * 1000,
  };
}
