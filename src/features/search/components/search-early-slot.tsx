import { EARLY_SLOT_ATTRIBUTE, EARLY_TEMPLATE_ATTRIBUTE } from '../early/early-handoff';
import type { PageAnswers } from '../search-answers';
import type { AppHit, PartnerHit } from '../search-hits';
import { NoResults, SearchResultsView } from './search-results-view';

/**
 * Where the search page's early script (early/early-search-entry.ts) puts the first results of a
 * query from the URL before the site's scripts have run, and the sample it copies their markup from.
 * Both are rendered only until the page mounts; mounting, the page's view takes the slot's place
 * with the same DOM.
 */

const SAMPLE_QUERY = 'sample';

const sampleApp = {
  objectID: 'sample-app',
  slug: 'sample-app',
  name: 'Sample app',
  shortDescription: 'Sample description',
  categoryName: 'Sample category',
  company: 'Sample developer',
  isService: false,
  icon: '',
  rate: 4.5,
  votes: 2,
  payment: null,
  // One badge of each tone: the early script copies their classes.
  compatibility: ['livechat'],
  underMaintenance: true,
} as unknown as AppHit;

const samplePartner = {
  objectID: 'sample-partner',
  slug: 'sample-partner',
  name: 'Sample partner',
  shortDescription: 'Sample description',
  company: 'Sample partner',
  logo: '',
  country: 'Sample country',
  services: [],
  recommended: false,
  rate: 4.5,
  votes: 2,
} as unknown as PartnerHit;

/** One hit in each section, with a rating and more to show: every part of the markup the early script fills in. */
export const SAMPLE_ANSWERS: Required<PageAnswers> = {
  apps: { query: SAMPLE_QUERY, hits: [sampleApp], nbHits: 2, isLastPage: false },
  partners: { query: SAMPLE_QUERY, hits: [samplePartner], nbHits: 2, isLastPage: false },
};

const noop = () => undefined;

/** What the early script copies: the view with one hit in each section, and its empty state. */
export function EarlySample() {
  return (
    <>
      <SearchResultsView query={SAMPLE_QUERY} answers={SAMPLE_ANSWERS} waiting={false} failed={false} onShowMore={noop} />
      <NoResults query={SAMPLE_QUERY} />
    </>
  );
}

/**
 * The server renders the sample inside a <template> (inert: not shown, not in the document's
 * tree); the browser's <template> holds it in its content, not as children, so the browser renders
 * the element empty and hydration finds it as it expects. The slot is left to the early script:
 * React does not touch an element's inner HTML when hydrating it.
 */
export function SearchEarlySlot() {
  const server = typeof window === 'undefined';
  const slot = { [EARLY_SLOT_ATTRIBUTE]: '' };
  const template = { [EARLY_TEMPLATE_ATTRIBUTE]: '' };
  return (
    <>
      <div {...slot} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      <template {...template}>{server && <EarlySample />}</template>
    </>
  );
}
