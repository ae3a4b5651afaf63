/**
 * "More by this developer" on app and service pages (§2): up to four of the developer's other
 * listed apps, in listing order. Worked out once in createPages from one query; each page gets
 * their slugs in its context and its query looks those up by slug (an indexed `in`), instead of
 * filtering and sorting the whole catalogue per page (which made page queries grow with the square
 * of the catalogue: ~1,000 s of 1,650 for 20,000 apps). Slugs, not cards, so the page contexts
 * Gatsby keeps in memory (in every worker) stay small.
 */
export const MORE_BY_DEVELOPER_LIMIT = 4;

/** What createPages reads of every listed app. */
export const MORE_BY_DEVELOPER_FIELDS = 'slug developerId';

/** The query's sort, the one the per-page query had. */
export const MORE_BY_DEVELOPER_SORT = '[{ order: DESC }, { installations: DESC }]';

interface Card {
  slug: string;
  developerId: string;
}

/**
 * From every listed app in listing order: a lookup of the slugs of an app's "more by developer".
 * Each developer's list is kept to limit + 1 apps, enough to leave the app itself out.
 */
export function moreByDeveloperLookup(cards: readonly Card[], limit = MORE_BY_DEVELOPER_LIMIT) {
  const byDeveloper = new Map<string, Card[]>();
  for (const card of cards) {
    const list = byDeveloper.get(card.developerId);
    if (!list) byDeveloper.set(card.developerId, [card]);
    else if (list.length <= limit) list.push(card);
  }
  return (developerId: string, slug: string): string[] =>
    (byDeveloper.get(developerId) ?? [])
      .filter((card) => card.slug !== slug)
      .slice(0, limit)
      .map((card) => card.slug);
}
