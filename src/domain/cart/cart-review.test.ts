import type { ApiCartProduct } from './cart-contract';
import {
  cardLabel,
  cardNeededText,
  cardOnFileText,
  cardsOnFile,
  cartDueToday,
  cartReview,
  hasCardOnFile,
  NO_CARD_ON_FILE,
  productsWithoutCard,
  reviewChecksum,
} from './cart-review';
import { noteReason } from './cart-purchase';

const product = (
  id: string,
  plan: { unit: number; seats?: number; billingCycle: 'pay-once' | 'pay-monthly' | 'pay-yearly' },
  trialDays = 0,
  extra: Partial<ApiCartProduct> = {},
): ApiCartProduct =>
  ({
    id,
    name: id.toUpperCase(),
    product: 'livechat',
    trialDays,
    hasCard: false,
    cardDetails: null,
    plan: {
      id: `${id}-standard`,
      name: 'Standard',
      price: { unit: plan.unit, total: plan.unit * (plan.seats ?? 1) },
      billingCycle: plan.billingCycle,
      perAccount: (plan.seats ?? 1) > 1,
      seats: plan.seats ?? 1,
    },
    ...extra,
  }) as ApiCartProduct;

describe('the cart review', () => {
  const products = [
    product('once', { unit: 2000, billingCycle: 'pay-once' }),
    product('monthly', { unit: 1234, seats: 3, billingCycle: 'pay-monthly' }),
    product('trial', { unit: 1200, seats: 2, billingCycle: 'pay-monthly' }, 7),
    product('yearly', { unit: 12240, billingCycle: 'pay-yearly' }, 14),
  ];

  it('bills one-time and non-trial items today, trial items after their trial; one-time items have no period', () => {
    const review = cartReview({ products, coupon: null });
    expect(review.lines.map((line) => [line.id, line.today, line.recurring])).toEqual([
      ['once', 2000, null],
      ['monthly', 3702, { amount: 3702, period: 'month' }],
      ['trial', 0, { amount: 2400, period: 'month' }],
      ['yearly', 0, { amount: 12240, period: 'year' }],
    ]);
    expect(review.today).toEqual({ subtotal: 5702, discount: 0, total: 5702 });
    expect(review.afterTrials).toEqual([
      { id: 'trial', name: 'TRIAL', trialDays: 7, amount: 2400, period: 'month' },
      { id: 'yearly', name: 'YEARLY', trialDays: 14, amount: 12240, period: 'year' },
    ]);
  });

  it('takes the coupon off each unit price, floored, times the seats: what the service charges', () => {
    const review = cartReview({ products, coupon: { code: 'SANDBOX10', discountPercent: 10 } });
    // 1234 × 0.9 = 1110.6 → 1110 per seat, × 3.
    expect(review.lines.map((line) => line.today)).toEqual([1800, 3330, 0, 0]);
    expect(review.today).toEqual({ subtotal: 5702, discount: 572, total: 5130 });
    expect(review.afterTrials.map((item) => item.amount)).toEqual([2160, 11016]);
    expect(review.coupon).toEqual({ code: 'SANDBOX10', discountPercent: 10 });
  });

  it('names the card on file by type and last four, or says there is none', () => {
    expect(cardLabel({ cardType: 'visa', lastFour: '1111' })).toBe('Visa ending in 1111');
    expect(cardLabel({ cardType: 'master', lastFour: '0023' })).toBe('Mastercard ending in 0023');
    expect(cardLabel({ cardType: 'american_express', lastFour: '0005' })).toBe('American Express ending in 0005');
    expect(cardLabel({ cardType: 'diners_club', lastFour: '0004' })).toBe('Diners Club ending in 0004');
    const visa = { cardType: 'visa', firstSix: '411111', lastFour: '1111' };
    expect(
      cardsOnFile([
        product('a', { unit: 1, billingCycle: 'pay-once' }, 0, { hasCard: true, cardDetails: visa }),
        product('b', { unit: 1, billingCycle: 'pay-once' }, 0, { hasCard: true, cardDetails: visa }),
        product('c', { unit: 1, billingCycle: 'pay-once' }, 0, { product: 'helpdesk' }),
      ]),
    ).toEqual([
      { product: 'LiveChat', onFile: true, card: 'Visa ending in 1111' },
      { product: 'HelpDesk', onFile: false, card: null },
    ]);
    expect(NO_CARD_ON_FILE).toBe('No card is on file.');
  });

  it('changes its checksum with the items, plans, prices and coupon, not with anything else', () => {
    const base = reviewChecksum({ products, coupon: null });
    expect(reviewChecksum({ products: products.map((item) => ({ ...item, note: 'x' })), coupon: null })).toBe(base);
    expect(reviewChecksum({ products: products.slice(1), coupon: null })).not.toBe(base);
    expect(reviewChecksum({ products, coupon: { code: 'SANDBOX10', discountPercent: 10 } })).not.toBe(base);
    const repriced = products.map((item, index) =>
      index === 0 ? { ...item, plan: { ...item.plan, price: { unit: 1900, total: 1900 } } } : item,
    );
    expect(reviewChecksum({ products: repriced, coupon: null })).not.toBe(base);
  });
});

