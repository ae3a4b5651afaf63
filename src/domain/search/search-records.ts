import type { ApiPayment, WidgetPlacement } from '../catalogue/contract';
import { hasSettingsPath, installedPlacement } from '../install/installed-placement';
import { discountPropsOf, type DiscountProps } from '../pricing/price-summary';
import { FACET_VALUES_DEFAULT, SEARCH_RESULT_LIMIT, SearchError } from './search';
import type { SearchIndexKind } from './search-index-names';
import { htmlToText } from './search-text';
import { MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS } from './search-typos';

/**
 * Search records: what the search indices hold for an app (or service) and for a partner, built
 * the same way for the build's local index and for the Algolia sync, plus each index's settings
 * (ranking, faceting, what hits carry). Both engines read the settings from here, so the local
 * engine ranks as the Algolia index is configured to.
 */

export interface AppSearchRecord {
  /** The app id. */
  objectID: string;
  slug: string;
  name: string;
  shortDescription: string;
  /** Plain text of the (sanitised) HTML long description. */
  longDescription: string;
  categoryName: string;
  categorySlug: string;
  /** Developer (company) name. */
  company: string;
  features: string[];
  benefits: string[];
  /** The product the app was built for (agent-app mode leaves out 'helpdesk', §5). */
  product: string;
  compatibility: string[];
  hidden: boolean;
  isService: boolean;
  /** customProps.order as a number; higher ranks first inside a match group (§2). */
  order: number;
  icon: string;
  rate: number | null;
  votes: number;
  installations: number;
  payment: ApiPayment | null;
  paymentType: string;
  /** The time-limited discount keys of customProps (§5), so a hit shows the price that applies. */
  customProps?: DiscountProps;
  /** Whether that discount was active when the index was built (the first render's state). */
  discountActive?: boolean;
  /**
   * The one widget placement an installed app's hit links to (§2: Open app / Open settings / Go to
   * Chats / Go to Reports), not the whole list: absent when none of them applies (plain 'Installed').
   */
  placement?: WidgetPlacement;
  /** The app's designation, only where it picks the host's settings path (placement settings). */
  designation?: string;
  /**
   * What a hit's card shows and its install action needs, as the listing's cards (§2, §4-§6):
   * written only when they say something (true, a value), so the index stays small.
   */
  underMaintenance?: boolean;
  /** Written only when false (unknown counts as installable). */
  installable?: boolean;
  developerId?: string;
  plan?: string;
  widgetId?: string;
  /** customProps.onlyOwnerCanInstall (§6), only when 'true'. */
  onlyOwnerCanInstall?: boolean;
  /** For the "recently published" sort. */
  publishedAt?: string;
}

export interface PartnerSearchRecord {
  /** The partner id. */
  objectID: string;
  slug: string;
  name: string;
  shortDescription: string;
  /** Plain text of the (sanitised) HTML description. */
  description: string;
  company: string;
  logo: string;
  country: string;
  languages: string[];
  services: string[];
  products: string[];
  recommended: boolean;
  rate: number;
  votes: number;
  /** The Bayesian average the partner pages rank by (src/domain/catalogue/partner-ranking.ts). */
  rankScore: number;
}

/** The fields of an app node (src/build/schema.ts) a record is made of. */
export type AppSearchSource = Omit<
  AppSearchRecord,
  | 'objectID'
  | 'longDescription'
  | 'customProps'
  | 'placement'
  | 'designation'
  | 'onlyOwnerCanInstall'
  | 'plan'
  | 'widgetId'
  | 'publishedAt'
> & {
  appId: string;
  plan?: string | null;
  widgetId?: string | null;
  publishedAt?: string | null;
  longDescription: string;
  customProps?: Record<string, unknown>;
  placements?: readonly string[] | null;
  designation?: string | null;
};

/** What an installed app's hit needs for its host link (§2), and no more: the index stays small. */
function installedLinkFields(source: Pick<AppSearchSource, 'placements' | 'designation'>) {
  const placement = installedPlacement({ placements: source.placements ?? [] });
  if (!placement) return {};
  const { designation } = source;
  return placement === 'settings' && hasSettingsPath(designation) ? { placement, designation } : { placement };
}

/** The fields of a partner node a record is made of. */
export type PartnerSearchSource = Omit<PartnerSearchRecord, 'objectID' | 'description'> & {
  partnerId: string;
  description: string;
};

const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Features the long description already states are left out of the record: a match in them ranks
 * in the long-description group anyway (it comes before "the rest"), so the ranking is the same
 * and the index is smaller.
 */
function featuresNotIn(longDescription: string, features: string[]): string[] {
  const text = comparable(longDescription);
  return features.filter((feature) => !text.includes(comparable(feature)));
}

