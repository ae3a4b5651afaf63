import { SearchError } from './search';

/**
 * Algolia's filter languages, for the local engine: the `filters` string
 * (`hidden:false AND (categorySlug:crm OR categorySlug:cms) AND NOT product:helpdesk`, numeric
 * comparisons, `attr:1 TO 5`), `facetFilters` (AND of ORs, `-attr:value` negates) and
 * `numericFilters`. Facet values compare case-insensitively; an array attribute matches when any
 * element does. Tag filters are not supported (no record has `_tags`).
 */

export type RecordLike = Readonly<Record<string, unknown>>;
type RecordPredicate = (record: RecordLike) => boolean;

type Token =
  | { type: 'word'; value: string; quoted: boolean }
  | { type: 'op'; value: ':' | '=' | '!=' | '>' | '>=' | '<' | '<=' }
  | { type: 'paren'; value: '(' | ')' };

const OPERATORS = ['!=', '>=', '<=', ':', '=', '>', '<'] as const;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i];
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: 'paren', value: char });
      i += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      for (; j < input.length && input[j] !== char; j++) {
        if (input[j] === '\\' && j + 1 < input.length) j += 1;
        value += input[j];
      }
      if (j >= input.length) throw invalid(input, 'a quote is not closed');
      tokens.push({ type: 'word', value, quoted: true });
      i = j + 1;
    } else {
      const op = OPERATORS.find((candidate) => input.startsWith(candidate, i));
      if (op) {
        tokens.push({ type: 'op', value: op });
        i += op.length;
        continue;
      }
      let value = '';
      let j = i;
      while (j < input.length && !/[\s()":=<>]/.test(input[j]) && !input.startsWith('!=', j)) {
        if (input[j] === '\\' && j + 1 < input.length) j += 1;
        value += input[j];
        j += 1;
      }
      if (j === i) throw invalid(input, `unexpected "${input[i]}"`);
      tokens.push({ type: 'word', value, quoted: false });
      i = j;
    }
  }
  return tokens;
}

function invalid(input: string, reason: string): SearchError {
  return new SearchError('validation', `Invalid filters "${input}": ${reason}.`);
}

