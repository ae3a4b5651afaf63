import {
  algoliaSettings,
  APP_INDEX,
  INDEX_DEFINITIONS,
  LOCAL_INDEX_NAMES,
  type PartnerSearchRecord,
  appSearchRecord,
  PARTNER_INDEX,
  partnerSearchRecord,
  readSearchIndexFile,
  searchIndexFile,
  type AppSearchSource,
} from './search-records';

const source: AppSearchSource = {
  appId: 'a1',
  slug: 'parcelworks',
  name: 'ParcelWorks',
  shortDescription: 'Show cart contents next to every chat.',
  longDescription: '<p><strong>ParcelWorks</strong> lets you sync.</p><ul><li>Coupon codes</li><li>Two-way order sync</li></ul>',
  categoryName: 'E-commerce',
  categorySlug: 'e-commerce',
  company: 'Cobalt Digital',
  features: ['Coupon codes', 'Inventory check', 'Two-way  order sync'],
  benefits: ['Happier customers'],
  product: 'helpdesk',
  compatibility: ['helpdesk'],
  hidden: false,
  isService: false,
  order: 55,
  icon: '/images/apps/parcelworks.svg',
  rate: 4.2,
  votes: 10,
  installations: 100,
  payment: null,
  paymentType: 'free',
};

describe('search records', () => {
  it('makes an app record: id as objectID, long description as text', () => {
    const record = appSearchRecord(source);
    expect(record.objectID).toBe('a1');
    expect(record.longDescription).toBe('ParcelWorks lets you sync. Coupon codes Two-way order sync');
    expect(record).not.toHaveProperty('appId');
  });

  it('leaves out features the long description already states (they rank in its group anyway)', () => {
    expect(appSearchRecord(source).features).toEqual(['Inventory check']);
  });

  it('carries only the one placement an installed hit links to (§2), and the designation only where it picks the settings path', () => {
    expect(appSearchRecord(source)).not.toHaveProperty('placement');
    expect(appSearchRecord(source)).not.toHaveProperty('designation');
    // Most specific first: a full-screen widget is opened, not configured.
    expect(appSearchRecord({ ...source, placements: ['settings', 'fullscreen'], designation: 'integration' })).toMatchObject({
      placement: 'fullscreen',
    });
    expect(appSearchRecord({ ...source, placements: ['settings', 'fullscreen'], designation: 'integration' })).not.toHaveProperty(
      'designation',
    );
    expect(appSearchRecord({ ...source, placements: ['settings'], designation: 'integration' })).toMatchObject({
      placement: 'settings',
      designation: 'integration',
    });
    expect(appSearchRecord({ ...source, placements: ['settings'], designation: 'constructor' })).not.toHaveProperty(
      'designation',
    );
    expect(appSearchRecord({ ...source, placements: ['plugin', 'messagebox'] }).placement).toBe('plugin');
    expect(appSearchRecord({ ...source, placements: ['reports'] }).placement).toBe('reports');
    expect(appSearchRecord({ ...source, placements: ['targeted-message'] })).not.toHaveProperty('placement');
    expect(APP_INDEX.attributesToRetrieve).toEqual(expect.arrayContaining(['placement', 'designation']));
  });

  it("carries what the card's badges and install action need, only where it says something", () => {
    expect(appSearchRecord(source)).not.toHaveProperty('underMaintenance');
    expect(appSearchRecord(source)).not.toHaveProperty('installable');
    expect(
      appSearchRecord({
        ...source,
        underMaintenance: true,
        installable: false,
        developerId: 'd1',
        plan: 'team',
        widgetId: 'w1',
        publishedAt: '2024-05-01T00:00:00Z',
        customProps: { onlyOwnerCanInstall: 'true' },
      }),
    ).toMatchObject({
      underMaintenance: true,
      installable: false,
      developerId: 'd1',
      plan: 'team',
      widgetId: 'w1',
      publishedAt: '2024-05-01T00:00:00Z',
      onlyOwnerCanInstall: true,
    });
  });

  it('makes a partner record', () => {
    const record = partnerSearchRecord({
      partnerId: 'p1',
      slug: 'waypoint',
      name: 'Waypoint',
      shortDescription: 's',
      description: '<p>A <em>team</em></p>',
      company: 'W',
      logo: 'l',
      country: 'Poland',
      languages: [],
      services: [],
      products: [],
      recommended: true,
      rate: 5,
      votes: 1,
      rankScore: 4.5,
    });
    expect(record).toMatchObject({ objectID: 'p1', description: 'A team' });
    // Search ranks partners as their pages do: by the Bayesian score, not the raw 5.0 of one vote.
    expect(record.rankScore).toBe(4.5);
    expect(PARTNER_INDEX.customRanking).toEqual(['recommended', 'rankScore', 'votes']);
  });

  it('writes the index file column by column without hidden apps, and reads it back', () => {
    const visible = appSearchRecord(source);
    const hidden = { ...appSearchRecord({ ...source, appId: 'a2', slug: 'hidden', hidden: true }) };
    const file = searchIndexFile({ apps: [visible, hidden], partners: [] });
    expect(file.apps.count).toBe(1);
    expect(file.apps.columns.slug).toEqual(['parcelworks']);
    expect(readSearchIndexFile(JSON.parse(JSON.stringify(file)))).toEqual({ apps: [visible], partners: [] });
  });

  it('refuses an index file of another format', () => {
    for (const bad of [
      null,
      {},
      { version: 1, apps: [], partners: [] },
      { version: 2, apps: { count: 2, columns: { a: [1] } }, partners: { count: 0, columns: {} } },
    ]) {
      expect(() => readSearchIndexFile(bad)).toThrow(expect.objectContaining({ kind: 'validation' }));
    }
  });

  it('configures Algolia with the §2 ranking: the groups in order, position ignored, then custom order', () => {
    const settings = algoliaSettings(APP_INDEX);
    expect(settings.searchableAttributes).toEqual([
      'unordered(name)',
      'unordered(shortDescription)',
      'unordered(longDescription)',
      'unordered(categoryName)',
      'company,features,benefits',
    ]);
    expect(settings.customRanking).toEqual(['desc(order)']);
    expect(settings.ranking).toEqual(['typo', 'attribute', 'custom', 'words', 'proximity', 'exact', 'filters', 'geo']);
    expect(settings.attributesForFaceting).toEqual(
      expect.arrayContaining(['filterOnly(hidden)', 'filterOnly(product)', 'searchable(categoryName)']),
    );
    expect(settings).toMatchObject({ paginationLimitedTo: 200, maxFacetHits: 10, typoTolerance: 'min', queryType: 'prefixLast' });
    expect(algoliaSettings(PARTNER_INDEX).customRanking).toEqual(['desc(recommended)', 'desc(rankScore)', 'desc(votes)']);
  });
});

