import type { AppSearchRecord } from '../../../domain/search/search-records';
import { searchFirstPage, type PageAnswers } from '../search-answers';
import { fakeSearch } from './fake-search-client';

/**
 * Leaves the early script's answer to `query` for the page, as the early script does
 * (early/early-handoff.ts): over the fake catalogue with `extraApps`. Returns that answer. The test
 * deletes `window.__marketplaceEarlySearch` when done.
 */
export async function publishFakeEarlyAnswer(query: string, extraApps: AppSearchRecord[] = []): Promise<Required<PageAnswers>> {
  const answers = await searchFirstPage(fakeSearch(extraApps).setup, query);
  window.__marketplaceEarlySearch = { indexPaths: [], transport: {} as never, answer: { query, answers } };
  return answers;
}
