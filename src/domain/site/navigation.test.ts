import { backNavigationReplaces, hashScrollTop, hashTarget, isAuthHash, scrollDecision } from './navigation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('navigation rules (§2)', () => {
  it('never treats a hash carrying an access token as a scroll target', () => {
    expect(isAuthHash('#access_token=dal:abc&expires_in=3600&state=x')).toBe(true);
    expect(hashTarget('#access_token=dal:abc')).toBeNull();
    expect(hashTarget('#state=1&access_token=x')).toBeNull();
    expect(hashTarget('#reviews')).toBe('reviews');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBeNull();
    // A callback parameter counts after any '&', and only as a whole parameter name.
    expect(isAuthHash('#x=1&state=abc')).toBe(true);
    expect(isAuthHash('#code=abc')).toBe(true);
    expect(isAuthHash('#error=access_denied')).toBe(true);
    expect(isAuthHash('#barcode=1')).toBe(false);
    expect(isAuthHash('#reviews')).toBe(false);
  });

  it('scrolls to a hash, keeps the position for query-only changes, else defers to Gatsby', () => {
    expect(scrollDecision(at('/apps/x/', '', '#reviews'), null)).toEqual({ kind: 'hash', id: 'reviews' });
    expect(scrollDecision(at('/apps/', '?payment=free'), at('/apps/'))).toEqual({ kind: 'keep' });
    expect(scrollDecision(at('/apps/crm/', ''), at('/apps/'))).toEqual({ kind: 'default' });
    expect(scrollDecision(at('/apps/', ''), at('/apps/'))).toEqual({ kind: 'default' });
    // Another page whose query also differs is a new page, not a filter change.
    expect(scrollDecision(at('/apps/crm/', '?payment=free'), at('/apps/', ''))).toEqual({ kind: 'default' });
    expect(scrollDecision(at('/apps/', '?payment=free'), null)).toEqual({ kind: 'default' });
  });

  it('leaves 20 px between the sticky header and the element', () => {
    expect(hashScrollTop(500, 100, 90)).toBe(490);
    expect(hashScrollTop(10, 0, 90)).toBe(0);
  });

  it('replaces the history entry on back navigation from a URL without a section hash', () => {
    expect(backNavigationReplaces('')).toBe(true);
    expect(backNavigationReplaces('#')).toBe(true);
    expect(backNavigationReplaces('#access_token=dal%3Aabc&expires_in=3600&state=x')).toBe(true);
    expect(backNavigationReplaces('#reviews')).toBe(false);
    expect(backNavigationReplaces('#features')).toBe(false);
  });
});
