import { CATEGORIES, curatedListsOf, hostLinkLabel } from './taxonomy';

describe('taxonomy (spec §2)', () => {
  it('lists the twelve categories once each', () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(12);
  });

  it('derives the ai-powered and by-text lists from customProps and ignores unknown tags', () => {
    expect(
      curatedListsOf({ tags: ['starter-pack', 'bogus'], customProps: { isAiPowered: 'true', internalProduct: 'true' } }),
    ).toEqual(['starter-pack', 'ai-powered', 'by-text']);
    expect(curatedListsOf({ tags: [], customProps: { isAiPowered: 'false' } })).toEqual([]);
  });

  it('labels host links by widget placement', () => {
    expect(hostLinkLabel('fullscreen')).toBe('Open app');
    expect(hostLinkLabel('settings')).toBe('Open settings');
    expect(hostLinkLabel('plugin')).toBe('Go to Chats');
    expect(hostLinkLabel('messagebox')).toBe('Go to Chats');
    expect(hostLinkLabel('reports')).toBe('Go to Reports');
  });
});
