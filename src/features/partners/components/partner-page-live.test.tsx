import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../../sandbox/data-files';
import { server } from '../../../../sandbox/test-server';
import { NotificationList, RootElement } from '../../../testing/site';
import { makeStore, type AppStore } from '../../../core/store';
import { API, anonymousStore, notices, signInOn, signedInStore } from '../../../testing/session-test-kit';
import { PartnerPageLive, VISIT_SESSION_WAIT_MS } from './partner-page-live';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const [partner, otherPartner] = readCatalogueData().partners;

interface SeenVisit {
  body: unknown;
  /** The Authorization header, null when none was sent. */
  authorization: string | null;
}

/** The visits the API receives and the statuses it answers, with `answer` (the sandbox's own handler by default). */
function countVisits(answer?: () => Response) {
  const seen: SeenVisit[] = [];
  const statuses: number[] = [];
  server.use(
    http.post(`${API}/partners/experts/visits`, async ({ request }) => {
      seen.push({ body: await request.clone().json(), authorization: request.headers.get('authorization') });
      return answer?.();
    }),
  );
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.url.endsWith('/partners/experts/visits')) statuses.push(response.status);
  });
  return { seen, statuses };
}

const aVisit = { expert_id: partner.id, visited_at: expect.any(String) };

/** An IntersectionObserver the test drives. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  });
  return () =>
    act(() =>
      callbacks.forEach((callback) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
    );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function renderLive(store: AppStore) {
  render(
    <RootElement store={store}>
      <PartnerPageLive partnerId={partner.id} />
      <NotificationList />
    </RootElement>,
  );
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  server.events.removeAllListeners();
  jest.useRealTimers();
});

describe('PartnerPageLive', () => {
  it('records one visit for the signed-in user, with their token, and loads the forms only when the section comes near', async () => {
    const enter = stubIntersectionObserver();
    const { seen, statuses } = countVisits();
    const { store, token } = await signedInStore();
    renderLive(store);
    await settle();
    expect(seen).toEqual([{ body: aVisit, authorization: `Bearer ${token}` }]);
    expect(statuses).toEqual([204]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    enter();
    expect(await screen.findByRole('form', { name: 'Send a message' })).toBeInTheDocument();
    store.dispatch({ type: 'something/else' });
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('records the visit of an anonymous visitor too (§6: no login needed), without a token; the sandbox takes it', async () => {
    const { seen, statuses } = countVisits();
    const store = anonymousStore();
    renderLive(store);
    await settle();
    expect(seen).toEqual([{ body: aVisit, authorization: null }]);
    expect(statuses).toEqual([204]);
    expect(notices(store)).toEqual([]);
  });

  it('once per page view: signing in on the page records no second visit', async () => {
    const { seen } = countVisits(() => new HttpResponse(null, { status: 204 }));
    const store = anonymousStore();
    renderLive(store);
    await settle();
    act(() => void signInOn(store, 'dal:token'));
    await settle();
    expect(seen).toEqual([{ body: aVisit, authorization: null }]);
  });

  it('a view of another partner in the same page component is a new visit', async () => {
    const { seen } = countVisits(() => new HttpResponse(null, { status: 204 }));
    const store = anonymousStore();
    const { rerender } = render(
      <RootElement store={store}>
        <PartnerPageLive partnerId={partner.id} />
      </RootElement>,
    );
    await settle();
    rerender(
      <RootElement store={store}>
        <PartnerPageLive partnerId={otherPartner.id} />
      </RootElement>,
    );
    await settle();
    expect(seen.map(({ body }) => body)).toEqual([aVisit, { ...aVisit, expert_id: otherPartner.id }]);
  });

  it("waits for a stored session to be restored, so the returning user's visit carries their token", async () => {
    const { seen } = countVisits(() => new HttpResponse(null, { status: 204 }));
    const store = makeStore();
    renderLive(store);
    await settle();
    expect(seen).toEqual([]);
    act(() => void signInOn(store, 'dal:restored'));
    await settle();
    expect(seen).toEqual([{ body: aVisit, authorization: 'Bearer dal:restored' }]);
  });

  it(`goes without a token when the session stays unknown for ${VISIT_SESSION_WAIT_MS} ms`, async () => {
    const { seen } = countVisits(() => new HttpResponse(null, { status: 204 }));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderLive(makeStore());
    await act(() => jest.advanceTimersByTimeAsync(VISIT_SESSION_WAIT_MS - 1));
    expect(seen).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();
    await settle();
    expect(seen).toEqual([{ body: aVisit, authorization: null }]);
  });

  it('a failed visit is ignored silently: no notice, the page goes on', async () => {
    const { seen } = countVisits(() => HttpResponse.json({ error: { type: 'server_error', message: 'Boom' } }, { status: 500 }));
    const { store } = await signedInStore();
    renderLive(store);
    await settle();
    expect(seen).toHaveLength(1);
    expect(notices(store)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed anonymous visit is ignored silently too', async () => {
    const { seen } = countVisits(() => HttpResponse.error());
    const store = anonymousStore();
    renderLive(store);
    await settle();
    expect(seen).toHaveLength(1);
    expect(notices(store)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
