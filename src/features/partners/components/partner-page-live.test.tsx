import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../../sandbox/data-files';
import { server } from '../../../../sandbox/test-server';
import { NotificationList } from '../../../app/notifications/notification-list';
import { RootElement } from '../../../app/root-element';
import { makeStore, type AppStore } from '../../../app/store';
import { API, notices, signInOn, signedInStore } from '../../../app/testing/session-test-kit';
import { PartnerPageLive } from './partner-page-live';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const [partner] = readCatalogueData().partners;

/** Counts the visits the API receives, answering with `answer` (the sandbox's own handler by default). */
function countVisits(answer?: () => Response) {
  const seen: unknown[] = [];
  server.use(
    http.post(`${API}/partners/experts/visits`, async ({ request }) => {
      seen.push(await request.clone().json());
      return answer?.();
    }),
  );
  return seen;
}

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
});

describe('PartnerPageLive', () => {
  it('records one visit for the signed-in user and loads the forms only when the section comes near', async () => {
    const enter = stubIntersectionObserver();
    const seen = countVisits();
    const { store } = await signedInStore();
    renderLive(store);
    await settle();
    expect(seen).toEqual([{ expert_id: partner.id, visited_at: expect.any(String) }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    enter();
    expect(await screen.findByRole('form', { name: 'Send a message' })).toBeInTheDocument();
    store.dispatch({ type: 'something/else' });
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('records nothing for an anonymous visitor, and the visit once they sign in on the page', async () => {
    const seen = countVisits(() => new HttpResponse(null, { status: 204 }));
    const store = makeStore();
    renderLive(store);
    await settle();
    expect(seen).toEqual([]);
    act(() => void signInOn(store, 'dal:token'));
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('a failed visit is ignored silently: no notice, the page goes on', async () => {
    const seen = countVisits(() => HttpResponse.json({ error: { type: 'server_error', message: 'Boom' } }, { status: 500 }));
    const { store } = await signedInStore();
    renderLive(store);
    await settle();
    expect(seen).toHaveLength(1);
    expect(notices(store)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
