import { makeStore } from '../core/store';
import { serviceWorkerActivated } from './offline-ready';
import { startOfflineWatch } from './offline-watch';

// The offline watch on jsdom's window, its online flag set by the test.
const texts = (store: ReturnType<typeof makeStore>) => store.getState().notifications.items.map((item) => item.content);

function setup(cachedUrls: string[] = []) {
  const store = makeStore();
  const navigate = jest.fn();
  const asked: string[] = [];
  const cached = jest.fn(async (url: string) => {
    asked.push(url);
    return cachedUrls.includes(url);
  });
  const stop = startOfflineWatch(store, window, { navigate, cached });
  return { store, navigate, asked, stop };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function clickLink(href: string): MouseEvent {
  document.body.innerHTML = `<a href="${href}"><span>go</span></a>`;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.querySelector('span')!.dispatchEvent(event);
  return event;
}

afterEach(() => setOnline(true));

it('says so while offline (a lasting notice) and when back online', () => {
  const { store, stop } = setup();
  setOnline(false);
  // No service worker active yet: nothing was saved, and the notice says that.
  expect(texts(store)).toEqual([expect.stringMatching(/^You're offline\. Nothing has been saved for offline use yet/)]);
  setOnline(true);
  serviceWorkerActivated();
  setOnline(false);
  expect(texts(store)).toEqual([expect.stringMatching(/^You're offline\. Pages you've opened still work/)]);
  expect(store.getState().notifications.items[0].autoHideDelayTime).toBeNull();
  setOnline(true);
  expect(texts(store)).toEqual(["You're back online."]);
  stop();
});

it('offline, keeps the visitor on the page for a page not saved, and says why', async () => {
  const { store, navigate, asked, stop } = setup();
  setOnline(false);
  const event = clickLink('/marketplace/apps/crm-sync/');
  expect(event.defaultPrevented).toBe(true);
  await Promise.resolve();
  await Promise.resolve();
  expect(asked).toEqual(['/marketplace/page-data/apps/crm-sync/page-data.json']);
  expect(navigate).not.toHaveBeenCalled();
  expect(texts(store)).toEqual([expect.stringMatching(/this page hasn't been saved for offline use yet/)]);
  stop();
});

it('offline, opens a page whose data is cached', async () => {
  const { navigate, stop } = setup(['/marketplace/page-data/apps/page-data.json']);
  setOnline(false);
  clickLink('/marketplace/apps/?payment=free');
  await Promise.resolve();
  await Promise.resolve();
  expect(navigate).toHaveBeenCalledWith('/apps/?payment=free');
  stop();
});

it('online, or for links off the site, leaves clicks alone', () => {
  const { asked, stop } = setup();
  expect(clickLink('/marketplace/apps/').defaultPrevented).toBe(false);
  setOnline(false);
  expect(clickLink('https://example.com/').defaultPrevented).toBe(false);
  expect(clickLink('/elsewhere/').defaultPrevented).toBe(false);
  expect(asked).toEqual([]);
  stop();
});
