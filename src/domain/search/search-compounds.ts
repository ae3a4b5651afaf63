/**
 * Split and joined forms of a query: "chat bot" and "chatbot" should find the same apps. A query
 * is read several ways, and a record matching any reading matches the query:
 * - as typed;
 * - with a known compound split into its words ("chatbot" → "chat bot", "chatbots" → "chat bots");
 * - with two adjacent words joined ("chat bot" → "chatbot", "e commerce" → "ecommerce").
 * The local engine reads queries this way. The Algolia sync pushes the known compounds as
 * synonyms, so the hosted index treats both forms alike whatever its own word splitting and
 * concatenation do (with typoTolerance 'min' it keeps only the matches with the fewest typos).
 */

/** Compounds people write both joined and split, as their words. */
export const KNOWN_COMPOUNDS: ReadonlyArray<ReadonlyArray<string>> = [
  ['chat', 'bot'],
  ['live', 'chat'],
  ['help', 'desk'],
  ['e', 'commerce'],
  ['e', 'mail'],
  ['knowledge', 'base'],
  ['whats', 'app'],
  ['word', 'press'],
  ['hub', 'spot'],
  ['sales', 'force'],
  ['mail', 'chimp'],
  ['work', 'flow'],
  ['web', 'site'],
  ['web', 'hook'],
  ['check', 'out'],
  ['add', 'on'],
  ['on', 'boarding'],
  ['call', 'back'],
  ['co', 'browsing'],
  ['screen', 'share'],
];

/** Readings beyond this many are not tried (a long query has many adjacent pairs). */
export const MAX_QUERY_READINGS = 8;

const PARTS_OF: ReadonlyMap<string, ReadonlyArray<string>> = new Map(KNOWN_COMPOUNDS.map((parts) => [parts.join(''), parts]));

/** The words of a known compound ("chatbot" → chat, bot; the plural "chatbots" → chat, bots); null for other words. */
export function compoundParts(term: string): string[] | null {
  const parts = PARTS_OF.get(term);
  if (parts) return [...parts];
  const singular = term.endsWith('s') ? PARTS_OF.get(term.slice(0, -1)) : undefined;
  return singular ? [...singular.slice(0, -1), `${singular[singular.length - 1]}s`] : null;
}

/**
 * The readings of a query's (normalised) terms, the terms as typed first, then known compounds
 * split, then adjacent pairs joined; each reading once, at most MAX_QUERY_READINGS.
 */
export function queryReadings(terms: ReadonlyArray<string>): string[][] {
  const readings: string[][] = [];
  const seen = new Set<string>();
  const add = (reading: string[]) => {
    const key = reading.join(' ');
    if (readings.length >= MAX_QUERY_READINGS || seen.has(key)) return;
    seen.add(key);
    readings.push(reading);
  };
  add([...terms]);
  terms.forEach((term, index) => {
    const parts = compoundParts(term);
    if (parts) add([...terms.slice(0, index), ...parts, ...terms.slice(index + 1)]);
  });
  for (let index = 0; index + 1 < terms.length; index++) {
    add([...terms.slice(0, index), terms[index] + terms[index + 1], ...terms.slice(index + 2)]);
  }
  return readings;
}
