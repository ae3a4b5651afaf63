import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Shopline Sync')).toBe('SS');
    expect(initialsOf('Olivia Owner')).toBe('OO');
    expect(initialsOf('ada-admin lovelace')).toBe('AA');
    expect(initialsOf('shopline sync')).toBe('SS');
    expect(initialsOf('-ada lovelace')).toBe('AL');
  });

  it('takes two capitals of a single camel-cased word, else its first two letters', () => {
    expect(initialsOf('CartPulse')).toBe('CP');
    expect(initialsOf('Ticketa')).toBe('TI');
    expect(initialsOf('CartPulseApp')).toBe('CP');
  });

  it('gives an empty string for an empty name (callers show their own placeholder)', () => {
    expect(initialsOf('')).toBe('');
  });
});
