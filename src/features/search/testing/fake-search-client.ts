import { withSearchRules } from '../../../domain/search/search-client';
import type { SearchRequest, SearchResult, SearchTransport } from '../../../domain/search/search-contract';
import type { AppSearchRecord, PartnerSearchRecord } from '../../../domain/search/search-records';
import { createLocalEngine } from '../engine/local-engine';
import type { SearchSetup } from '../load-search-client';

/**
 * A fake search client for UI tests: a few records answered by the engine, with every request
 * recorded, and answers that can be held back (to see the stalled state) or failed.
 */
const FAKE_INDICES = { apps: 'test_apps', partners: 'test_partners' } as const;

const app = (objectID: string, name: string, order: number, extra: Partial<AppSearchRecord> = {}): AppSearchRecord => ({
  objectID,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  shortDescription: `${name} for your chats.`,
  longDescription: '',
  categoryName: 'E-commerce',
  categorySlug: 'e-commerce',
  company: 'Cobalt Digital',
  features: [],
  benefits: [],
  product: 'livechat',
  compatibility: ['livechat'],
  hidden: false,
  isService: false,
  order,
  icon: '/images/apps/x.svg',
  rate: 4.5,
  votes: 3,
  installations: 10,
  payment: null,
  paymentType: 'free',
  ...extra,
});

export const FAKE_APPS: AppSearchRecord[] = [
  // §2 placements of an installed app's hit (the one the host link follows; ParcelWorks' designation picks its settings path).
  app('a1', 'ParcelWorks', 55, { placement: 'settings', designation: 'integration' }),
  app('a2', 'ParcelForge', 10, { placement: 'fullscreen' }),
  app('a3', 'Ledger', 90, { shortDescription: 'Invoices for parcel shops.' }),
  app('a4', 'Parcel Training', 5, { isService: true }),
];

export const FAKE_PARTNERS: PartnerSearchRecord[] = [
  {
    objectID: 'p1',
    slug: 'parcel-partners',
    name: 'Parcel Partners',
    shortDescription: 'Shipping experts.',
    description: '',
    company: 'PP',
    logo: '/images/partners/pp.svg',
    country: 'Poland',
    languages: ['Polish'],
    services: ['training'],
    products: ['livechat'],
    recommended: true,
    rate: 5,
    votes: 2,
    rankScore: 4.6,
  },
];

export interface FakeSearch {
  setup: SearchSetup;
  getClient: () => Promise<SearchSetup>;
  /** Every call the client passed on (queries too short to search never get here). */
  requests: SearchRequest[][];
  /** Holds answers back until release() (to see the stalled state). */
  hold(): void;
  release(): void;
  fail(): void;
  /** Answers again after fail(). */
  recover(): void;
}

/** `count` more apps matching "parcel" (to page through: the search page shows 12 at a time). */
export const moreParcelApps = (count: number): AppSearchRecord[] =>
  Array.from({ length: count }, (_, index) => app(`m${index + 1}`, `Parcel Helper ${index + 1}`, 1000 + index));

/** `count` more partners matching "parcel". */
export const moreParcelPartners = (count: number): PartnerSearchRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    ...FAKE_PARTNERS[0],
    objectID: `q${index + 1}`,
    slug: `parcel-crew-${index + 1}`,
    name: `Parcel Crew ${index + 1}`,
    recommended: false,
  }));

export function fakeSearch(extraApps: AppSearchRecord[] = [], extraPartners: PartnerSearchRecord[] = []): FakeSearch {
  const engine = createLocalEngine(
    { apps: [...FAKE_APPS, ...extraApps], partners: [...FAKE_PARTNERS, ...extraPartners] },
    FAKE_INDICES,
  );
  const requests: SearchRequest[][] = [];
  let held: Array<() => void> | null = null;
  let failing = false;
  const transport: SearchTransport = {
    async search(sent) {
      requests.push([...sent]);
      const waiting = held;
      if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
      if (failing) throw new Error('search service down');
      return engine.search(sent) as Promise<{ results: SearchResult[] }>;
    },
  };
  const setup: SearchSetup = {
    client: withSearchRules(transport, { appsIndex: FAKE_INDICES.apps, isAgentApp: false }),
    indices: FAKE_INDICES,
    warm: async () => undefined,
  };
  return {
    setup,
    getClient: () => Promise.resolve(setup),
    requests,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    fail: () => {
      failing = true;
    },
    recover: () => {
      failing = false;
    },
  };
}
