import { HOME_FEATURED_APPS, isListed, metaDescriptionOf, toCatalogueApp, type AppExtras } from './catalogue';
import type { ApiApplication } from './contract';

const at = '2026-01-01T00:00:00.000Z';
const wire = (over: Partial<ApiApplication> = {}): ApiApplication =>
  ({
    slug: 'cartpulse',
    hidden: false,
    category: { slug: 'crm', name: 'CRM' },
    tags: [],
    customProps: {},
    payment: null,
    submittedAt: at,
    acceptedAt: at,
    publishedAt: at,
    ...over,
  }) as unknown as ApiApplication;
const extras: AppExtras = { ratingSummary: null, resources: null, marketingDescription: null, scopes: ['chats--my:ro'] };

describe('toCatalogueApp (the facts derived once from the wire record)', () => {
  it('derives lifecycle, category, payment type and keeps the extras', () => {
    const app = toCatalogueApp(wire(), extras);
    expect(app.lifecycle).toBe('PUBLISHED');
    expect(app.categorySlug).toBe('crm');
    expect(app.paymentType).toBe('free');
    expect(app.scopes).toEqual(['chats--my:ro']);
    expect(app.slug).toBe('cartpulse');
    expect(toCatalogueApp(wire({ acceptedAt: null }), extras).lifecycle).toBe('IN_REVIEW');
  });
  it("is a service only when customProps.isService is 'true'", () => {
    expect(toCatalogueApp(wire({ customProps: { isService: 'true' } }), extras).isService).toBe(true);
    expect(toCatalogueApp(wire({ customProps: { isService: 'false' } }), extras).isService).toBe(false);
    expect(toCatalogueApp(wire(), extras).isService).toBe(false);
  });
  it('reads the custom order as a number, 0 when missing or malformed', () => {
    expect(toCatalogueApp(wire({ customProps: { order: '7' } }), extras).order).toBe(7);
    expect(toCatalogueApp(wire({ customProps: { order: 'soon' } }), extras).order).toBe(0);
    expect(toCatalogueApp(wire(), extras).order).toBe(0);
  });
  it('reads the featured tag and the curated lists', () => {
    const app = toCatalogueApp(
      wire({ tags: ['starter-pack'], customProps: { featuredTag: 'app-of-the-week', isAiPowered: 'true' } }),
      extras,
    );
    expect(app.featuredTag).toBe('app-of-the-week');
    expect(app.collections).toEqual(['starter-pack', 'ai-powered']);
    expect(toCatalogueApp(wire(), extras).featuredTag).toBeNull();
  });
});

describe('listing and meta rules', () => {
  it('lists only published apps that are not hidden', () => {
    expect(isListed({ lifecycle: 'PUBLISHED', hidden: false })).toBe(true);
    expect(isListed({ lifecycle: 'PUBLISHED', hidden: true })).toBe(false);
    expect(isListed({ lifecycle: 'ACCEPTED', hidden: false })).toBe(false);
  });
  it('falls back to the short description when the marketing one is missing or blank', () => {
    expect(metaDescriptionOf({ marketingDescription: ' Sell more. ', shortDescription: 'Short' })).toBe('Sell more.');
    expect(metaDescriptionOf({ marketingDescription: '   ', shortDescription: 'Short' })).toBe('Short');
    expect(metaDescriptionOf({ marketingDescription: null, shortDescription: 'Short' })).toBe('Short');
  });
  it('features at most 6 apps on the home page (§2)', () => {
    expect(HOME_FEATURED_APPS).toBe(6);
  });
});
