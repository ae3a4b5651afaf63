import { HASH_REPAIR_SCRIPT } from './hash-repair-script';

/**
 * Runs the inline script against a stand-in window, location and history; returns the address it
 * leaves and a way to fire a later popstate with a new hash.
 */
function load(hash: string) {
  const page = { address: `/marketplace/apps/pagio/?a=1${hash}` };
  const location = { pathname: '/marketplace/apps/pagio/', search: '?a=1', hash };
  const history = {
    state: { key: 'k' },
    replaceState: (_state: unknown, _title: string, url: string) => {
      page.address = url;
      location.hash = url.slice(url.indexOf('#') >= 0 ? url.indexOf('#') : url.length);
    },
  };
  const listeners: Record<string, Array<() => void>> = {};
  const window = { addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener) };
  // The script is written for the page (window, location, history globals): run it with ours.
  new Function('window', 'location', 'history', HASH_REPAIR_SCRIPT)(window, location, history);
  const popTo = (next: string) => {
    location.hash = next;
    page.address = `/marketplace/apps/pagio/?a=1${next}`;
    (listeners.popstate ?? []).forEach((listener) => listener());
    return page.address;
  };
  return { address: page.address, popTo };
}

const run = (hash: string) => load(hash).address;

describe('the head script that keeps a broken hash from blanking the page', () => {
  it('leaves a readable hash alone', () => {
    for (const hash of ['', '#reviews', '#access_token=dal%3Ax&state=s'])
      expect(run(hash)).toBe(`/marketplace/apps/pagio/?a=1${hash}`);
  });

  it('escapes every % of a hash decodeURI refuses, keeping its text and the path and query', () => {
    for (const hash of ['#state=%', '#access_token=%E0%A4%A&state=x', '#%ZZ']) {
      const address = run(hash);
      expect(() => decodeURI(address)).not.toThrow();
      expect(decodeURI(address)).toBe(`/marketplace/apps/pagio/?a=1${hash}`);
    }
  });

  it('repairs a broken hash that arrives later (address bar, in-page link, Back), before the router reads it', () => {
    const page = load('#reviews');
    const address = page.popTo('#%E0%A4%A');
    expect(() => decodeURI(address)).not.toThrow();
    expect(decodeURI(address)).toBe('/marketplace/apps/pagio/?a=1#%E0%A4%A');
    expect(page.popTo('#description')).toBe('/marketplace/apps/pagio/?a=1#description');
  });
});
