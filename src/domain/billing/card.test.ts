import {
  CARD_TEXT,
  cardBrand,
  cardCvcProblem,
  cardDigits,
  cardExpiryProblem,
  cardNumberProblem,
  checkCard,
  cvcLength,
  luhnValid,
  readCardAnswer,
  readExpiry,
  readSubscriptionCard,
  UNDESCRIBED_CARD,
} from './card';

// The card rules of the checkout's card form and the sandbox's POST /account/{product} (§3 payment
// methods visa, master, mastercard, american_express).
const NOW = new Date(2026, 5, 15); // 15 June 2026, local time

describe('the Luhn check', () => {
  it.each([
    '4242424242424242',
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '2223003122003222',
    '4000000000000002',
  ])('passes %s', (digits) => expect(luhnValid(digits)).toBe(true));

  it.each([
    ['a changed last digit', '4242424242424241'],
    ['two digits swapped', '4242424242424224'],
    ['11 digits', '42424242428'],
    ['20 digits', '42424242424242424242'],
    ['spaces (digits only)', '4242 4242 4242 4242'],
    ['nothing', ''],
  ])('fails %s', (_label, digits) => expect(luhnValid(digits)).toBe(false));
});

describe('the brand from the number', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720999999999996', 'mastercard'],
    ['378282246310005', 'american_express'],
    ['340000000000009', 'american_express'],
  ])('%s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));

  it.each(['2220999999999999', '2721000000000000', '5000000000000000', '5600000000000000', '6011111111111117', '35', '', '222'])(
    '%s is none of §3',
    (digits) => expect(cardBrand(digits)).toBeNull(),
  );
});

describe('what is wrong with a number', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    ['3782 822463 10005', null],
    ['5555 5555 5555 4444', null],
    ['', CARD_TEXT.numberMissing],
    ['   ', CARD_TEXT.numberMissing],
    ['4242 4242 4242 424x', CARD_TEXT.numberNotDigits],
    ['6011 1111 1111 1117', CARD_TEXT.numberBrand],
    ['4242 4242 4242 42', 'A Visa card number has 13, 16 or 19 digits.'],
    ['3782 822463 100050', 'An American Express card number has 15 digits.'],
    ['5555 5555 5555 444', 'A Mastercard card number has 16 digits.'],
    ['4242 4242 4242 4241', CARD_TEXT.numberInvalid],
  ])('%j: %s', (typed, problem) => expect(cardNumberProblem(typed)).toBe(problem));

  it('groups are ignored: spaces and dashes only', () => {
    expect(cardDigits(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
  });
});

describe('the expiry date', () => {
  it.each([
    ['04/30', { month: 4, year: 2030 }],
    ['4/30', { month: 4, year: 2030 }],
    ['04 / 30', { month: 4, year: 2030 }],
    ['0430', { month: 4, year: 2030 }],
    ['12/2031', { month: 12, year: 2031 }],
    ['13/30', null],
    ['00/30', null],
    ['4/3', null],
    ['April 2030', null],
    ['', null],
  ])('%j reads as %j', (typed, expiry) => expect(readExpiry(typed)).toEqual(expiry));

  it('must not be before this month: the current month is still valid (a card works through its last day)', () => {
    expect(cardExpiryProblem('06/26', NOW)).toBeNull();
    expect(cardExpiryProblem('07/26', NOW)).toBeNull();
    expect(cardExpiryProblem('05/26', NOW)).toBe(CARD_TEXT.expiryPast);
    expect(cardExpiryProblem('12/25', NOW)).toBe(CARD_TEXT.expiryPast);
    expect(cardExpiryProblem('06/46', NOW)).toBeNull();
    expect(cardExpiryProblem('07/46', NOW)).toBe(CARD_TEXT.expiryTooFar);
  });

  it('says what is missing or unreadable', () => {
    expect(cardExpiryProblem('', NOW)).toBe(CARD_TEXT.expiryMissing);
    expect(cardExpiryProblem('  ', NOW)).toBe(CARD_TEXT.expiryMissing);
    expect(cardExpiryProblem('13/30', NOW)).toBe(CARD_TEXT.expiryFormat);
    expect(cardExpiryProblem('soon', NOW)).toBe(CARD_TEXT.expiryFormat);
  });
});

describe('the CVC', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(cvcLength('visa')).toBe(3);
    expect(cvcLength('mastercard')).toBe(3);
    expect(cvcLength('american_express')).toBe(4);
    expect(cvcLength(null)).toBe(3);
  });

  it.each([
    ['123', 'visa', null],
    ['123', 'mastercard', null],
    ['1234', 'american_express', null],
    ['1234', 'visa', CARD_TEXT.cvcThree],
    ['12', 'visa', CARD_TEXT.cvcThree],
    ['12a', 'visa', CARD_TEXT.cvcThree],
    ['123', 'american_express', CARD_TEXT.cvcFour],
    ['', 'visa', CARD_TEXT.cvcMissing],
  ] as const)('%j for %s: %s', (cvc, brand, problem) => expect(cardCvcProblem(cvc, brand)).toBe(problem));
});

describe('the whole card', () => {
  it('is the card to send when every field passes', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '04/30', cvc: ' 123 ' }, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'visa', expiryMonth: 4, expiryYear: 2030, cvc: '123' },
    });
    expect(checkCard({ number: '3782 822463 10005', expiry: '12/2030', cvc: '1234' }, NOW)).toEqual({
      ok: true,
      card: { number: '378282246310005', brand: 'american_express', expiryMonth: 12, expiryYear: 2030, cvc: '1234' },
    });
  });

  it('says what is wrong with each field, and only with those', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      ok: false,
      problems: { number: CARD_TEXT.numberMissing, expiry: CARD_TEXT.expiryMissing, cvc: CARD_TEXT.cvcMissing },
    });
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '01/26', cvc: '123' }, NOW)).toEqual({
      ok: false,
      problems: { expiry: CARD_TEXT.expiryPast },
    });
    // The CVC is judged by the brand of the number: three digits are not enough for American Express.
    expect(checkCard({ number: '3782 822463 10005', expiry: '04/30', cvc: '123' }, NOW)).toEqual({
      ok: false,
      problems: { cvc: CARD_TEXT.cvcFour },
    });
  });
});

describe('cards on the wire', () => {
  it('reads the card POST /account/{product} answers', () => {
    expect(readCardAnswer({ card: { card_type: 'visa', first_six: '424242', last_four: '4242' } })).toEqual({
      cardType: 'visa',
      firstSix: '424242',
      lastFour: '4242',
    });
    for (const answer of [{}, null, 'Bad gateway', { card: {} }, { card: { last_four: 4242 } }, { card: { last_four: '42' } }]) {
      expect(readCardAnswer(answer)).toBeNull();
    }
  });

  it("reads a subscription's card on file (§3 hasCard, cardDetails)", () => {
    const details = { card_type: 'master', first_six: '222300', last_four: '0023' };
    expect(readSubscriptionCard({ has_card: true, card_details: details })).toEqual({
      cardType: 'master',
      firstSix: '222300',
      lastFour: '0023',
    });
    expect(readSubscriptionCard({ has_card: false, card_details: null })).toBeNull();
    // A card without its details: on file, but not describable.
    expect(readSubscriptionCard({ has_card: true, card_details: null })).toBe(UNDESCRIBED_CARD);
    // No subscription at all.
    for (const answer of [{}, null, 'License not found', { has_card: 'yes' }])
      expect(readSubscriptionCard(answer)).toBeUndefined();
  });
});
