import { JSDOM } from 'jsdom';
import { sourceCatalogue } from '../../src/build/catalogue-source';
import { searchRecordsOf } from '../../src/build/search-index';
import { createHtmlSanitizer } from '../../src/domain/site/sanitize-html';

/**
 * The search records of the published catalogue, sourced as the build sources it (the API at
 * GATSBY_API_URL, else the bundled JSON of `dataDir` / CATALOGUE_DIR) and sanitised as it does.
 */
export async function loadSearchRecords(apiUrl: string | undefined, dataDir?: string) {
  const catalogue = await sourceCatalogue(apiUrl, dataDir);
  const sanitize = createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);
  return searchRecordsOf(catalogue, sanitize);
}
