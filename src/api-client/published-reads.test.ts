import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { createPublishedReads } from './published-reads';

// §4 Loading, §9: the browser reads the published apps at most every 15000 ms.
const API = 'http://api.test';
let listReads = 0;
let detailReads = 0;
let failNext = false;

beforeEach(() => {
  listReads = 0;
  detailReads = 0;
  failNext = false;
  server.use(
    http.get(`${API}/applications/published`, () => {
      listReads += 1;
      return HttpResponse.json([{ id: 'a1', slug: 'crm' }]);
    }),
    http.get(`${API}/applications/:slug/published`, ({ params }) => {
      detailReads += 1;
      if (failNext) {
        failNext = false;
        return HttpResponse.json({ error: 'boom' }, { status: 500 });
      }
      return HttpResponse.json({ id: 'a1', slug: params.slug });
    }),
  );
});

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

it('reads the list once within 15000 ms, again from 15000 ms on', async () => {
  const time = clock();
  const reads = createPublishedReads(time.now);
  await reads.list(API);
  time.advance(14999);
  expect(await reads.list(API)).toEqual([{ id: 'a1', slug: 'crm' }]);
  expect(listReads).toBe(1);
  time.advance(1);
  await reads.list(API);
  expect(listReads).toBe(2);
});

it('shares a read still in flight, and keeps each app detail apart', async () => {
  const time = clock();
  const reads = createPublishedReads(time.now);
  await Promise.all([reads.detail(API, 'crm'), reads.detail(API, 'crm'), reads.detail(API, 'desk')]);
  expect(detailReads).toBe(2);
});

it('forgets a failed read at once, and everything on clear', async () => {
  const time = clock();
  const reads = createPublishedReads(time.now);
  failNext = true;
  await expect(reads.detail(API, 'crm')).rejects.toBeTruthy();
  expect(await reads.detail(API, 'crm')).toEqual({ id: 'a1', slug: 'crm' });
  expect(detailReads).toBe(2);
  reads.clear();
  await reads.detail(API, 'crm');
  expect(detailReads).toBe(3);
});

it("goes by the page's clock by default (fake Date: 15000 ms)", async () => {
  // Only Date is faked: the mocked network still needs real timers.
  jest.useFakeTimers({
    now: 5_000,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
    ],
  });
  try {
    const reads = createPublishedReads();
    await reads.list(API);
    jest.setSystemTime(5_000 + 14_999);
    await reads.list(API);
    expect(listReads).toBe(1);
    jest.setSystemTime(5_000 + 15_000);
    await reads.list(API);
    expect(listReads).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

describe('the bearer token (§7: every call not marked no-auth carries it when the user has one)', () => {
  it("sends the user's token with the detail, none without a user, and none with the list (no-auth)", async () => {
    const seen: Array<[string, string | null]> = [];
    server.use(
      http.get(`${API}/applications/:slug/published`, ({ request, params }) => {
        seen.push([String(params.slug), request.headers.get('authorization')]);
        return HttpResponse.json({ id: 'a1', slug: params.slug });
      }),
      http.get(`${API}/applications/published`, ({ request }) => {
        seen.push(['list', request.headers.get('authorization')]);
        return HttpResponse.json([]);
      }),
    );
    const reads = createPublishedReads();
    await reads.detail(API, 'signed-in', 'dal:token');
    await reads.detail(API, 'visitor');
    await reads.detail(API, 'visitor-null', null);
    await reads.list(API);
    expect(seen).toEqual([
      ['signed-in', 'Bearer dal:token'],
      ['visitor', null],
      ['visitor-null', null],
      ['list', null],
    ]);
  });
});

describe('a slug that is a dot-segment', () => {
  it('is not found, without a request: "/applications/./published" would be the list', async () => {
    let requests = 0;
    server.use(
      http.get(`${API}/applications/:slug/published`, () => {
        requests += 1;
        return HttpResponse.json({});
      }),
      http.get(`${API}/applications/published`, () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    const reads = createPublishedReads();
    for (const slug of ['.', '..'])
      await expect(reads.detail(API, slug)).rejects.toMatchObject({ kind: 'not-found', status: 404 });
    expect(requests).toBe(0);
  });
});
