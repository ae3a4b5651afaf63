import {
  chargeTotal,
  chargeVerdict,
  isCardAnswer,
  isProcessable,
  readAppCharge,
  readBackoffMs,
  readCharge,
  readChargeList,
  readPricePreview,
  statusRank,
} from './charges';

describe('chargeVerdict (§4)', () => {
  it.each([
    ['pending', 'continue'],
    ['accepted', 'continue'],
    ['processed', 'continue'],
    ['success', 'succeeded'],
    ['failed', 'failed'],
    ['something-new', 'continue'],
  ])('direct %s → %s', (status, kind) => expect(chargeVerdict('direct_charge', status).kind).toBe(kind));

  it.each([
    ['pending', 'continue'],
    ['accepted', 'continue'],
    ['frozen', 'continue'],
    ['active', 'succeeded'],
    ['declined', 'declined'],
    ['cancelled', 'cancelled'],
    ['success', 'continue'],
  ])('recurrent %s → %s', (status, kind) => expect(chargeVerdict('recurrent_charge', status).kind).toBe(kind));
});

it('is processable only while pending', () => {
  expect(isProcessable('pending')).toBe(true);
  expect(['accepted', 'processed', 'success', 'failed', 'active', 'frozen'].some(isProcessable)).toBe(false);
});

it('ranks statuses so that an older answer cannot move a charge back', () => {
  expect(statusRank('direct_charge', 'processed')).toBeGreaterThan(statusRank('direct_charge', 'accepted'));
  expect(statusRank('direct_charge', 'success')).toBeGreaterThan(statusRank('direct_charge', 'processed'));
  expect(statusRank('recurrent_charge', 'frozen')).toBeGreaterThan(statusRank('recurrent_charge', 'accepted'));
  expect(statusRank('recurrent_charge', 'cancelled')).toBeGreaterThan(statusRank('recurrent_charge', 'frozen'));
});

it('backs off from 2000 ms, doubling, up to 30 s', () => {
  expect([0, 1, 2, 3, 4, 9].map(readBackoffMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
});

it('multiplies per-account charges by the seats', () => {
  expect(chargeTotal({ price: 1200, quantity: 3, per_account: true })).toBe(3600);
  expect(chargeTotal({ price: 1200, quantity: 3, per_account: false })).toBe(1200);
});

describe('reading billing answers (§3 shapes): anything else is no answer', () => {
  const charge = {
    id: 'dc_1',
    name: 'Pagio',
    price: 2000,
    quantity: 1,
    months: 0,
    trial_days: 0,
    per_account: false,
    status: 'pending',
    return_url: '',
    order_client_id: 'app-1',
    test: true,
    created_at: '2026-01-31T10:00:00.000Z',
  };
  const NOT_ANSWERS: unknown[] = [{}, null, undefined, '<html>oops</html>', '', 42, [], [charge]];

  it('reads a charge, and its kind when create-charge answers one', () => {
    expect(readCharge(charge)).toEqual(charge);
    expect(readAppCharge({ ...charge, type: 'direct_charge' })).toEqual({ ...charge, type: 'direct_charge' });
    // Fields §3 does not list default to empty.
    const { return_url: _r, order_client_id: _o, test: _t, created_at: _c, ...core } = charge;
    expect(readCharge(core)).toEqual({ ...core, return_url: '', order_client_id: '', test: false, created_at: '' });
  });

  it('refuses {}, null, a text, a list, and a charge without its id, status, kind or amounts', () => {
    for (const value of NOT_ANSWERS) {
      expect(readCharge(value)).toBeNull();
      expect(readAppCharge(value)).toBeNull();
    }
    expect(readCharge({ ...charge, id: '' })).toBeNull();
    expect(readCharge({ ...charge, status: undefined })).toBeNull();
    expect(readCharge({ ...charge, price: '2000' })).toBeNull();
    expect(readCharge({ ...charge, quantity: -1 })).toBeNull();
    expect(readCharge({ ...charge, per_account: 'no' })).toBeNull();
    expect(readAppCharge(charge)).toBeNull();
    expect(readAppCharge({ ...charge, type: 'undefined' })).toBeNull();
  });

  it('reads a list of charges only when every entry is one', () => {
    expect(readChargeList([charge])).toEqual([charge]);
    expect(readChargeList([])).toEqual([]);
    expect(readChargeList([charge, {}])).toBeNull();
    for (const value of [{}, null, 'x']) expect(readChargeList(value)).toBeNull();
  });

  it('reads a price preview and a card answer', () => {
    const preview = { price: 900, country: 'US', zip: '10001', taxes: { total_price: 980, tax_value: 80, tax_rate: 0.08875 } };
    expect(readPricePreview(preview)).toEqual(preview);
    expect(readPricePreview({ ...preview, taxes: {} })).toBeNull();
    expect(isCardAnswer({ card: { card_type: 'visa', first_six: '424242', last_four: '4242' } })).toBe(true);
    for (const value of [{}, null, '', 'x', { card: {} }]) {
      expect(readPricePreview(value)).toBeNull();
      expect(isCardAnswer(value)).toBe(false);
    }
  });
});