describe('index definitions as Algolia receives them', () => {
  it('sends the apps index its searchable groups, facets, retrieved, highlighted and snippeted attributes', () => {
    expect(algoliaSettings(APP_INDEX)).toMatchObject({
      searchableAttributes: [
        'unordered(name)',
        'unordered(shortDescription)',
        'unordered(longDescription)',
        'unordered(categoryName)',
        'company,features,benefits',
      ],
      customRanking: ['desc(order)'],
      attributesForFaceting: [
        'filterOnly(hidden)',
        'filterOnly(product)',
        'searchable(compatibility)',
        'searchable(categoryName)',
        'searchable(categorySlug)',
        'searchable(isService)',
        'searchable(paymentType)',
        'searchable(company)',
      ],
      camelCaseAttributes: ['name', 'company'],
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
    });
  });

  it('sends the partners index its searchable groups, facets, retrieved, highlighted and snippeted attributes', () => {
    expect(algoliaSettings(PARTNER_INDEX)).toMatchObject({
      searchableAttributes: [
        'unordered(name)',
        'unordered(shortDescription)',
        'unordered(description)',
        'company,services,country,languages',
      ],
      customRanking: ['desc(recommended)', 'desc(rankScore)', 'desc(votes)'],
      attributesForFaceting: [
        'searchable(country)',
        'searchable(languages)',
        'searchable(services)',
        'searchable(products)',
        'searchable(recommended)',
      ],
      camelCaseAttributes: ['name', 'company'],
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
    });
  });

  it('names the two local indices and defines each', () => {
    expect(LOCAL_INDEX_NAMES).toEqual({ apps: 'marketplace_apps', partners: 'marketplace_partners' });
    expect(INDEX_DEFINITIONS).toEqual({ apps: APP_INDEX, partners: PARTNER_INDEX });
  });
});

describe('index file edge cases', () => {
  const valid = searchIndexFile({ apps: [], partners: [] });

  it('leaves out features the long description already states, ignoring case and spacing', () => {
    const record = appSearchRecord({
      ...source,
      longDescription: '<p>Syncs your LIVE   chat with orders.</p>',
      features: ['live chat', 'Reports'],
    });
    expect(record.features).toEqual(['Reports']);
  });

  it('fills a field a record lacks with null, so every column is as long as the table', () => {
    const partners = [{ objectID: 'p1', logo: 'x.svg' }, { objectID: 'p2' }] as unknown as PartnerSearchRecord[];
    const file = searchIndexFile({ apps: [], partners });
    expect(file.partners.columns.logo).toEqual(['x.svg', null]);
    expect(readSearchIndexFile(JSON.parse(JSON.stringify(file))).partners).toHaveLength(2);
  });

  it('refuses tables of the wrong shape with a validation error naming the format', () => {
    for (const apps of [null, 'table', { count: '0', columns: {} }, { count: 0, columns: null }, { count: 0, columns: 5 }]) {
      expect(() => readSearchIndexFile({ ...valid, apps })).toThrow(
        expect.objectContaining({
          kind: 'validation',
          message: 'The search index is not in the format this site reads (version 2).',
        }),
      );
    }
    expect(() => readSearchIndexFile({ ...valid, partners: undefined })).toThrow(expect.objectContaining({ kind: 'validation' }));
    // Well-formed tables of another version are refused too.
    expect(() => readSearchIndexFile({ ...valid, version: 1 })).toThrow(expect.objectContaining({ kind: 'validation' }));
  });
});
