/**
 * Text rules shared by the local search engine and its highlighting: what a word is, how it is
 * normalised, and how matches are marked in a text. The engine library does the matching; these
 * decide what it sees, so highlighting marks exactly the words the engine matched.
 */

/** Words are runs of letters and digits (any script). */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
/** A lower-case letter followed by an upper-case one: the seam inside "ParcelWorks". */
const CAMEL_SEAM = /(?<=\p{Ll})(?=\p{Lu})/u;

/** Lower case without diacritics: "Café" and "cafe" are the same word. */
export function normalizeTerm(term: string): string {
  // Most words are ASCII: lower-casing is all they need (and it is much faster than NFD).
  return ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(MARKS, '').toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** "ParcelWorks" → ["Parcel", "Works"]; a word without a seam → []. */
export function camelCaseParts(word: string): string[] {
  const parts = word.split(CAMEL_SEAM);
  return parts.length > 1 ? parts : [];
}

/** Words to index: each word, plus the parts of camel-cased words where asked (names). */
export function indexWords(text: string, splitCamelCase: boolean): string[] {
  const found = words(text);
  if (!splitCamelCase) return found;
  const out: string[] = [];
  for (const word of found) {
    out.push(word);
    for (const part of camelCaseParts(word)) out.push(part);
  }
  return out;
}

/** HTML as plain text for searching: tags dropped (script and style with their content), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|br|li|ul|ol|h\d|blockquote|pre|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, entity: string) => {
      const lower = entity.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How one (normalised) word of a text matched a search: how many leading characters to mark (the
 * whole word for an exact or typo-tolerant match, the typed prefix for a prefix match) and which
 * query term it answered; null when it did not match.
 */
export type WordMatcher = (normalizedWord: string) => { length: number; queryTerm: string } | null;

interface Highlighted {
  value: string;
  /** Normalised query terms that matched somewhere in the text. */
  matchedWords: string[];
  /** Whether anything was marked. */
  matched: boolean;
  /** Whether every word of the text was marked. */
  fully: boolean;
}

/**
 * Marks the matching words of a text with `pre`/`post` (Algolia's highlight tags). Where the
 * attribute is searched by camel-case parts, the parts are checked too, so "Works" is marked inside
 * "ParcelWorks". The text is not escaped: like Algolia's answers, escaping is the renderer's job
 * (InstantSearch escapes hits; the site renders parts as text).
 */
export function highlightText(
  text: string,
  matchWord: WordMatcher,
  pre: string,
  post: string,
  splitCamelCase = false,
): Highlighted {
  let out = '';
  let last = 0;
  let marked = 0;
  let total = 0;
  const matchedWords = new Set<string>();
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    const start = found.index ?? 0;
    total += 1;
    const spans = spansOf(word, matchWord, matchedWords, splitCamelCase);
    if (spans.length === 0) continue;
    marked += 1;
    out += text.slice(last, start);
    let cursor = 0;
    for (const [from, to] of spans) {
      out += word.slice(cursor, from) + pre + word.slice(from, to) + post;
      cursor = to;
    }
    out += word.slice(cursor);
    last = start + word.length;
  }
  out += text.slice(last);
  return { value: out, matchedWords: [...matchedWords], matched: marked > 0, fully: total > 0 && marked === total };
}

function spansOf(
  word: string,
  matchWord: WordMatcher,
  matchedWords: Set<string>,
  splitCamelCase: boolean,
): Array<[number, number]> {
  const whole = matchWord(normalizeTerm(word));
  if (whole) {
    matchedWords.add(whole.queryTerm);
    return [[0, Math.min(whole.length, word.length)]];
  }
  if (!splitCamelCase) return [];
  const spans: Array<[number, number]> = [];
  let offset = 0;
  for (const part of camelCaseParts(word)) {
    const hit = matchWord(normalizeTerm(part));
    if (hit) {
      matchedWords.add(hit.queryTerm);
      spans.push([offset, offset + Math.min(hit.length, part.length)]);
    }
    offset += part.length;
  }
  return spans;
}

/**
 * A window of about `size` words around the first marked word (Algolia's snippet): the same
 * marks, with `ellipsis` where the text was cut.
 */
export function snippetOf(highlighted: string, pre: string, size: number, ellipsis: string): string {
  const tokens = highlighted.split(/(\s+)/);
  const wordsOnly = tokens.filter((token) => token.trim() !== '');
  if (wordsOnly.length <= size) return highlighted;
  const firstMark = Math.max(
    0,
    wordsOnly.findIndex((token) => token.includes(pre)),
  );
  const start = Math.max(0, Math.min(firstMark - Math.floor(size / 3), wordsOnly.length - size));
  const end = start + size;
  return `${start > 0 ? ellipsis : ''}${wordsOnly.slice(start, end).join(' ')}${end < wordsOnly.length ? ellipsis : ''}`;
}

/** Highlight tags the site asks for (InstantSearch's own, so a value never contains them by chance). */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/** A highlighted value as parts to render, without HTML: `marked` parts matched the query. */
export function highlightParts(
  value: string,
  pre = HIGHLIGHT_PRE_TAG,
  post = HIGHLIGHT_POST_TAG,
): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let rest = value;
  while (rest) {
    const start = rest.indexOf(pre);
    if (start < 0) break;
    const end = rest.indexOf(post, start + pre.length);
    if (end < 0) break;
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    parts.push({ text: rest.slice(start + pre.length, end), marked: true });
    rest = rest.slice(end + post.length);
  }
  if (rest) parts.push({ text: rest, marked: false });
  return parts.filter((part) => part.text !== '');
}
