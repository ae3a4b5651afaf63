import { formatDate } from './dates';

describe("formatDate ('MMM D, YYYY')", () => {
  it('formats ISO timestamps in UTC', () => {
    expect(formatDate('2026-11-01T23:30:00.000Z')).toBe('Nov 1, 2026');
    expect(formatDate('2019-01-31')).toBe('Jan 31, 2019');
  });
  it('names every month with its three-letter abbreviation', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2026, month, 15)).toISOString()));
    expect(months).toEqual([
      'Jan 15, 2026',
      'Feb 15, 2026',
      'Mar 15, 2026',
      'Apr 15, 2026',
      'May 15, 2026',
      'Jun 15, 2026',
      'Jul 15, 2026',
      'Aug 15, 2026',
      'Sep 15, 2026',
      'Oct 15, 2026',
      'Nov 15, 2026',
      'Dec 15, 2026',
    ]);
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});
