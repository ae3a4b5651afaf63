import { HASH_REPAIR_SCRIPT } from './hash-repair-script';

/** Runs the inline script against a stand-in location and history; returns the address it leaves. */
function run(hash: string): string {
  let address = `/marketplace/apps/pagio/?a=1${hash}`;
  const location = { pathname: '/marketplace/apps/pagio/', search: '?a=1', hash };
  const history = {
    state: { key: 'k' },
    replaceState: (_state: unknown, _title: string, url: string) => void (address = url),
  };
  // The script is written for the page (location, history globals): run it with ours.
  new Function('location', 'history', HASH_REPAIR_SCRIPT)(location, history);
  return address;
}

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
});
