/**
 * What a page says, section by section, and what it says more than once: the home page's check
 * (issue 49: "no sentence or figure repeated across sections"). Pure: the spec reads the texts in
 * the browser and hands them here.
 */

/** A figure as the site writes them: 4-8 weeks, 24 hours, 60-minute, 100+, 24/7, 99.9%. */
const FIGURE =
  /\b\d+(?:[.,]\d+)?(?:\s?%|\+|\/\d+|(?:\s?-\s?\d+)?[\s-](?:minutes?|hours?|days?|weeks?|months?|years?)\b)/gi;

const STOP = new Set(
  "the and for with that this your you our are was were from into have has will can all its their them they".split(" "),
);
/** A sentence's content words, lightly stemmed, so "hosted on trusted platforms" meets "host on trusted platforms". */
const words = (sentence: string) =>
  new Set(
    (sentence.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      .filter((word) => !STOP.has(word))
      .map((word) => word.replace(/(ing|ed|es|s)$/, "")),
  );
/** How much of the shorter sentence the longer one repeats (the overlap coefficient of their words). */
const overlap = (a: Set<string>, b: Set<string>) =>
  [...a].filter((word) => b.has(word)).length / Math.min(a.size, b.size);

/** The sentences of a text: six content words or more (a heading or a link's name is a label, not a sentence). */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => words(sentence).size >= 6);
export const figuresOf = (text: string) => (text.match(FIGURE) ?? []).map((figure) => figure.replace(/\s+/g, " "));

/**
 * Each figure said in more than one section, and each pair of sentences in different sections
 * that share at least `similar` of the shorter one's words (1 = the same words).
 */
export function saidTwice(sections: { name: string; text: string }[], similar = 0.6): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, text } of sections)
    for (const figure of new Set(figuresOf(text))) {
      const first = seen.get(figure);
      if (first && first !== name) problems.push(`the figure "${figure}" is in "${first}" and in "${name}"`);
      else seen.set(figure, name);
    }
  const sentences = sections.flatMap(({ name, text }) =>
    sentencesOf(text).map((sentence) => ({ name, sentence, words: words(sentence) })),
  );
  sentences.forEach((a, index) => {
    for (const b of sentences.slice(index + 1))
      if (a.name !== b.name && overlap(a.words, b.words) >= similar)
        problems.push(`"${a.sentence}" (${a.name}) and "${b.sentence}" (${b.name}) say the same`);
  });
  return problems;
}
