/**
 * Answers in the shape Algolia's search API gives (POST /1/indexes/*\/queries), for the msw
 * handlers of the Algolia client tests: the fields of a real response, values made up.
 */
export const APPS_RESPONSE = {
  hits: [
    {
      slug: 'parcelworks',
      name: 'ParcelWorks',
      shortDescription: 'Show cart contents next to every chat.',
      categoryName: 'E-commerce',
      company: 'Cobalt Digital',
      isService: false,
      icon: '/images/apps/parcelworks.svg',
      rate: 4.2,
      votes: 12,
      payment: null,
      objectID: '810790c19c7083c936f6cb0b',
      _highlightResult: {
        name: { value: '<em>Parcel</em>Works', matchLevel: 'full', fullyHighlighted: false, matchedWords: ['parcel'] },
        shortDescription: { value: 'Show cart contents next to every chat.', matchLevel: 'none', matchedWords: [] },
      },
      _snippetResult: { longDescription: { value: '<em>Parcel</em>Works lets you show cart contents…', matchLevel: 'full' } },
    },
  ],
  nbHits: 1,
  page: 0,
  nbPages: 1,
  hitsPerPage: 5,
  exhaustiveNbHits: true,
  exhaustiveTypo: true,
  exhaustive: { nbHits: true, typo: true },
  query: 'parcel',
  params: 'query=parcel&hitsPerPage=5&filters=hidden%3Afalse',
  index: 'prod_apps',
  renderingContent: {},
  processingTimeMS: 1,
  processingTimingsMS: { _request: { roundTrip: 14 } },
  serverTimeMS: 2,
};

export const PARTNERS_RESPONSE = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 3,
  exhaustiveNbHits: true,
  exhaustiveTypo: true,
  exhaustive: { nbHits: true, typo: true },
  query: 'parcel',
  params: 'query=parcel&hitsPerPage=3',
  index: 'prod_partners',
  renderingContent: {},
  processingTimeMS: 1,
};

export const FACET_RESPONSE = {
  facetHits: [{ value: 'E-commerce', highlighted: '<em>E</em>-commerce', count: 26 }],
  exhaustiveFacetsCount: true,
  processingTimeMS: 1,
};
