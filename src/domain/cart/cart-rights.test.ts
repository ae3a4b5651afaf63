import { cartBuyRefusals } from './cart-rights';

const items = (...products: ('livechat' | 'helpdesk')[]) => products.map((product) => ({ product }));

describe('who may buy a cart (§6 billing rights)', () => {
  it('refuses an agent without billing rights, once per product billed, in its own words', () => {
    expect(cartBuyRefusals([], items('livechat', 'livechat', 'helpdesk'))).toEqual([
      'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
      'Buying apps needs billing rights on the HelpDesk license. Ask its owner to buy it or to give you billing access.',
    ]);
  });

  it('lets billing admin, manage or all buy live-chat apps; only billing--all:rw help-desk ones', () => {
    for (const scope of ['billing_admin', 'billing_manage', 'billing--all:rw'])
      expect(cartBuyRefusals([scope], items('livechat'))).toEqual([]);
    expect(cartBuyRefusals(['billing_manage'], items('helpdesk'))).toHaveLength(1);
    expect(cartBuyRefusals(['billing--all:rw'], items('livechat', 'helpdesk'))).toEqual([]);
  });

  it('refuses nothing for an empty cart', () => {
    expect(cartBuyRefusals([], [])).toEqual([]);
  });
});
