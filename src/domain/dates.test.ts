import { formatDate } from './dates';

describe("formatDate ('MMM D, YYYY')", () => {
  it('formats ISO timestamps in UTC', () => {
    expect(formatDate('2026-11-01T23:30:00.000Z')).toBe('Nov 1, 2026');
    expect(formatDate('2019-01-31')).toBe('Jan 31, 2019');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
