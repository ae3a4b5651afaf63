import { http, HttpResponse } from 'msw';
import { server } from '../../../../sandbox/test-server';
import { searchIndexFile, type SearchIndexFile } from '../../../domain/search/search-records';
import { FAKE_APPS, FAKE_PARTNERS } from './fake-search-client';

/** The fake client's records as the build writes them into an index file. */
const fakeIndexFile = (): SearchIndexFile => searchIndexFile({ apps: FAKE_APPS, partners: FAKE_PARTNERS });

/**
 * Serves that file at `sitePath` for the rest of the test (msw), counting the requests; each answer
 * waits for `until` when given (a slow index).
 */
export function serveFakeIndex(sitePath: string, until?: Promise<void>): { requests(): number } {
  let requests = 0;
  server.use(
    http.get(`*${sitePath}`, async () => {
      requests += 1;
      await until;
      return HttpResponse.json(fakeIndexFile());
    }),
  );
  return { requests: () => requests };
}