/** The value at a dotted path of a record ("category.name"). */
export function valueAt(record: RecordLike, path: string): unknown {
  if (path in record) return record[path];
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const valuesAt = (record: RecordLike, attribute: string): unknown[] => {
  const value = valueAt(record, attribute);
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
};

/** attribute:value, for a single value or any element of an array (case-insensitive). */
function facetPredicate(attribute: string, value: string): RecordPredicate {
  const expected = value.toLowerCase();
  const same = (actual: unknown) =>
    (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') &&
    String(actual).toLowerCase() === expected;
  return (record) => {
    const actual = valueAt(record, attribute);
    return Array.isArray(actual) ? actual.some(same) : same(actual);
  };
}

function numericPredicate(attribute: string, op: string, bound: number, upper?: number): RecordPredicate {
  return (record) =>
    valuesAt(record, attribute).some((actual) => {
      const value = typeof actual === 'number' ? actual : typeof actual === 'boolean' ? Number(actual) : Number.NaN;
      if (Number.isNaN(value)) return false;
      if (upper !== undefined) return value >= bound && value <= upper;
      switch (op) {
        case '=':
          return value === bound;
        case '!=':
          return value !== bound;
        case '>':
          return value > bound;
        case '>=':
          return value >= bound;
        case '<':
          return value < bound;
        default:
          return value <= bound;
      }
    });
}

function toNumber(input: string, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw invalid(input, `"${raw}" is not a number`);
  return value;
}

/** Parses a `filters` string into a predicate. Throws a validation SearchError on bad syntax. */
export function parseFilters(input: string): RecordPredicate {
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position];
  const isKeyword = (token: Token | undefined, keyword: string) =>
    token?.type === 'word' && !token.quoted && token.value.toUpperCase() === keyword;

  function parseOr(): RecordPredicate {
    const parts = [parseAnd()];
    while (isKeyword(peek(), 'OR')) {
      position += 1;
      parts.push(parseAnd());
    }
    return parts.length === 1 ? parts[0] : (record) => parts.some((part) => part(record));
  }

  function parseAnd(): RecordPredicate {
    const parts = [parseUnary()];
    while (isKeyword(peek(), 'AND')) {
      position += 1;
      parts.push(parseUnary());
    }
    return parts.length === 1 ? parts[0] : (record) => parts.every((part) => part(record));
  }

  function parseUnary(): RecordPredicate {
    const token = peek();
    if (!token) throw invalid(input, 'a condition is missing');
    if (isKeyword(token, 'NOT')) {
      position += 1;
      const inner = parseUnary();
      return (record) => !inner(record);
    }
    if (token.type === 'paren' && token.value === '(') {
      position += 1;
      const inner = parseOr();
      const closing = peek();
      if (closing?.type !== 'paren' || closing.value !== ')') throw invalid(input, 'a parenthesis is not closed');
      position += 1;
      return inner;
    }
    return parsePredicate();
  }

  function parsePredicate(): RecordPredicate {
    const attribute = tokens[position];
    const op = tokens[position + 1];
    const value = tokens[position + 2];
    if (attribute?.type !== 'word' || op?.type !== 'op' || value?.type !== 'word') {
      throw invalid(input, 'expected attribute:value or a numeric comparison');
    }
    position += 3;
    if (op.value === ':') {
      if (isKeyword(peek(), 'TO')) {
        const upper = tokens[position + 1];
        if (upper?.type !== 'word') throw invalid(input, 'a range needs an upper bound');
        position += 2;
        return numericPredicate(attribute.value, ':', toNumber(input, value.value), toNumber(input, upper.value));
      }
      return facetPredicate(attribute.value, value.value);
    }
    return numericPredicate(attribute.value, op.value, toNumber(input, value.value));
  }

  if (tokens.length === 0) return () => true;
  const predicate = parseOr();
  if (position < tokens.length) throw invalid(input, `unexpected "${tokens[position].value}"`);
  return predicate;
}

type FilterList = string | ReadonlyArray<string | ReadonlyArray<string>> | undefined;

/** facetFilters: the outer list is AND, an inner list is OR; `-attr:value` negates. */
export function parseFacetFilters(facetFilters: FilterList): RecordPredicate {
  const groups = normalizeList(facetFilters);
  if (groups.length === 0) return () => true;
  const compiled = groups.map((group) => group.map((filter) => facetFilterPredicate(filter)));
  return (record) => compiled.every((group) => group.some((predicate) => predicate(record)));
}

function facetFilterPredicate(filter: string): RecordPredicate {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon <= 0) throw new SearchError('validation', `Invalid facet filter "${filter}": expected attribute:value.`);
  const attribute = body.slice(0, colon);
  // The InstantSearch helper escapes a leading "-" of a value as "\-".
  const value = body.slice(colon + 1).replace(/^\\-/, '-');
  const predicate = facetPredicate(attribute, value);
  return negated ? (record) => !predicate(record) : predicate;
}

/** numericFilters: `attr>=3`, `attr:1 TO 5`; the outer list is AND, an inner list is OR. */
export function parseNumericFilters(numericFilters: FilterList): RecordPredicate {
  const groups = normalizeList(numericFilters);
  if (groups.length === 0) return () => true;
  const compiled = groups.map((group) => group.map((filter) => parseFilters(filter.replace(/(!=|>=|<=|=|>|<)/, ' $1 '))));
  return (record) => compiled.every((group) => group.some((predicate) => predicate(record)));
}

function normalizeList(list: FilterList): string[][] {
  if (list === undefined || list === null) return [];
  if (typeof list === 'string') {
    // Algolia also takes the list as a string: "a:1,(b:2,b:3)".
    return splitFilterString(list);
  }
  return list.map((entry) => (typeof entry === 'string' ? [entry] : [...entry])).filter((group) => group.length > 0);
}

function splitFilterString(list: string): string[][] {
  const groups: string[][] = [];
  let depth = 0;
  let current = '';
  let group: string[] | null = null;
  const flush = () => {
    const value = current.trim();
    current = '';
    if (!value) return;
    if (group) group.push(value);
    else groups.push([value]);
  };
  for (const char of list) {
    if (char === '(') {
      depth += 1;
      group = [];
    } else if (char === ')') {
      flush();
      depth -= 1;
      if (group && group.length) groups.push(group);
      group = null;
    } else if (char === ',') {
      flush();
    } else {
      current += char;
    }
  }
  flush();
  if (depth !== 0) throw new SearchError('validation', `Invalid filter list "${list}": a parenthesis is not closed.`);
  return groups;
}
