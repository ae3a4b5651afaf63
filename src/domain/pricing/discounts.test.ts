import { activeDiscount, discountedPrice } from './discounts';

const window = { discountFrom: '2026-01-01T00:00:00.000Z', discountTo: '2026-12-31T23:59:59.000Z', discountPercent: '20' };
const inside = new Date('2026-06-01T00:00:00.000Z');

describe('activeDiscount (§5 time-limited discounts)', () => {
  it('applies inside the window, edges included', () => {
    expect(activeDiscount(window, inside)?.percent).toBe(20);
    expect(activeDiscount(window, new Date(window.discountFrom))).not.toBeNull();
    expect(activeDiscount(window, new Date(window.discountTo))).not.toBeNull();
  });
  it('does not apply a millisecond outside the window', () => {
    expect(activeDiscount(window, new Date(Date.parse(window.discountFrom) - 1))).toBeNull();
    expect(activeDiscount(window, new Date(Date.parse(window.discountTo) + 1))).toBeNull();
  });
  it('needs all three fields', () => {
    expect(activeDiscount({ ...window, discountFrom: undefined }, inside)).toBeNull();
    expect(activeDiscount({ ...window, discountTo: undefined }, inside)).toBeNull();
    expect(activeDiscount({ ...window, discountPercent: undefined }, inside)).toBeNull();
    expect(activeDiscount({ ...window, discountPercent: '' }, inside)).toBeNull();
    // Blank is missing, not a 0 % discount (Number('  ') would be 0).
    expect(activeDiscount({ ...window, discountPercent: '  ' }, inside)).toBeNull();
  });
  it('accepts 0 and refuses 100, negatives and non-numbers', () => {
    expect(activeDiscount({ ...window, discountPercent: '0' }, inside)?.percent).toBe(0);
    expect(activeDiscount({ ...window, discountPercent: '99.5' }, inside)?.percent).toBe(99.5);
    expect(activeDiscount({ ...window, discountPercent: '100' }, inside)).toBeNull();
    expect(activeDiscount({ ...window, discountPercent: '-5' }, inside)).toBeNull();
    expect(activeDiscount({ ...window, discountPercent: 'abc' }, inside)).toBeNull();
  });
  it('refuses malformed dates', () => {
    expect(activeDiscount({ ...window, discountFrom: 'soon' }, inside)).toBeNull();
  });
  it('drops the price by the percent', () => {
    const discount = activeDiscount(window, inside);
    expect(discountedPrice(2000, discount)).toBe(1600);
    expect(discountedPrice(2000, null)).toBe(2000);
  });
});
