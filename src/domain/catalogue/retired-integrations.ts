/**
 * §9: the site keeps a list of retired legacy integration ids. The marketplace API still lists
 * those integrations, but they are gone for good: the site builds no page for them, lists and
 * indexes them nowhere, and gives their marketing copy to no one. The list is the site's own table
 * (like the marketing descriptions), read at build time; ids match an app's id or its slug.
 */
export type RetiredIds = ReadonlySet<string>;

/** A table as read from JSON: anything but an array of non-empty strings is refused (the build fails loudly). */
export function parseRetiredIds(table: unknown): RetiredIds {
  if (!Array.isArray(table) || !table.every((id) => typeof id === 'string' && id.trim() !== '')) {
    throw new Error('The retired integrations table must be a JSON array of ids');
  }
  return new Set(table.map((id: string) => id.trim()));
}

export function isRetired(app: { id: string; slug: string }, retired: RetiredIds): boolean {
  return retired.has(app.id) || retired.has(app.slug);
}

/** The list without its retired integrations, in its order. */
export function withoutRetired<T extends { id: string; slug: string }>(apps: readonly T[], retired: RetiredIds): T[] {
  return apps.filter((app) => !isRetired(app, retired));
}
