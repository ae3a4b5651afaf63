import { LOCAL_INDEX_NAMES, searchIndexFile } from '../../../domain/search-records';
import { createEngineHost } from './engine-host';

const FILE = searchIndexFile({
  apps: [],
  partners: [
    {
      objectID: 'p1',
      slug: 'chatwise',
      name: 'Chatwise Digital',
      shortDescription: 'Chat set-up.',
      description: '',
      company: 'Chatwise',
      logo: '',
      country: 'Poland',
      languages: ['English'],
      services: [],
      products: ['livechat'],
      recommended: true,
      rate: 5,
      votes: 3,
    },
  ],
});

describe('the engine host (the search worker’s messages)', () => {
  it('answers a search only once an index is loaded, each reply carrying its request’s id', () => {
    const host = createEngineHost();
    const search = {
      id: 2,
      type: 'search' as const,
      requests: [{ indexName: LOCAL_INDEX_NAMES.partners, params: { query: 'chat' } }],
    };
    expect(host.handle(search)).toEqual({
      id: 2,
      ok: false,
      error: { kind: 'validation', message: 'The search index is not loaded yet.' },
    });
    expect(host.handle({ id: 3, type: 'load', files: [FILE], indices: LOCAL_INDEX_NAMES })).toEqual({
      id: 3,
      ok: true,
      results: [],
    });
    const reply = host.handle({ ...search, id: 4 });
    expect(reply).toMatchObject({ id: 4, ok: true, results: [{ nbHits: 1, hits: [{ slug: 'chatwise' }] }] });
  });

  it('turns a file it cannot read into a validation error reply', () => {
    expect(createEngineHost().handle({ id: 1, type: 'load', files: [{ version: 9 }], indices: LOCAL_INDEX_NAMES })).toMatchObject(
      {
        id: 1,
        ok: false,
        error: { kind: 'validation' },
      },
    );
  });
});
