import SearchableMap from 'minisearch/SearchableMap';
import { valueAt, type RecordLike } from '../../../domain/search/search-filters';
import type { SearchIndexDefinition } from '../../../domain/search/search-records';
import { indexWords, normalizeTerm } from '../../../domain/search/search-text';

/**
 * The engine's index of one collection (apps or partners): for each indexed word, which records
 * hold it in which attributes, in MiniSearch's SearchableMap (a radix tree: exact, prefix and
 * Levenshtein lookups), plus the parts of the ranking that do not depend on the query.
 */

/** The records holding one word, and for each a bit mask of the attributes it is in. */
export interface Posting {
  docs: number[];
  masks: number[];
}

export interface Collection {
  name: string;
  definition: SearchIndexDefinition;
  records: ReadonlyArray<RecordLike>;
  terms: SearchableMap<Posting>;
  /** Attribute bit mask → the best (lowest) §2 group among its attributes. */
  groupOfMask: Uint8Array;
  /** Per record position: rank by custom ranking (ties share a rank), and rank by name (unique). */
  customRank: Int32Array;
  nameRank: Int32Array;
  /** Record position of each name rank. */
  docOfNameRank: Int32Array;
}

function textOf(record: RecordLike, attribute: string): string {
  const value = valueAt(record, attribute);
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/**
 * The work of building a collection, one step per record and per word, so that it can run either
 * at once (buildCollection) or in slices that let the browser paint and answer input in between
 * (buildCollectionInSlices): the same code either way.
 */
function* collectionSteps(
  name: string,
  definition: SearchIndexDefinition,
  records: ReadonlyArray<RecordLike>,
): Generator<void, Collection, void> {
  const attributes = definition.groups.flat();
  const splitCamelCase = attributes.map((attribute) => definition.camelCaseAttributes.includes(attribute));
  // Records are read in order, so a term's postings grow at the end: its last entry is this
  // record's, or there is none yet (no per-term map, no copies).
  const postings = new Map<string, Posting>();
  for (let doc = 0; doc < records.length; doc++) {
    const record = records[doc];
    for (let bit = 0; bit < attributes.length; bit++) {
      for (const word of indexWords(textOf(record, attributes[bit]), splitCamelCase[bit])) {
        const term = normalizeTerm(word);
        const posting = postings.get(term);
        if (!posting) postings.set(term, { docs: [doc], masks: [1 << bit] });
        else if (posting.docs[posting.docs.length - 1] === doc) posting.masks[posting.masks.length - 1] |= 1 << bit;
        else {
          posting.docs.push(doc);
          posting.masks.push(1 << bit);
        }
      }
    }
    yield;
  }
  const terms = new SearchableMap<Posting>();
  for (const [term, posting] of postings) {
    terms.set(term, posting);
    yield;
  }

  const groupOfBit = attributes.map((attribute) => definition.groups.findIndex((group) => group.includes(attribute)));
  const groupOfMask = new Uint8Array(1 << attributes.length);
  for (let mask = 1; mask < groupOfMask.length; mask++) {
    let best = definition.groups.length;
    for (let bit = 0; bit < attributes.length; bit++) if (mask & (1 << bit)) best = Math.min(best, groupOfBit[bit]);
    groupOfMask[mask] = best;
  }
  const { customRank, nameRank, docOfNameRank } = staticRanks(records, definition.customRanking);
  return { name, definition, records, terms, groupOfMask, customRank, nameRank, docOfNameRank };
}

export function buildCollection(name: string, definition: SearchIndexDefinition, records: ReadonlyArray<RecordLike>): Collection {
  const steps = collectionSteps(name, definition, records);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gives the browser a turn: scheduler.yield() where there is one (it keeps the task's priority), else a task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the build may hold the main thread before it pauses (a long task is 50 ms; CPUs are slower than this one). */
const BUILD_SLICE_MS = 8;

/**
 * buildCollection in slices of at most `sliceMs`, awaiting `pause` between them: a large catalogue's
 * index is built without one long task (the page stays responsive while the first query waits).
 */
export async function buildCollectionInSlices(
  name: string,
  definition: SearchIndexDefinition,
  records: ReadonlyArray<RecordLike>,
  { pause = yieldToBrowser, sliceMs = BUILD_SLICE_MS, now = () => performance.now() } = {},
): Promise<Collection> {
  const steps = collectionSteps(name, definition, records);
  let sliceStart = now();
  for (let count = 1; ; count++) {
    const step = steps.next();
    if (step.done) return step.value;
    // The clock is read every 32 steps: a step is a record or a word, far below a millisecond.
    if (count % 32 === 0 && now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
  }
}

const rankValue = (value: unknown): number => (typeof value === 'number' ? value : value === true ? 1 : 0);

/** The parts of the ranking that do not depend on the query, computed once. */
function staticRanks(records: ReadonlyArray<RecordLike>, customRanking: ReadonlyArray<string>) {
  const positions = records.map((_, doc) => doc);
  const byName = [...positions].sort((a, b) => {
    const nameA = String(records[a].name ?? '');
    const nameB = String(records[b].name ?? '');
    if (nameA !== nameB) return nameA < nameB ? -1 : 1;
    return String(records[a].objectID) < String(records[b].objectID) ? -1 : 1;
  });
  const nameRank = new Int32Array(records.length);
  const docOfNameRank = new Int32Array(records.length);
  byName.forEach((doc, rank) => {
    nameRank[doc] = rank;
    docOfNameRank[rank] = doc;
  });
  const compareCustom = (a: number, b: number) => {
    for (const attribute of customRanking) {
      const difference = rankValue(records[b][attribute]) - rankValue(records[a][attribute]);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const byCustom = [...positions].sort(compareCustom);
  const customRank = new Int32Array(records.length);
  byCustom.forEach((doc, index) => {
    customRank[doc] = index > 0 && compareCustom(byCustom[index - 1], doc) === 0 ? customRank[byCustom[index - 1]] : index;
  });
  return { customRank, nameRank, docOfNameRank };
}