describe('productsWithoutCard', () => {
  const item = (
    product: 'livechat' | 'helpdesk',
    trialDays: number,
    creditCardRequired: boolean,
    lastFour: string | null = null,
  ) => ({
    product,
    trialDays,
    creditCardRequired,
    hasCard: lastFour !== null,
    cardDetails: lastFour ? { cardType: 'visa', firstSix: '411111', lastFour } : null,
  });

  it('names each host product with an item that needs a card and no card on file, once', () => {
    expect(productsWithoutCard([item('livechat', 0, false), item('livechat', 0, true), item('helpdesk', 14, true)])).toEqual([
      'LiveChat',
      'HelpDesk',
    ]);
    expect(cardNeededText(['LiveChat', 'HelpDesk'])).toBe(
      "Items that need a card will not be bought: no card is on file for LiveChat and HelpDesk. Add one at an app's checkout first.",
    );
  });

  it('needs no card for a trial that requires none, nor where the card on file covers the product', () => {
    expect(productsWithoutCard([item('livechat', 7, false)])).toEqual([]);
    expect(productsWithoutCard([item('livechat', 0, false, '1111')])).toEqual([]);
    expect(productsWithoutCard([item('livechat', 0, false, '1111'), item('helpdesk', 0, false)])).toEqual(['HelpDesk']);
  });

  it('takes a card on file without its details (hasCard alone) as on file, as the purchase failure reason does', () => {
    const undescribed = { ...item('livechat', 0, false), hasCard: true };
    expect(hasCardOnFile(undescribed)).toBe(true);
    expect(hasCardOnFile(item('livechat', 0, false, '1111'))).toBe(true);
    expect(hasCardOnFile(item('livechat', 0, false))).toBe(false);
    expect(productsWithoutCard([undescribed])).toEqual([]);
    const [entry] = cardsOnFile([undescribed]);
    expect(entry).toEqual({ product: 'LiveChat', onFile: true, card: null });
    expect(cardOnFileText(entry)).toBe('Charged to your card on file.');
    expect(cardOnFileText(entry, true)).toBe('charged to your card on file.');
    expect(cardOnFileText({ onFile: true, card: 'Visa ending in 1111' })).toBe(
      'Charged to your card on file: Visa ending in 1111',
    );
    expect(cardOnFileText({ onFile: false, card: null }, true)).toBe('No card is on file.');
    expect(noteReason({ product: 'livechat', note: 'billing:error', hasCard: true, cardDetails: null })).toBe(
      "It looks like there's been an error on our side. Don't worry, your card details are valid...",
    );
    expect(noteReason({ product: 'livechat', note: 'billing:error', hasCard: false, cardDetails: null })).toBe(
      'No card is on file for LiveChat.',
    );
  });
});

describe('cartDueToday (the cart page totals)', () => {
  it("is the review's bill for today: trials cost nothing today, the coupon comes off each item as the review takes it", () => {
    const cart = {
      products: [
        product('once', { unit: 2999, billingCycle: 'pay-once' }),
        product('monthly', { unit: 1299, seats: 3, billingCycle: 'pay-monthly' }),
        product('trial', { unit: 4900, billingCycle: 'pay-monthly' }, 30),
      ],
      coupon: { code: 'SANDBOX10', discountPercent: 10, status: 'OK' },
    } as unknown as Parameters<typeof cartDueToday>[0];
    const review = cartReview(cart);
    expect(cartDueToday(cart)).toEqual({
      oneTime: 2999,
      subscriptions: 3897,
      trials: 1,
      discount: review.today.discount,
      total: review.today.total,
    });
    // floor(2999 × 0.9) + floor(1299 × 0.9) × 3, the trial's $49 not billed today.
    expect(review.today.total).toBe(2699 + 1169 * 3);
  });
});
