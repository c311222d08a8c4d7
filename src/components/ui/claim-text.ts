/** One of the company's claims (data/site.json `claims`): a figure and what it is, e.g. "24/7" and "Monitoring of the systems we run for you". */
type Claim = { readonly key: string; readonly value: string; readonly label: string };

/**
 * A claim written into a sentence, "24/7 monitoring of the systems we run for you", so that a text
 * quoting it says what the claim says. Empty when no claim has that key.
 */
export function claimText(claims: readonly Claim[], key: string): string {
  const claim = claims.find((candidate) => candidate.key === key);
  if (!claim) return "";
  return `${claim.value} ${claim.label.charAt(0).toLowerCase()}${claim.label.slice(1)}`;
}