/** The card's and install action's fields of a record, each only where it says something. */
function cardFields(source: AppSearchSource): Partial<AppSearchRecord> {
  const fields: Partial<AppSearchRecord> = {};
  if (source.underMaintenance) fields.underMaintenance = true;
  if (source.installable === false) fields.installable = false;
  if (source.developerId) fields.developerId = source.developerId;
  if (source.plan) fields.plan = source.plan;
  if (source.widgetId) fields.widgetId = source.widgetId;
  if (source.customProps?.onlyOwnerCanInstall === 'true') fields.onlyOwnerCanInstall = true;
  if (source.publishedAt) fields.publishedAt = source.publishedAt;
  return fields;
}

export function appSearchRecord(source: AppSearchSource): AppSearchRecord {
  const longDescription = htmlToText(source.longDescription);
  return {
    objectID: source.appId,
    slug: source.slug,
    name: source.name,
    shortDescription: source.shortDescription,
    longDescription,
    categoryName: source.categoryName,
    categorySlug: source.categorySlug,
    company: source.company,
    features: featuresNotIn(longDescription, source.features),
    benefits: source.benefits,
    product: source.product,
    compatibility: source.compatibility,
    hidden: source.hidden,
    isService: source.isService,
    order: source.order,
    icon: source.icon,
    rate: source.rate,
    votes: source.votes,
    installations: source.installations,
    payment: source.payment,
    paymentType: source.paymentType,
    customProps: discountPropsOf(source.customProps),
    discountActive: source.discountActive ?? false,
    ...installedLinkFields(source),
    ...cardFields(source),
  };
}

export function partnerSearchRecord(source: PartnerSearchSource): PartnerSearchRecord {
  return {
    objectID: source.partnerId,
    slug: source.slug,
    name: source.name,
    shortDescription: source.shortDescription,
    description: htmlToText(source.description),
    company: source.company,
    logo: source.logo,
    country: source.country,
    languages: source.languages,
    services: source.services,
    products: source.products,
    recommended: source.recommended,
    rate: source.rate,
    votes: source.votes,
    rankScore: source.rankScore,
  };
}

/** The two indices of the site (apps and services; partners) and their local names. */
export { LOCAL_INDEX_NAMES, type SearchIndexKind } from './search-index-names';

export interface SearchRecords {
  apps: AppSearchRecord[];
  partners: PartnerSearchRecord[];
}

/** Records stored column by column: like values sit together, which gzip packs far better. */
interface ColumnTable {
  count: number;
  columns: Record<string, unknown[]>;
}

/**
 * What the build writes for the local engine: the records of both indices, column by column.
 * Hidden apps are left out (they have no page); the engine still filters hidden:false on every
 * search.
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  apps: ColumnTable;
  partners: ColumnTable;
}

const SEARCH_INDEX_VERSION = 2;

function toColumns<T extends object>(records: ReadonlyArray<T>): ColumnTable {
  const columns: Record<string, unknown[]> = {};
  records.forEach((record, row) => {
    for (const [key, value] of Object.entries(record)) {
      (columns[key] ??= new Array(records.length).fill(null))[row] = value;
    }
  });
  return { count: records.length, columns };
}

function fromColumns(table: ColumnTable): Array<Record<string, unknown>> {
  const keys = Object.keys(table.columns);
  return Array.from({ length: table.count }, (_, row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) record[key] = table.columns[key][row];
    return record;
  });
}

export function searchIndexFile({ apps, partners }: SearchRecords): SearchIndexFile {
  return { version: SEARCH_INDEX_VERSION, apps: toColumns(apps.filter((app) => !app.hidden)), partners: toColumns(partners) };
}

const isTable = (value: unknown): value is ColumnTable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ColumnTable).count === 'number' &&
  typeof (value as ColumnTable).columns === 'object' &&
  (value as ColumnTable).columns !== null &&
  Object.values((value as ColumnTable).columns).every(
    (column) => Array.isArray(column) && column.length === (value as ColumnTable).count,
  );

/** The records of an index file; a validation error when the file is not one this code writes. */
export function readSearchIndexFile(file: unknown): SearchRecords {
  const candidate = file as Partial<SearchIndexFile> | null;
  if (!candidate || candidate.version !== SEARCH_INDEX_VERSION || !isTable(candidate.apps) || !isTable(candidate.partners)) {
    throw new SearchError(
      'validation',
      `The search index is not in the format this site reads (version ${SEARCH_INDEX_VERSION}).`,
    );
  }
  return {
    apps: fromColumns(candidate.apps) as unknown as AppSearchRecord[],
    partners: fromColumns(candidate.partners) as unknown as PartnerSearchRecord[],
  };
}

