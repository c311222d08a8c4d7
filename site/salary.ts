/**
 * A role's yearly salary as the data writes it and the site shows it: a range in one currency,
 * written like "$120k - $150k" or "€80k - €100k". The symbol names the currency; job search
 * engines get its ISO code (src/seo/structured-data.ts).
 */
export const SALARY_CURRENCIES = { $: "USD", "€": "EUR" } as const;
export type SalarySymbol = keyof typeof SALARY_CURRENCIES;

// Inside a character class "$" and "€" stand for themselves.
const symbols = Object.keys(SALARY_CURRENCIES).join("");
/** The same symbol at both ends of the range. */
export const SALARY_PATTERN = new RegExp(`^([${symbols}])(\\d+)k - \\1(\\d+)k$`);

/** "€80k - €100k" as { currency: "EUR", min: 80000, max: 100000 }; null for any other text. */
export function parseSalary(salary: string): { currency: string; min: number; max: number } | null {
  const match = salary.match(SALARY_PATTERN);
  if (!match) return null;
  return {
    currency: SALARY_CURRENCIES[match[1] as SalarySymbol],
    min: Number(match[2]) * 1000,
    max: Number(match[3]) * 1000,
  };
}
