import type { AppCardData } from '../domain/app-card-data';

/**
 * "More by this developer" on app and service pages (§2): up to four of the developer's other
 * listed apps, in listing order. Worked out once in createPages from one query and handed to each
 * page in its context, instead of a filtered, sorted query per page (which made page queries grow
 * with the square of the catalogue: ~1,000 s of 1,650 for 20,000 apps).
 */
export const MORE_BY_DEVELOPER_LIMIT = 4;

/** The AppCardFields fragment (src/ui/app-card.tsx) as createPages selects it (a test keeps them equal). */
export const APP_CARD_FIELDS = `
  slug name icon shortDescription categoryName isService payment customProps discountActive rate votes
  installations compatibility underMaintenance company appId installable developerId plan designation
  widgetId placements
`;

/** The query's sort, the one the per-page query had. */
export const MORE_BY_DEVELOPER_SORT = '[{ order: DESC }, { installations: DESC }]';

type Card = AppCardData & { developerId: string };

/**
 * From every listed app's card in listing order: a lookup of an app's "more by developer" cards.
 * Each developer's list is kept to limit + 1 cards, enough to leave the app itself out.
 */
export function moreByDeveloperLookup(cards: readonly Card[], limit = MORE_BY_DEVELOPER_LIMIT) {
  const byDeveloper = new Map<string, Card[]>();
  for (const card of cards) {
    const list = byDeveloper.get(card.developerId);
    if (!list) byDeveloper.set(card.developerId, [card]);
    else if (list.length <= limit) list.push(card);
  }
  return (developerId: string, slug: string): AppCardData[] =>
    (byDeveloper.get(developerId) ?? []).filter((card) => card.slug !== slug).slice(0, limit);
}
