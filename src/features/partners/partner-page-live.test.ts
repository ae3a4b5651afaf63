import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../sandbox/data-files';
import { server } from '../../../sandbox/test-server';
import { API, signedInStore } from '../../app/testing/session-test-kit';
import { startPartnerPage } from './partner-page-live';

const [partner] = readCatalogueData().partners;

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
    callbacks.forEach((callback) =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('startPartnerPage', () => {
  it('records the visit at once, and loads the forms only when the section comes near', async () => {
    const visited = new Promise<unknown>((resolve) =>
      server.use(
        http.post(`${API}/partners/experts/visits`, async ({ request }) => {
          resolve(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    const enter = stubIntersectionObserver();
    const { store } = await signedInStore();
    const showForms = jest.fn();

    const stop = startPartnerPage(store, partner.id, document.body, showForms);
    await expect(visited).resolves.toMatchObject({ expert_id: partner.id });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showForms).not.toHaveBeenCalled();

    enter();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showForms).toHaveBeenCalledWith(expect.any(Function));
    stop();
  });
});
