import { percentile } from './percentiles';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
