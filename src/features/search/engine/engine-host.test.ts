import { LOCAL_INDEX_NAMES, readSearchIndexFile, searchIndexFile } from '../../../domain/search-records';
import { createLocalEngine } from './local-engine';
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
  it('builds the collections of the files it is sent and replies with them under the request’s id', () => {
    const reply = createEngineHost().handle({ id: 3, type: 'build', files: [FILE], indices: LOCAL_INDEX_NAMES });
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.id).toBe(3);
    expect(reply.built.partners.customRank).toHaveLength(1);
    expect(reply.built.apps.customRank).toHaveLength(0);
    // The page reads them back as the same engine it would have built (search-worker parity: worker-transport.test.ts).
    const engine = createLocalEngine(readSearchIndexFile(FILE), LOCAL_INDEX_NAMES, { built: reply.built });
    expect(engine.searchOne({ indexName: LOCAL_INDEX_NAMES.partners, params: { query: 'chat' } })).toMatchObject({
      nbHits: 1,
      hits: [{ slug: 'chatwise' }],
    });
  });

  it('turns a file it cannot read into a validation error reply', () => {
    expect(
      createEngineHost().handle({ id: 1, type: 'build', files: [{ version: 9 }], indices: LOCAL_INDEX_NAMES }),
    ).toMatchObject({
      id: 1,
      ok: false,
      error: { kind: 'validation' },
    });
  });
});
