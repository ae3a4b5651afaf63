import { creditCardNeeded, totalTrialDays, trialLine, trialText } from './trial';

describe('trial rules (§5)', () => {
  it('needs a credit card only when the app requires one and has trial days', () => {
    expect(creditCardNeeded({ trialDays: 14, creditCardRequired: true })).toBe(true);
    expect(creditCardNeeded({ trialDays: 14, creditCardRequired: false })).toBe(false);
    expect(creditCardNeeded({ trialDays: 0, creditCardRequired: true })).toBe(false);
    expect(creditCardNeeded(null)).toBe(false);
  });

  it('adds the remaining trial days to the app days', () => {
    expect(totalTrialDays(14, 0)).toBe(14);
    expect(totalTrialDays(14, 5)).toBe(19);
    expect(totalTrialDays(0, 7)).toBe(7);
    expect(totalTrialDays(14)).toBe(14);
    expect(totalTrialDays(-3, Number.NaN)).toBe(0);
    expect(totalTrialDays(14.9, 0.5)).toBe(14);
    expect(totalTrialDays(Number.POSITIVE_INFINITY, 3)).toBe(3);
  });

  it('words the trial with and without a credit card', () => {
    expect(trialText({ trialDays: 14, creditCardRequired: false })).toBe('14-day free trial, no credit card required');
    expect(trialText({ trialDays: 14, creditCardRequired: true })).toBe('14-day free trial (credit card required)');
    expect(trialText({ trialDays: 30, creditCardRequired: true }, 5)).toBe('35-day free trial (credit card required)');
  });

  it('has no trial text for zero days, and zero app days never need a card', () => {
    expect(trialText({ trialDays: 0, creditCardRequired: true })).toBeNull();
    expect(trialText({ trialDays: 0, creditCardRequired: false })).toBeNull();
    expect(trialText(null)).toBeNull();
    expect(trialText({ trialDays: 0, creditCardRequired: true }, 3)).toBe('3-day free trial, no credit card required');
  });
});

it('words a trial of given days with or without a card, and none without days', () => {
  expect(trialLine(7, false)).toBe('7-day free trial, no credit card required');
  expect(trialLine(7, true)).toBe('7-day free trial (credit card required)');
  expect(trialLine(0, false)).toBeNull();
});
