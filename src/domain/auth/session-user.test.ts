import type { ApiAccount, ApiSubscription } from './accounts-contract';
import { parseScopes, toSessionUser, toSubscription } from './session-user';

const account: ApiAccount = {
  account_id: 'acc-1',
  name: 'Olivia Owner',
  email: 'olivia@acme.example',
  organization_id: 'org-acme',
  properties: { active: true, avatar_url: 'https://cdn.example/olivia.png', livechat: { suspended: false } },
  roles: [{ role_id: 'r1', product: 'livechat', role: 'owner' }],
};

describe('parseScopes', () => {
  it('reads comma- or space-separated scopes, dropping blanks and repeats', () => {
    expect(parseScopes('chats--all:rw,billing_manage')).toEqual(['chats--all:rw', 'billing_manage']);
    expect(parseScopes(' a  b,a ,, ')).toEqual(['a', 'b']);
    expect(parseScopes(null)).toEqual([]);
  });
});

describe('toSessionUser', () => {
  it('keeps the §3 user fields: ids, token, name, email, avatar, permissions, ghost flag; not a reseller until checked', () => {
    const products = [
      { product: 'livechat' as const, license_id: 'l1', organization_id: 'org-acme', active: true, plan: 'team' },
    ];
    expect(toSessionUser({ token: 'dal:t', account, organizationId: 'org-acme', scope: 'a,b', products, ghost: true })).toEqual({
      accountId: 'acc-1',
      organizationId: 'org-acme',
      token: 'dal:t',
      name: 'Olivia Owner',
      email: 'olivia@acme.example',
      avatar: 'https://cdn.example/olivia.png',
      permissions: ['a', 'b'],
      roles: account.roles,
      suspendedOn: [],
      products,
      isGhostLogin: true,
      isReseller: false,
    });
  });

  it('keeps the products the seat is suspended on, each on its own', () => {
    const sam = { ...account, properties: { active: true, livechat: { suspended: true }, helpdesk: { suspended: false } } };
    const user = toSessionUser({ token: 't', account: sam, organizationId: 'org-acme', scope: null, products: [], ghost: false });
    expect(user.suspendedOn).toEqual(['livechat']);
  });

  it("falls back to the account's organization and to no avatar", () => {
    const plain = { ...account, properties: { active: true } };
    expect(
      toSessionUser({ token: 't', account: plain, organizationId: '', scope: null, products: [], ghost: false }),
    ).toMatchObject({
      organizationId: 'org-acme',
      avatar: null,
      permissions: [],
    });
  });
});

describe('toSubscription', () => {
  it('turns the wire fields into the §3 subscription', () => {
    const raw: ApiSubscription = {
      plan: 'team',
      has_card: true,
      subscribed: true,
      days_left: 0,
      trial: false,
      active: true,
      cancelled: false,
      cancelled_at: null,
      assigned: true,
      card_details: { card_type: 'visa', first_six: '411111', last_four: '1111' },
    };
    expect(toSubscription(raw)).toEqual({
      plan: 'team',
      hasCard: true,
      subscribed: true,
      daysLeft: 0,
      trial: false,
      active: true,
      cancelled: false,
      cancelledAt: null,
      assigned: true,
      cardDetails: { cardType: 'visa', firstSix: '411111', lastFour: '1111' },
    });
    expect(toSubscription({ ...raw, card_details: null }).cardDetails).toBeNull();
  });
});