/** How one index searches and ranks, in terms both engines understand. */
export interface SearchIndexDefinition {
  /**
   * Match groups in rank order (§2): a hit ranks by the first group a query word matched in.
   * Attributes of one group rank alike.
   */
  groups: ReadonlyArray<ReadonlyArray<string>>;
  /** Attributes whose camel-cased words are also searched by their parts ("ParcelWorks" → "works"). */
  camelCaseAttributes: ReadonlyArray<string>;
  /** Ties inside a group: these numeric/boolean attributes, descending. */
  customRanking: ReadonlyArray<string>;
  /** Attributes that can be filtered and faceted on. */
  attributesForFaceting: ReadonlyArray<string>;
  /** What a hit carries unless the request asks otherwise. */
  attributesToRetrieve: ReadonlyArray<string>;
  attributesToHighlight: ReadonlyArray<string>;
  /** `attribute:words` of the snippets a hit carries. */
  attributesToSnippet: ReadonlyArray<string>;
}

export const APP_INDEX: SearchIndexDefinition = {
  groups: [['name'], ['shortDescription'], ['longDescription'], ['categoryName'], ['company', 'features', 'benefits']],
  camelCaseAttributes: ['name', 'company'],
  customRanking: ['order'],
  attributesForFaceting: [
    'hidden',
    'product',
    'compatibility',
    'categoryName',
    'categorySlug',
    'isService',
    'paymentType',
    'company',
  ],
  attributesToRetrieve: [
    'slug',
    'name',
    'shortDescription',
    'categoryName',
    'categorySlug',
    'company',
    'product',
    'compatibility',
    'isService',
    'order',
    'icon',
    'rate',
    'votes',
    'installations',
    'payment',
    'paymentType',
    'customProps',
    'discountActive',
    'placement',
    'designation',
    'underMaintenance',
    'installable',
    'developerId',
    'plan',
    'widgetId',
    'onlyOwnerCanInstall',
    'publishedAt',
  ],
  attributesToHighlight: ['name', 'shortDescription', 'categoryName', 'company'],
  attributesToSnippet: ['longDescription:24'],
};

export const PARTNER_INDEX: SearchIndexDefinition = {
  groups: [['name'], ['shortDescription'], ['description'], ['company', 'services', 'country', 'languages']],
  camelCaseAttributes: ['name', 'company'],
  // As the partner pages rank (README, Partner ranking): one 5.0 vote is not above hundreds.
  customRanking: ['recommended', 'rankScore', 'votes'],
  attributesForFaceting: ['country', 'languages', 'services', 'products', 'recommended'],
  attributesToRetrieve: [
    'slug',
    'name',
    'shortDescription',
    'company',
    'logo',
    'country',
    'languages',
    'services',
    'products',
    'recommended',
    'rate',
    'votes',
  ],
  attributesToHighlight: ['name', 'shortDescription', 'company'],
  attributesToSnippet: ['description:24'],
};

export const INDEX_DEFINITIONS: Record<SearchIndexKind, SearchIndexDefinition> = { apps: APP_INDEX, partners: PARTNER_INDEX };

/** Filter-only facets: they can be filtered on but their values are not counted (Algolia's filterOnly()). */
export const FILTER_ONLY_FACETS: ReadonlySet<string> = new Set(['hidden', 'product']);

/**
 * The Algolia index settings of a definition. Ranking puts the typo count first (a word matched
 * as typed beats a typo-corrected one, as in Algolia's default), then the attribute (the §2
 * groups, position inside an attribute ignored), then the custom order, then the rest.
 */
export function algoliaSettings(definition: SearchIndexDefinition): Record<string, unknown> {
  return {
    searchableAttributes: definition.groups.map((group) => (group.length === 1 ? `unordered(${group[0]})` : group.join(','))),
    ranking: ['typo', 'attribute', 'custom', 'words', 'proximity', 'exact', 'filters', 'geo'],
    customRanking: definition.customRanking.map((attribute) => `desc(${attribute})`),
    attributesForFaceting: definition.attributesForFaceting.map((attribute) =>
      FILTER_ONLY_FACETS.has(attribute) ? `filterOnly(${attribute})` : `searchable(${attribute})`,
    ),
    camelCaseAttributes: [...definition.camelCaseAttributes],
    attributesToRetrieve: [...definition.attributesToRetrieve],
    attributesToHighlight: [...definition.attributesToHighlight],
    attributesToSnippet: [...definition.attributesToSnippet],
    queryType: 'prefixLast',
    // Typo-corrected matches only when nothing matches as typed (the local engine does the same).
    typoTolerance: 'min',
    // A swap of adjacent letters is one typo in Algolia, as in the local engine (search-typos.ts).
    minWordSizefor1Typo: MIN_WORD_SIZE_FOR_1_TYPO,
    minWordSizefor2Typos: MIN_WORD_SIZE_FOR_2_TYPOS,
    paginationLimitedTo: SEARCH_RESULT_LIMIT,
    maxValuesPerFacet: 100,
    maxFacetHits: FACET_VALUES_DEFAULT,
    hitsPerPage: 20,
  };
}
