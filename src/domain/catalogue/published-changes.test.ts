import type { ApiApplication } from './contract';
import { publishedChange, withLiveFields } from './published-changes';
import { apiPayment } from '../testing/api-payment';

const payment = apiPayment();
const built = { payment, underMaintenance: false, customProps: { discountPercent: '10' } };
const published = (over: Partial<ApiApplication>) =>
  ({
    hidden: false,
    underMaintenance: false,
    payment,
    customProps: { discountPercent: '10', order: '3' },
    ...over,
  }) as ApiApplication;

describe('publishedChange (§4 Loading)', () => {
  it('is unchanged when price, discount keys and maintenance match (other customProps ignored)', () => {
    expect(publishedChange(built, published({}))).toEqual({ kind: 'unchanged' });
  });
  it('reports a new price, discount or maintenance flag', () => {
    expect(publishedChange(built, published({ payment: { ...payment, price: 2000 } }))).toMatchObject({ kind: 'changed' });
    expect(publishedChange(built, published({ customProps: { discountPercent: '20' } }))).toEqual({
      kind: 'changed',
      fields: { payment, underMaintenance: false, customProps: { discountPercent: '20' } },
    });
    expect(publishedChange(built, published({ underMaintenance: true }))).toMatchObject({ kind: 'changed' });
    expect(publishedChange(built, published({ payment: null }))).toMatchObject({ kind: 'changed' });
  });
  it('is unavailable when hidden or gone (404)', () => {
    expect(publishedChange(built, published({ hidden: true }))).toEqual({ kind: 'unavailable' });
    expect(publishedChange(built, null)).toEqual({ kind: 'unavailable' });
  });
});

describe('withLiveFields', () => {
  it('replaces the discount keys as a set and keeps the other customProps', () => {
    const app = { ...built, name: 'A', customProps: { discountPercent: '10', discountTo: '2026-01-01', isPremium: 'true' } };
    expect(withLiveFields(app, { payment: null, underMaintenance: true, customProps: {} })).toEqual({
      name: 'A',
      payment: null,
      underMaintenance: true,
      customProps: { isPremium: 'true' },
    });
  });
});
