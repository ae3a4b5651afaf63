import type { SandboxApplication } from '../../src/domain/catalogue/contract';

/**
 * §9's retired legacy integrations, as the bundled catalogue carries them: the API still lists
 * them (public, published), and the site's own table (retired-integrations.json) drops them at
 * build time. Built from a template app, so they have every field a listed app has.
 */
const LEGACY = [
  { id: 'legacy-integration-1042', slug: 'zapline-classic', name: 'Zapline Classic' },
  { id: 'legacy-integration-1077', slug: 'ticketbridge-v1', name: 'TicketBridge v1' },
] as const;

export function legacyIntegrations(template: SandboxApplication): SandboxApplication[] {
  return LEGACY.map(({ id, slug, name }) => ({
    ...structuredClone(template),
    id,
    slug,
    name,
    visibility: 'public',
    installations: 3,
    submittedAt: '2019-01-14T10:00:00.000Z',
    acceptedAt: '2019-01-21T10:00:00.000Z',
    publishedAt: '2019-01-28T10:00:00.000Z',
    updatedAt: '2019-02-11T10:00:00.000Z',
    rating: null,
    shortDescription: `${name}: a legacy integration, retired.`,
    longDescription: `<p>${name} is a legacy integration that has been retired.</p>`,
    authorization: null,
    widgetId: null,
  }));
}

/** The site's table of retired ids (§9) for the bundled catalogue. */
export const RETIRED_INTEGRATION_IDS: string[] = LEGACY.map((legacy) => legacy.id);

/** Marketing copy of a retired integration, which the site must never show. */
export const LEGACY_MARKETING: Record<string, string> = {
  'zapline-classic':
    'Zapline Classic for LiveChat: the retired legacy integration. This copy must never appear on any page of the site.',
};
