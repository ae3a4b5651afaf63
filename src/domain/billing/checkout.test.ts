import type { ApiAccountRole } from '../auth/accounts-contract';
import type { ApiPayment } from '../catalogue/contract';
import {
  cardNeeded,
  chargeThankYouPath,
  checkoutTrial,
  chargeTrialDays,
  checkoutPlans,
  checkoutRoute,
  checkoutThankYouPath,
  checkoutVerdict,
  showsPurchaseToast,
  clampSeats,
  externalChargeMeta,
  quote,
  type CheckoutPlan,
} from './checkout';

const payment = (over: Partial<ApiPayment> = {}): ApiPayment => ({
  price: 900,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly',
  trialDays: 0,
  creditCardRequired: true,
  perAccount: false,
  ...over,
});
const monthly: CheckoutPlan = { id: 'a-standard', name: 'Standard', price: 900, frequency: 'monthly', perAccount: false };

describe('quote (§9 pricing rules)', () => {
  it('charges a monthly plan per month', () => {
    expect(quote({ plan: monthly, months: 1, seats: 1, discount: null })).toMatchObject({
      kind: 'recurrent_charge',
      unitPrice: 900,
      total: 900,
      perMonth: 900,
      listedUnitPrice: null,
    });
  });

  it('charges the annual cycle floor(price × 0.85 × 12) and shows it ÷ 12 rounded', () => {
    expect(quote({ plan: monthly, months: 12, seats: 1, discount: null })).toMatchObject({
      unitPrice: 9180,
      perMonth: 765,
      months: 12,
    });
    expect(quote({ plan: { ...monthly, price: 1499 }, months: 12, seats: 1, discount: null })).toMatchObject({
      unitPrice: 15289, // floor(1499 × 0.85 × 12) = floor(15289.8)
      perMonth: 1274, // round(15289 / 12) = round(1274.08)
    });
  });

  it('multiplies per-account plans by the seats', () => {
    expect(quote({ plan: { ...monthly, perAccount: true }, months: 1, seats: 3, discount: null })).toMatchObject({
      unitPrice: 900,
      quantity: 3,
      total: 2700,
    });
    expect(quote({ plan: monthly, months: 1, seats: 3, discount: null }).quantity).toBe(1);
  });

  it('charges a one-time plan once, shown as ÷ 12 a month', () => {
    const once = { ...monthly, frequency: 'once' as const, price: 2000 };
    expect(quote({ plan: once, months: 12, seats: 1, discount: null })).toMatchObject({
      kind: 'direct_charge',
      unitPrice: 2000,
      months: 1,
      perMonth: 167,
    });
  });

  it('lowers the price by an active discount and keeps the listed one (§5)', () => {
    const discount = { from: new Date(0), to: new Date(1e13), percent: 10 };
    expect(quote({ plan: { ...monthly, price: 14900 }, months: 1, seats: 1, discount })).toMatchObject({
      unitPrice: 13410,
      listedUnitPrice: 14900,
    });
  });
});

describe('plans, seats and trial', () => {
  it('offers the app payment as Standard, then its upgrades, never hourly ones', () => {
    const plans = checkoutPlans({
      slug: 'a',
      payment: payment(),
      upgrades: [
        { id: 'a-pro', name: 'Pro', price: 1900, frequency: 'monthly', perAccount: false, features: [] },
        { id: 'a-hour', name: 'Hourly', price: 100, frequency: 'hourly', perAccount: false, features: [] },
      ],
    });
    expect(plans.map((plan) => plan.id)).toEqual(['a-standard', 'a-pro']);
    expect(checkoutPlans({ slug: 'free', payment: null })).toEqual([]);
  });

  it('keeps seats whole, from 1 to 1000', () => {
    expect([0, -3, 2.7, '5', 'x', 5000].map(clampSeats)).toEqual([1, 1, 2, 5, 1, 1000]);
  });

  it('adds the remaining trial days on recurrent charges only (§5)', () => {
    expect(chargeTrialDays('recurrent_charge', 14, 3)).toBe(17);
    expect(chargeTrialDays('direct_charge', 14, 3)).toBe(0);
  });

  it('asks for a card unless a recurrent trial needs none (§5)', () => {
    expect(cardNeeded('direct_charge', payment({ trialDays: 7, creditCardRequired: false }))).toBe(true);
    expect(cardNeeded('recurrent_charge', payment({ trialDays: 7, creditCardRequired: false }))).toBe(false);
    expect(cardNeeded('recurrent_charge', payment({ trialDays: 7, creditCardRequired: true }))).toBe(true);
    expect(cardNeeded('recurrent_charge', payment({ trialDays: 0, creditCardRequired: false }))).toBe(true);
  });
});

