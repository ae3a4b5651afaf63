import { startsNewEdit } from './keypress-grouping';

describe('startsNewEdit (§9 keypress grouping window, 1000 ms)', () => {
  it('groups keystrokes less than 1000 ms apart into one edit', () => {
    expect(startsNewEdit(10_000, 10_999)).toBe(false);
    expect(startsNewEdit(10_000, 10_000)).toBe(false);
  });

  it('starts a new edit from 1000 ms after the last keystroke, and with the first one', () => {
    expect(startsNewEdit(10_000, 11_000)).toBe(true);
    expect(startsNewEdit(null, 5)).toBe(true);
  });
});
