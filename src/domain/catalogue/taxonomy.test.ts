import {
  CATEGORIES,
  CURATED_LISTS,
  curatedListsOf,
  DISPLAY_MODES,
  FEATURED_TAGS,
  hostLinkLabel,
  LANDING_PAGES,
  PRODUCT_NAMES,
  WIDGET_PLACEMENTS,
} from './taxonomy';

describe('taxonomy (spec §2)', () => {
  it('lists the twelve categories once each', () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(12);
  });

  it('uses the category slugs of the /apps/{category}/ route and their icon labels', () => {
    expect(CATEGORIES.map((c) => [c.slug, c.label])).toEqual([
      ['e-commerce', 'Ecommerce'],
      ['crm', 'CRM'],
      ['cms', 'CMS'],
      ['help-desk', 'Helpdesk'],
      ['email-marketing', 'Email marketing'],
      ['analytics', 'Analytics'],
      ['contact-management', 'Contact management'],
      ['desktop-sharing', 'Desktop sharing'],
      ['lead-generation', 'Lead generation'],
      ['chatbots', 'Chatbots'],
      ['files-sharing', 'Files sharing'],
      ['social-media', 'Social media'],
    ]);
  });

  it('has the seven curated lists of §2 with their icon labels', () => {
    expect(CURATED_LISTS.map((list) => [list.slug, list.title])).toEqual([
      ['new-and-noteworthy', 'New and noteworthy'],
      ['staff-top-picks', 'Staff top picks'],
      ['starter-pack', 'Starter pack'],
      ['hackathon-winners', 'Hackathon winners'],
      ['self-setup', 'Self setup'],
      ['ai-powered', 'AI powered'],
      ['by-text', 'By Text'],
    ]);
    for (const list of CURATED_LISTS) expect(list.description).not.toBe('');
  });

  it('knows the widget placements, display modes, featured tags and product names of §3', () => {
    expect(WIDGET_PLACEMENTS).toEqual(['targeted-message', 'fullscreen', 'messagebox', 'plugin', 'settings', 'reports']);
    expect(DISPLAY_MODES).toEqual(['iframe', 'popup', 'redirect']);
    expect(FEATURED_TAGS).toEqual(['app-of-the-week', 'monthly-highlights', 'app-of-the-month', 'app-of-the-month-right']);
    expect(PRODUCT_NAMES).toEqual({ livechat: 'LiveChat', helpdesk: 'HelpDesk' });
  });

  it('has the three landing pages of §2', () => {
    expect(LANDING_PAGES.map((page) => page.path)).toEqual([
      '/saas-deals/',
      '/omnichannel-communication/',
      '/enhance-ecommerce/',
    ]);
  });

  it('derives the ai-powered and by-text lists from customProps and ignores unknown tags', () => {
    expect(
      curatedListsOf({ tags: ['starter-pack', 'bogus'], customProps: { isAiPowered: 'true', internalProduct: 'true' } }),
    ).toEqual(['starter-pack', 'ai-powered', 'by-text']);
    expect(curatedListsOf({ tags: [], customProps: { isAiPowered: 'false' } })).toEqual([]);
    // Listed once even when both the tag and the custom property say so.
    expect(
      curatedListsOf({ tags: ['ai-powered', 'by-text'], customProps: { isAiPowered: 'true', internalProduct: 'true' } }),
    ).toEqual(['ai-powered', 'by-text']);
  });

  it('labels host links by widget placement', () => {
    expect(hostLinkLabel('fullscreen')).toBe('Open app');
    expect(hostLinkLabel('settings')).toBe('Open settings');
    expect(hostLinkLabel('plugin')).toBe('Go to Chats');
    expect(hostLinkLabel('messagebox')).toBe('Go to Chats');
    expect(hostLinkLabel('reports')).toBe('Go to Reports');
    expect(hostLinkLabel('targeted-message')).toBe('Open app');
  });
});