describe('checkoutVerdict (§5, §6: refusals before any charge)', () => {
  const app = { installable: true, plan: null, onlyOwnerCanInstall: false, developerId: 'dev-1', paid: true };
  const owner: ApiAccountRole[] = [
    { role_id: 'r1', product: 'livechat', role: 'owner' },
    { role_id: 'r2', product: 'helpdesk', role: 'owner' },
  ];
  const user = (permissions: string[], organizationId = 'org-1', roles: ApiAccountRole[] = owner) => ({
    accountId: 'a',
    organizationId,
    permissions,
    roles,
  });
  const base = { product: 'livechat' as const, license: 'active' as const, currentPlan: null, app };

  it('refuses a visitor, the developer, an inactive license and a user without billing rights', () => {
    expect(checkoutVerdict({ ...base, user: null })).toMatchObject({ reason: 'not-signed-in' });
    expect(checkoutVerdict({ ...base, user: user(['billing_manage'], 'dev-1') })).toEqual({
      allowed: false,
      reason: 'own-product',
      message: 'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    });
    expect(checkoutVerdict({ ...base, license: 'inactive', user: user(['billing_manage']) })).toMatchObject({
      message: 'Your LiveChat license is inactive. Go to LiveChat app and activate it.',
    });
    expect(checkoutVerdict({ ...base, user: user(['chats--my:rw']) })).toMatchObject({ reason: 'no-billing-rights' });
    expect(checkoutVerdict({ ...base, user: user(['billing_manage']) })).toEqual({ allowed: true });
  });

  it('counts only billing--all:rw in the help-desk product', () => {
    const helpdesk = { ...base, product: 'helpdesk' as const };
    expect(checkoutVerdict({ ...helpdesk, user: user(['billing_manage', 'billing_admin']) })).toMatchObject({
      reason: 'no-billing-rights',
    });
    expect(checkoutVerdict({ ...helpdesk, user: user(['billing--all:rw']) })).toEqual({ allowed: true });
  });

  it('counts billing rights on the product the charge goes under too (the build’s)', () => {
    // A live-chat app bought in the help-desk build: billing_manage is not enough there.
    expect(checkoutVerdict({ ...base, chargeProduct: 'helpdesk', user: user(['billing_manage']) })).toMatchObject({
      reason: 'no-billing-rights',
      message: 'Buying apps needs billing rights on the HelpDesk license. Ask its owner to buy it or to give you billing access.',
    });
    expect(checkoutVerdict({ ...base, chargeProduct: 'helpdesk', user: user(['billing--all:rw']) })).toEqual({ allowed: true });
  });

  it('refuses what the install at the end of the purchase would refuse: rights, owner-only, the plan', () => {
    const agent: ApiAccountRole[] = [{ role_id: 'r3', product: 'livechat', role: 'normal' }];
    expect(checkoutVerdict({ ...base, user: user(['billing_manage'], 'org-1', agent) })).toMatchObject({
      allowed: false,
      reason: 'no-install-rights',
      message: 'To install contact the owner of the LiveChat license.',
    });
    // Integration rights stand in for the admin role (§6).
    expect(checkoutVerdict({ ...base, user: user(['billing_manage', 'integrations_manage'], 'org-1', agent) })).toEqual({
      allowed: true,
    });
    const ownerOnly = { ...base, app: { ...app, onlyOwnerCanInstall: true } };
    expect(checkoutVerdict({ ...ownerOnly, user: user(['billing_manage']) })).toMatchObject({ reason: 'owner-only' });
    expect(checkoutVerdict({ ...ownerOnly, user: user(['billing_manage', 'organization--my:rw']) })).toEqual({ allowed: true });
    const teamApp = { ...base, app: { ...app, plan: 'team' as const } };
    expect(checkoutVerdict({ ...teamApp, currentPlan: 'starter', user: user(['billing_manage']) })).toEqual({
      allowed: false,
      reason: 'plan-restriction',
      message: 'This app is currently available only for Team and higher plans',
    });
    expect(checkoutVerdict({ ...teamApp, currentPlan: 'business', user: user(['billing_manage']) })).toEqual({ allowed: true });
  });
});

describe('checkout addresses (§2)', () => {
  it('reads the route of /checkout/*', () => {
    expect(checkoutRoute('pagio')).toEqual({ page: 'checkout', slug: 'pagio' });
    expect(checkoutRoute('pagio/thank-you/')).toEqual({ page: 'thank-you', slug: 'pagio' });
    expect(checkoutRoute('charge/rc_1/recurrent_charge/thank-you')).toEqual({
      page: 'external-thank-you',
      chargeId: 'rc_1',
      kind: 'recurrent_charge',
    });
    expect(checkoutRoute('charge/rc_1/other/thank-you')).toEqual({ page: 'none' });
    expect(checkoutRoute('cart/c1/thank-you')).toEqual({ page: 'cart' });
    expect(checkoutRoute('')).toEqual({ page: 'none' });
  });

  it('names no page for a dot-segment or an encoded slash (which would reach another API address)', () => {
    for (const rest of ['%2E', '%2E%2E', '%2E/thank-you', 'charge/%2E%2E/direct_charge/thank-you', 'a%2Fb'])
      expect(checkoutRoute(rest)).toEqual({ page: 'none' });
  });

  it('builds the thank-you addresses', () => {
    expect(checkoutThankYouPath('pagio')).toBe('/checkout/pagio/thank-you');
    expect(chargeThankYouPath('dc_1', 'direct_charge')).toBe('/checkout/charge/dc_1/direct_charge/thank-you');
  });

  it('keeps an external charge’s icon and description as plain strings; the icon only over http(s)', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(externalChargeMeta(`?description=${encodeURIComponent(hostile)}&icon=javascript:alert(1)`)).toEqual({
      icon: null,
      description: hostile,
    });
    expect(externalChargeMeta('?icon=https://cdn.test/i.png').icon).toBe('https://cdn.test/i.png');
  });
});

describe('the purchase toast (§4)', () => {
  it('shows unless on a checkout page or in agent-app mode', () => {
    expect(showsPurchaseToast('/apps/pagio/', false)).toBe(true);
    expect(showsPurchaseToast('/cart/', false)).toBe(true);
    expect(showsPurchaseToast('/checkout/pagio', false)).toBe(false);
    expect(showsPurchaseToast('/checkout/pagio/thank-you', false)).toBe(false);
    expect(showsPurchaseToast('/checkout', false)).toBe(false);
    expect(showsPurchaseToast('/checkouts/', false)).toBe(true);
    expect(showsPurchaseToast('/apps/pagio/', true)).toBe(false);
  });
});

describe('checkoutTrial (§5: one rule for the trial line, the card field and the button)', () => {
  it('a one-time charge has no trial and needs a card', () => {
    expect(checkoutTrial('direct_charge', payment({ trialDays: 30, creditCardRequired: false }))).toEqual({
      days: 0,
      cardNeeded: true,
    });
  });

  it('paying now (no trial days) always needs a card, whatever the app says', () => {
    expect(checkoutTrial('recurrent_charge', payment({ trialDays: 0, creditCardRequired: false }))).toEqual({
      days: 0,
      cardNeeded: true,
    });
  });

  it('a trial needs a card only when the app requires one; remaining trial days count', () => {
    expect(checkoutTrial('recurrent_charge', payment({ trialDays: 7, creditCardRequired: false }))).toEqual({
      days: 7,
      cardNeeded: false,
    });
    expect(checkoutTrial('recurrent_charge', payment({ trialDays: 7, creditCardRequired: true }), 3)).toEqual({
      days: 10,
      cardNeeded: true,
    });
    expect(checkoutTrial('recurrent_charge', payment({ trialDays: 0, creditCardRequired: true }), 3)).toEqual({
      days: 3,
      cardNeeded: true,
    });
  });
});
