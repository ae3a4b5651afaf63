import { mayRefreshPublished, PUBLISHED_REFRESH_MS } from './published-refresh';

describe('published apps refresh (§4 Loading, §9)', () => {
  it('is at most every 15000 ms', () => {
    expect(PUBLISHED_REFRESH_MS).toBe(15000);
    expect(mayRefreshPublished(null, 0)).toBe(true);
    expect(mayRefreshPublished(1000, 1000)).toBe(false);
    expect(mayRefreshPublished(1000, 15999)).toBe(false);
    expect(mayRefreshPublished(1000, 16000)).toBe(true);
  });

  it('never allows a read when the clock went backwards', () => {
    expect(mayRefreshPublished(20000, 1000)).toBe(false);
  });
});
