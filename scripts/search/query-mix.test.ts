import { queryMix } from './query-mix';

describe('bench:search query mix', () => {
  it('is the same for the same catalogue, with every keystroke of typed-out words and picks of app names', () => {
    const names = Array.from({ length: 100 }, (_, i) => `App${String(i).padStart(3, '0')}`);
    const mix = queryMix(names);
    expect(queryMix([...names].reverse())).toEqual(mix);
    expect(mix).toEqual(
      expect.arrayContaining(['ch', 'cha', 'chat', 'chatb', 'chatbot', 'custmer', 'order sync', 'App000', 'App', 'app00']),
    );
    expect(mix.every((query) => query.trim().length >= 2)).toBe(true);
  });
});
