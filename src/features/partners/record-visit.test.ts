import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../sandbox/data-files';
import { server } from '../../../sandbox/test-server';
import { API } from '../../testing/session-test-kit';
import { sandboxToken } from '../../testing/session-test-kit';
import { recordVisit } from './record-visit';

const [partner] = readCatalogueData().partners;
const VISITS = `${API}/partners/experts/visits`;

describe('recordVisit (POST partners/experts/visits)', () => {
  it('sends expert_id and visited_at with the token; the sandbox takes it', async () => {
    let body: unknown = null;
    server.use(
      http.post(VISITS, async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const token = await sandboxToken('owner');
    await expect(recordVisit(partner.id, token, () => new Date('2026-11-23T10:00:00.000Z'))).resolves.toBeUndefined();
    expect(body).toEqual({ expert_id: partner.id, visited_at: '2026-11-23T10:00:00.000Z' });
  });

  it('sends no Authorization header for an anonymous visitor (§6: no login needed); the sandbox takes it', async () => {
    let authorization: string | null = 'unset';
    const statuses: number[] = [];
    server.use(
      http.post(VISITS, ({ request }) => {
        authorization = request.headers.get('authorization');
        return undefined;
      }),
    );
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (request.url === VISITS) statuses.push(response.status);
    };
    server.events.on('response:mocked', listener);
    try {
      await expect(recordVisit(partner.id, null)).resolves.toBeUndefined();
    } finally {
      server.events.removeListener('response:mocked', listener);
    }
    expect(authorization).toBeNull();
    expect(statuses).toEqual([204]);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 401', () => HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 })],
    ['a 422', () => HttpResponse.json({ error: { type: 'validation', message: 'visited_at must be a date' } }, { status: 422 })],
    ['a 500', () => new HttpResponse('oops', { status: 500 })],
  ])('ignores %s silently, as §7 says: it resolves, never rejects', async (_case, answer) => {
    server.use(http.post(VISITS, answer));
    await expect(recordVisit(partner.id, 'dal:any')).resolves.toBeUndefined();
    await expect(recordVisit(partner.id, null)).resolves.toBeUndefined();
  });
});
