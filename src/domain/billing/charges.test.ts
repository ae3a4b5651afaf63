import { chargeTotal, chargeVerdict, isProcessable, readBackoffMs, statusRank } from './charges';

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
