import type { HighlightResult, SearchResponse } from '../../../domain/search/search-contract';
import type { AppSearchRecord } from '../../../domain/search/search-records';
import { createLocalEngine } from './local-engine';

/** The engine reads a query several ways (split and joined words) and never reads a query without words as empty. */
const NAMES = { apps: 'apps', partners: 'partners' };

const app = (objectID: string, name: string, shortDescription: string, order = 0): AppSearchRecord => ({
  objectID,
  slug: name.toLowerCase(),
  name,
  shortDescription,
  longDescription: '',
  categoryName: 'CRM',
  categorySlug: 'crm',
  company: 'Acme',
  features: [],
  benefits: [],
  product: 'livechat',
  compatibility: ['livechat'],
  hidden: false,
  isService: false,
  order,
  icon: '',
  rate: null,
  votes: 0,
  installations: 0,
  payment: null,
  paymentType: 'free',
});

const APPS = [
  app('joined', 'Replybot', 'A chatbot that answers at night.', 10),
  app('split', 'Nightshift', 'Let bots chat with visitors.', 90),
  app('plural', 'Flowbuilder', 'Design chatbots visually.', 50),
  app('desk', 'Ticketly', 'A helpdesk inbox.', 5),
  app('other', 'Ledger', 'Invoices from the chat.', 99),
];

const engine = createLocalEngine({ apps: APPS, partners: [] }, NAMES);
const search = (query: string) =>
  engine.searchOne({ indexName: NAMES.apps, params: { query, hitsPerPage: 20 } }) as SearchResponse;
const ids = (query: string) => search(query).hits.map((hit) => hit.objectID);

describe('local engine: split and joined forms of a query meet', () => {
  it("finds the same apps for 'chat bot' and 'chatbot', matches as typed first", () => {
    // As typed: custom order 50 before 10 ("chatbots" starts with the last word); then the split reading.
    expect(ids('chatbot')).toEqual(['plural', 'joined', 'split']);
    expect(ids('chat bot')).toEqual(['split', 'plural', 'joined']);
  });

  it('splits a known compound and its plural, and joins adjacent words', () => {
    expect(ids('chatbots')).toEqual(['plural', 'split']);
    expect(ids('help desk')).toEqual(['desk']);
    expect(ids('helpdesk')).toEqual(['desk']);
  });

  it('marks the words of the reading that matched', () => {
    const joined = search('chat bot').hits.find((hit) => hit.objectID === 'joined');
    expect((joined?._highlightResult?.shortDescription as HighlightResult).value).toBe(
      'A <em>chatbot</em> that answers at night.',
    );
    const split = search('chatbot').hits.find((hit) => hit.objectID === 'split');
    expect((split?._highlightResult?.shortDescription as HighlightResult).value).toBe(
      'Let <em>bot</em>s <em>chat</em> with visitors.',
    );
    expect((split?._highlightResult?.shortDescription as HighlightResult).matchLevel).toBe('full');
  });
});

describe('local engine: a query without words', () => {
  it.each([['%%%%'], ['😀😀'], ['\u0001\u0002'], ['-- !!']])('%j matches nothing (not the whole catalogue)', (query) => {
    expect(search(query)).toMatchObject({ nbHits: 0, hits: [] });
  });

  it('the empty query still matches every record (facet and browse requests)', () => {
    expect(search('').nbHits).toBe(APPS.length);
  });
});
