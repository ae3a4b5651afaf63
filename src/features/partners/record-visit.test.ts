import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../sandbox/data-files';
import { server } from '../../../sandbox/test-server';
import { makeStore } from '../../app/store';
import { API, notices, signInOn, signedInStore } from '../../app/testing/session-test-kit';
import { recordVisitOnce } from './record-visit';

const [partner] = readCatalogueData().partners;
const VISITS = `${API}/partners/experts/visits`;

/** Records the bodies the visits endpoint receives, answering with `answer`. */
function watchVisits(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const bodies: unknown[] = [];
  let settle: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (settle = resolve));
  server.use(
    http.post(VISITS, async ({ request }) => {
      bodies.push(await request.json());
      settle();
      return answer();
    }),
  );
  return { bodies, arrived };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('expert visits (POST partners/experts/visits)', () => {
  it('records expert_id and visited_at once for a signed-in visitor', async () => {
    const { bodies, arrived } = watchVisits();
    const { store } = await signedInStore('owner');
    recordVisitOnce(store, partner.id, () => new Date('2026-11-23T10:00:00.000Z'));
    await arrived;
    store.dispatch({ type: 'anything/else' });
    await flush();
    expect(bodies).toEqual([{ expert_id: partner.id, visited_at: '2026-11-23T10:00:00.000Z' }]);
  });

  it('waits for a session that starts while the page is open; records nothing for an anonymous visitor', async () => {
    const { bodies, arrived } = watchVisits();
    const store = makeStore();
    recordVisitOnce(store, partner.id);
    await flush();
    expect(bodies).toEqual([]);
    signInOn(store, 'dal:some-token');
    await arrived;
    expect(bodies).toHaveLength(1);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 401', () => HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 })],
    ['a 500', () => new HttpResponse('oops', { status: 500 })],
  ])('ignores %s silently, as §7 says: no notice, no stored error, nothing thrown', async (_case, answer) => {
    const { arrived } = watchVisits(answer);
    const { store } = await signedInStore('owner');
    const before = store.getState();
    expect(() => recordVisitOnce(store, partner.id)).not.toThrow();
    await arrived;
    await flush();
    expect(notices(store)).toEqual([]);
    expect(store.getState()).toBe(before);
  });
});
