import type { ApiAccount, ApiMyProduct, LicenseRole } from './accounts-contract';
import type { Product } from '../catalogue/contract';
import {
  ACCESS_REQUEST_MESSAGES,
  agentCount,
  activeAccounts,
  canManageOrganization,
  accessRequestProducts,
  appHostProduct,
  licensePlanOf,
  canRequestAccess,
  hasBillingRights,
  hasIntegrationRights,
  installFactsOf,
  installVerdict,
  isAdmin,
  isReseller,
  isSuspended,
  licenseMessage,
  licenseStatus,
  MAX_AGENTS_LISTED,
  meetsPlan,
  ownersToContact,
  productStanding,
  ownsProduct,
  PLAN_TIERS,
  requiredPlanMessage,
  ROLE_LABELS,
  type InstallInput,
} from './roles';
import { apiPayment } from '../testing/api-payment';

function account(
  id: string,
  roles: Array<[Product, LicenseRole]>,
  options: { active?: boolean; suspendedOn?: Product[] } = {},
): ApiAccount {
  const { active = true, suspendedOn = [] } = options;
  return {
    account_id: id,
    name: id,
    email: `${id}@example.com`,
    organization_id: 'org-1',
    properties: {
      active,
      livechat: { suspended: suspendedOn.includes('livechat') },
      helpdesk: { suspended: suspendedOn.includes('helpdesk') },
    },
    roles: roles.map(([product, role], index) => ({ role_id: `${id}-${index}`, product, role })),
  };
}

const ids = (accounts: ApiAccount[]) => accounts.map((item) => item.account_id);

describe('agentCount (§9: per-account charges multiply by the agent count)', () => {
  it("counts the product's active accounts, at least one", () => {
    const list = [
      account('owner', [['livechat', 'owner']]),
      account('agent', [['livechat', 'normal']]),
      account('invited', [['livechat', 'normal']], { active: false }),
      account('desk', [['helpdesk', 'normal']]),
    ];
    expect(agentCount(list, 'livechat')).toBe(2);
    expect(agentCount(list, 'helpdesk')).toBe(1);
    expect(agentCount([], 'livechat')).toBe(1);
  });
});

describe('admins and agents (§6)', () => {
  it('counts owner and viceowner of that product as admin, and no other role', () => {
    expect(isAdmin(account('a', [['livechat', 'owner']]), 'livechat')).toBe(true);
    expect(isAdmin(account('a', [['livechat', 'viceowner']]), 'livechat')).toBe(true);
    for (const role of ['administrator', 'viewer', 'normal', 'member'] as const) {
      expect(isAdmin(account('a', [['livechat', role]]), 'livechat')).toBe(false);
    }
    expect(isAdmin(account('a', [['helpdesk', 'owner']]), 'livechat')).toBe(false);
  });

  it('keeps only active accounts', () => {
    expect(ids(activeAccounts([account('a', []), account('b', [], { active: false }), account('c', [])]))).toEqual(['a', 'c']);
  });

  it('reads suspension per product', () => {
    const agent = account('a', [], { suspendedOn: ['helpdesk'] });
    expect(isSuspended(agent, 'helpdesk')).toBe(true);
    expect(isSuspended(agent, 'livechat')).toBe(false);
    expect(isSuspended({ properties: {} }, 'livechat')).toBe(false);
  });

  it('lists at most 3 owners to contact, the owner first, leaving out inactive, suspended and non-admins', () => {
    const accounts = [
      account('vice-1', [['livechat', 'viceowner']]),
      account('agent', [['livechat', 'normal']]),
      account('vice-gone', [['livechat', 'viceowner']], { active: false }),
      account('vice-suspended', [['livechat', 'viceowner']], { suspendedOn: ['livechat'] }),
      account('vice-2', [['livechat', 'viceowner']]),
      account('owner', [['livechat', 'owner']]),
      account('hd-owner', [['helpdesk', 'owner']]),
      account('vice-3', [['livechat', 'viceowner']]),
    ];
    expect(MAX_AGENTS_LISTED).toBe(3);
    expect(ids(ownersToContact(accounts, 'livechat'))).toEqual(['owner', 'vice-1', 'vice-2']);
    expect(ids(ownersToContact(accounts, 'helpdesk'))).toEqual(['hd-owner']);
    expect(ownersToContact([], 'livechat')).toEqual([]);
  });

  it('keeps an owner suspended on the other product', () => {
    const owner = account('owner', [['livechat', 'owner']], { suspendedOn: ['helpdesk'] });
    expect(ids(ownersToContact([owner], 'livechat'))).toEqual(['owner']);
  });
});

describe('rights from scopes (§3, §5, §6)', () => {
  it('gives billing rights for billing admin, manage or all; in help-desk for billing all only', () => {
    for (const scope of ['billing_admin', 'billing_manage', 'billing--all:rw'])
      expect(hasBillingRights([scope], 'livechat')).toBe(true);
    expect(hasBillingRights(['billing--all:rw'], 'helpdesk')).toBe(true);
    expect(hasBillingRights(['billing_admin', 'billing_manage'], 'helpdesk')).toBe(false);
    expect(hasBillingRights(['subscription_manage'], 'livechat')).toBe(false);
    expect(hasBillingRights([], 'livechat')).toBe(false);
  });

  it('gives integration rights for either integrations permission', () => {
    expect(hasIntegrationRights(['integrations_manage'])).toBe(true);
    expect(hasIntegrationRights(['hd_integrations_manage'])).toBe(true);
    expect(hasIntegrationRights(['webhooks--all:rw', 'billing_manage'])).toBe(false);
  });

  it('lets organization--my:rw or organization.product--my:rw manage the organization', () => {
    expect(canManageOrganization(['organization--my:rw'])).toBe(true);
    expect(canManageOrganization(['organization.product--my:rw'])).toBe(true);
    expect(canManageOrganization(['organization--my:ro', 'dev_platform_admin'])).toBe(false);
  });
});

describe('license, plan, reseller, own product', () => {
  const license = (product: Product, active: boolean): ApiMyProduct => ({
    product,
    license_id: `${product}-1`,
    organization_id: 'org-1',
    active,
    plan: 'team',
  });

  it('tells an active, inactive and missing license apart', () => {
    expect(licenseStatus([license('livechat', true)], 'livechat')).toBe('active');
    expect(licenseStatus([license('livechat', false)], 'livechat')).toBe('inactive');
    expect(licenseStatus([license('livechat', false), license('livechat', true)], 'livechat')).toBe('active');
    expect(licenseStatus([license('livechat', true)], 'helpdesk')).toBe('missing');
    expect(licenseStatus([], 'livechat')).toBe('missing');
  });

  it('words the license message with the product name', () => {
    expect(licenseMessage('livechat')).toBe('Your LiveChat license is inactive. Go to LiveChat app and activate it.');
    expect(licenseMessage('helpdesk')).toBe('Your HelpDesk license is inactive. Go to HelpDesk app and activate it.');
  });

  it('orders the ten plan tiers of §3', () => {
    expect(PLAN_TIERS).toEqual([
      'solo',
      'starter',
      'regular',
      'basic',
      'team',
      'pro',
      'business',
      'premium',
      'enterprise',
      'enterpriseplus',
    ]);
  });

  it('lets Team and higher plans through a Team requirement', () => {
    for (const plan of ['team', 'pro', 'business', 'premium', 'enterprise', 'enterpriseplus', 'Team'])
      expect(meetsPlan(plan, 'team')).toBe(true);
    for (const plan of ['solo', 'starter', 'regular', 'basic', 'trial', '', null, undefined])
      expect(meetsPlan(plan, 'team')).toBe(false);
  });

  it('lets Business and Enterprise plans through a Business requirement, only Enterprise through Enterprise', () => {
    expect(meetsPlan('business', 'business')).toBe(true);
    expect(meetsPlan('premium', 'business')).toBe(true);
    expect(meetsPlan('enterprise', 'business')).toBe(true);
    expect(meetsPlan('pro', 'business')).toBe(false);
    expect(meetsPlan('enterprise', 'enterprise')).toBe(true);
    expect(meetsPlan('enterpriseplus', 'enterprise')).toBe(true);
    expect(meetsPlan('premium', 'enterprise')).toBe(false);
  });

  it('reads a requirement as its text reads: pro is "Team and higher", so Team passes', () => {
    expect(requiredPlanMessage('pro')).toBe('This app is currently available only for Team and higher plans');
    expect(meetsPlan('team', 'pro')).toBe(true);
    expect(meetsPlan('business', 'premium')).toBe(true);
    expect(meetsPlan('enterprise', 'enterpriseplus')).toBe(true);
  });

  it('restricts nothing for no plan or a plan below Team (the spec has no text for it)', () => {
    expect(meetsPlan(null, null)).toBe(true);
    expect(meetsPlan('solo', 'basic')).toBe(true);
    expect(requiredPlanMessage('basic')).toBeNull();
    expect(requiredPlanMessage(null)).toBeNull();
  });

  it('words the §6 plan restrictions', () => {
    expect(requiredPlanMessage('team')).toBe('This app is currently available only for Team and higher plans');
    expect(requiredPlanMessage('business')).toBe('This app is currently available only for Business and Enterprise plans');
    expect(requiredPlanMessage('enterprise')).toBe('This app is currently available only for the Enterprise plan');
  });

  it("flags a reseller by partner_type 'reseller'", () => {
    expect(isReseller({ partner_type: 'reseller' })).toBe(true);
    expect(isReseller({ partner_type: 'affiliate' })).toBe(false);
    expect(isReseller({ partner_type: null })).toBe(false);
    expect(isReseller(null)).toBe(false);
  });

  it("knows a developer's own app by organization id", () => {
    expect(ownsProduct('dev-7', 'dev-7')).toBe(true);
    expect(ownsProduct('org-1', 'dev-7')).toBe(false);
    expect(ownsProduct('', '')).toBe(false);
    expect(ownsProduct(null, 'dev-7')).toBe(false);
  });
});

describe('install verdict (§5, §6)', () => {
  const owner = account('owner', [
    ['livechat', 'owner'],
    ['helpdesk', 'owner'],
  ]);
  const vice = account('vice', [['livechat', 'viceowner']]);
  const agent = account('agent', [
    ['livechat', 'normal'],
    ['helpdesk', 'normal'],
  ]);
  const accounts = [
    agent,
    vice,
    owner,
    account('vice-2', [['livechat', 'viceowner']]),
    account('vice-3', [['livechat', 'viceowner']]),
  ];

  const FREE_APP: InstallInput['app'] = {
    installable: true,
    plan: null,
    onlyOwnerCanInstall: false,
    developerId: 'dev-7',
    paid: false,
  };
  const input = (overrides: Partial<Omit<InstallInput, 'app'>> = {}, app: Partial<InstallInput['app']> = {}): InstallInput => ({
    user: { accountId: 'owner', organizationId: 'org-1', permissions: [], accounts },
    product: 'livechat',
    license: 'active',
    currentPlan: 'team',
    ...overrides,
    app: { ...FREE_APP, ...app },
  });
  const asAgent = (permissions: string[] = []) => ({
    user: { accountId: 'agent', organizationId: 'org-1', permissions, accounts },
  });

  it('allows an owner with an active license', () => {
    expect(installVerdict(input())).toEqual({ allowed: true });
  });

  it('refuses a visitor who is not signed in', () => {
    expect(installVerdict(input({ user: null }))).toEqual({
      allowed: false,
      reason: 'not-signed-in',
      message: 'You do not have enough permissions to install applications.',
    });
  });

  it('refuses an inactive or missing license, naming the product', () => {
    expect(installVerdict(input({ license: 'inactive' }))).toMatchObject({
      reason: 'license-inactive',
      message: 'Your LiveChat license is inactive. Go to LiveChat app and activate it.',
    });
    expect(installVerdict(input({ license: 'missing', product: 'helpdesk' }))).toMatchObject({
      reason: 'license-inactive',
      message: 'Your HelpDesk license is inactive. Go to HelpDesk app and activate it.',
    });
  });

  it('refuses an agent without rights and names up to 3 owners to contact, the owner first', () => {
    const verdict = installVerdict(input(asAgent()));
    expect(verdict).toMatchObject({
      allowed: false,
      reason: 'no-install-rights',
      message: 'To install contact the owner of the LiveChat license.',
    });
    expect(verdict.allowed === false && ids(verdict.contacts ?? [])).toEqual(['owner', 'vice', 'vice-2']);
  });

  it('lets an agent with integration rights install, and a viceowner', () => {
    expect(installVerdict(input(asAgent(['integrations_manage'])))).toEqual({ allowed: true });
    expect(installVerdict(input(asAgent(['hd_integrations_manage'])))).toEqual({ allowed: true });
    expect(installVerdict(input({ user: { accountId: 'vice', organizationId: 'org-1', permissions: [], accounts } }))).toEqual({
      allowed: true,
    });
  });

  it("takes the user's own roles from the session when given", () => {
    const roles = [{ role_id: 'r1', product: 'livechat' as const, role: 'owner' as const }];
    expect(
      installVerdict(input({ user: { accountId: 'agent', organizationId: 'org-1', permissions: [], roles, accounts } })),
    ).toEqual({ allowed: true });
    expect(
      installVerdict(input({ user: { accountId: 'owner', organizationId: 'org-1', permissions: [], roles: [], accounts } })),
    ).toMatchObject({
      reason: 'no-install-rights',
    });
  });

  it('relies on scopes alone while neither roles nor the account list are loaded', () => {
    expect(installVerdict(input({ user: { accountId: 'owner', organizationId: 'org-1', permissions: [] } }))).toMatchObject({
      reason: 'no-install-rights',
      contacts: [],
    });
    expect(
      installVerdict(input({ user: { accountId: 'owner', organizationId: 'org-1', permissions: ['integrations_manage'] } })),
    ).toEqual({
      allowed: true,
    });
  });

  it('in the help-desk product also requires billing--all:rw', () => {
    const helpdesk = { product: 'helpdesk' as const };
    expect(installVerdict(input(helpdesk))).toMatchObject({
      reason: 'no-install-rights',
      message: 'To install contact the owner of the HelpDesk license.',
    });
    expect(
      installVerdict(
        input({ ...helpdesk, user: { accountId: 'owner', organizationId: 'org-1', permissions: ['billing--all:rw'], accounts } }),
      ),
    ).toEqual({ allowed: true });
    expect(installVerdict(input({ ...helpdesk, ...asAgent(['hd_integrations_manage', 'billing_admin']) }))).toMatchObject({
      reason: 'no-install-rights',
    });
    expect(installVerdict(input({ ...helpdesk, ...asAgent(['hd_integrations_manage', 'billing--all:rw']) }))).toEqual({
      allowed: true,
    });
  });

  it('refuses an owner-only app without organization manage, with the no-rights text', () => {
    const verdict = installVerdict(input({}, { onlyOwnerCanInstall: true }));
    expect(verdict).toMatchObject({ reason: 'owner-only', message: 'To install contact the owner of the LiveChat license.' });
    expect(verdict.allowed === false && ids(verdict.contacts ?? [])).toEqual(['owner', 'vice', 'vice-2']);
    const manager = { user: { accountId: 'owner', organizationId: 'org-1', permissions: ['organization--my:rw'], accounts } };
    expect(installVerdict(input(manager, { onlyOwnerCanInstall: true }))).toEqual({ allowed: true });
  });

  it("refuses a plan below the app's with the §6 text", () => {
    expect(installVerdict(input({ currentPlan: 'starter' }, { plan: 'team' }))).toEqual({
      allowed: false,
      reason: 'plan-restriction',
      message: 'This app is currently available only for Team and higher plans',
    });
    expect(installVerdict(input({ currentPlan: 'team' }, { plan: 'business' }))).toMatchObject({
      message: 'This app is currently available only for Business and Enterprise plans',
    });
    expect(installVerdict(input({ currentPlan: null }, { plan: 'enterprise' }))).toMatchObject({
      message: 'This app is currently available only for the Enterprise plan',
    });
    expect(installVerdict(input({ currentPlan: 'enterprise' }, { plan: 'business' }))).toEqual({ allowed: true });
  });

  it('refuses an app that does not permit installs, whoever asks', () => {
    expect(installVerdict(input({ user: null }, { installable: false }))).toEqual({
      allowed: false,
      reason: 'not-installable',
      message: 'This app cannot be installed.',
    });
  });

  it('refuses a developer buying their own paid app, but not installing their own free one', () => {
    const developer = { user: { accountId: 'owner', organizationId: 'dev-7', permissions: [], accounts } };
    expect(installVerdict(input(developer, { paid: true }))).toMatchObject({
      reason: 'own-product',
      message: 'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    });
    expect(installVerdict(input(developer, { paid: false }))).toEqual({ allowed: true });
  });

  it('gives the first reason in order: installable, signed in, own product, license, rights, plan', () => {
    const everythingWrong = input(
      { ...asAgent(), license: 'inactive', currentPlan: 'starter' },
      { plan: 'enterprise', onlyOwnerCanInstall: true },
    );
    expect(installVerdict(everythingWrong)).toMatchObject({ reason: 'license-inactive' });
    expect(installVerdict({ ...everythingWrong, license: 'active' })).toMatchObject({ reason: 'no-install-rights' });
    expect(
      installVerdict({ ...everythingWrong, license: 'active', user: { ...asAgent(['integrations_manage']).user } }),
    ).toMatchObject({
      reason: 'owner-only',
    });
  });

  it('reads the install facts of an API app', () => {
    const facts = installFactsOf({
      installable: true,
      plan: 'team',
      developerId: 'dev-7',
      payment: apiPayment({ price: 1900, trialDays: 14, creditCardRequired: true }),
      customProps: { onlyOwnerCanInstall: 'true' },
    });
    expect(facts).toEqual({ installable: true, plan: 'team', onlyOwnerCanInstall: true, developerId: 'dev-7', paid: true });
    // A payment of 0 is free: the developer may install their own free app.
    const free = installFactsOf({
      installable: true,
      plan: null,
      developerId: 'dev-7',
      payment: apiPayment({ price: 0 }),
      customProps: {},
    });
    expect(free.paid).toBe(false);
    expect(installFactsOf({ installable: false, plan: null, developerId: 'd', payment: null, customProps: {} })).toEqual({
      installable: false,
      plan: null,
      onlyOwnerCanInstall: false,
      developerId: 'd',
      paid: false,
    });
  });
});

describe('access requests (§6)', () => {
  it('lets a signed-in non-admin request access, not an admin or a visitor', () => {
    expect(canRequestAccess(account('agent', [['livechat', 'normal']]), 'livechat')).toBe(true);
    expect(canRequestAccess(account('hd-owner', [['helpdesk', 'owner']]), 'livechat')).toBe(true);
    expect(canRequestAccess(account('owner', [['livechat', 'owner']]), 'livechat')).toBe(false);
    expect(canRequestAccess(null, 'livechat')).toBe(false);
  });

  it('counts owner and viceowner as admin (§6): only they are not offered the request', () => {
    for (const role of ['owner', 'viceowner'] as const) {
      expect(canRequestAccess(account(role, [['livechat', role]]), 'livechat')).toBe(false);
    }
    for (const role of ['administrator', 'viewer', 'normal', 'member'] as const) {
      expect(canRequestAccess(account(role, [['livechat', role]]), 'livechat')).toBe(true);
    }
  });

  it("offers it per product: only the organization's licenses on which the user is not admin", () => {
    const licenses = (...products: Array<'livechat' | 'helpdesk'>) => products.map((product) => ({ product }));
    const helpdeskOwner = { ...account('hana', [['helpdesk', 'owner']]), products: licenses('helpdesk') };
    const administrator = {
      ...account('ada', [
        ['livechat', 'administrator'],
        ['helpdesk', 'administrator'],
      ]),
      products: licenses('livechat', 'helpdesk'),
    };
    const agent = {
      ...account('andy', [
        ['livechat', 'normal'],
        ['helpdesk', 'normal'],
      ]),
      products: licenses('livechat', 'helpdesk'),
    };
    const mixed = {
      ...account('mia', [
        ['livechat', 'owner'],
        ['helpdesk', 'viewer'],
      ]),
      products: licenses('livechat', 'helpdesk'),
    };
    const member = { ...account('milo', []), products: licenses('livechat') };
    expect(accessRequestProducts(helpdeskOwner)).toEqual([]);
    expect(accessRequestProducts(administrator)).toEqual(['livechat', 'helpdesk']);
    expect(accessRequestProducts(agent)).toEqual(['livechat', 'helpdesk']);
    expect(accessRequestProducts(mixed)).toEqual(['helpdesk']);
    expect(accessRequestProducts(member)).toEqual(['livechat']);
  });

  it("says 'Request sent!' or 'Cannot send access request.'", () => {
    expect(ACCESS_REQUEST_MESSAGES).toEqual({ sent: 'Request sent!', failed: 'Cannot send access request.' });
  });
});

describe('productStanding (the account menu)', () => {
  it("shows a suspended seat as suspended, else the license's state", () => {
    const sam = { suspendedOn: ['livechat' as const] };
    expect(productStanding(sam, { product: 'livechat', active: true })).toBe('suspended');
    expect(productStanding(sam, { product: 'helpdesk', active: true })).toBe('active');
    expect(productStanding({ suspendedOn: [] }, { product: 'helpdesk', active: false })).toBe('inactive');
  });
});

describe('ROLE_LABELS', () => {
  it("reads the 'normal' role as an agent and names every license role of §6", () => {
    expect(ROLE_LABELS).toEqual({
      owner: 'Owner',
      viceowner: 'Vice owner',
      administrator: 'Administrator',
      viewer: 'Viewer',
      normal: 'Agent',
      member: 'Member',
    });
    expect(Object.keys(ROLE_LABELS).sort()).toEqual(['administrator', 'member', 'normal', 'owner', 'viceowner', 'viewer']);
  });
});

describe("the app's own product (§5: the license of the product's platform)", () => {
  it('counts the app’s product, the build’s when the app names none we know', () => {
    expect(appHostProduct('helpdesk', 'livechat')).toBe('helpdesk');
    expect(appHostProduct('livechat', 'helpdesk')).toBe('livechat');
    expect(appHostProduct(undefined, 'livechat')).toBe('livechat');
    expect(appHostProduct('chatbot', 'helpdesk')).toBe('helpdesk');
  });

  it("reads the build's plan from the subscription (known once read), another product's from the licenses list", () => {
    const licenses = [
      { product: 'livechat' as const, plan: 'team' },
      { product: 'helpdesk' as const, plan: 'business' },
    ];
    expect(licensePlanOf('livechat', 'livechat', { plan: null, known: false }, licenses)).toEqual({ plan: null, known: false });
    expect(licensePlanOf('livechat', 'livechat', { plan: 'team', known: true }, licenses)).toEqual({ plan: 'team', known: true });
    expect(licensePlanOf('helpdesk', 'livechat', { plan: null, known: false }, licenses)).toEqual({
      plan: 'business',
      known: true,
    });
    expect(licensePlanOf('helpdesk', 'livechat', { plan: 'team', known: true }, [licenses[0]])).toEqual({
      plan: null,
      known: true,
    });
  });
});
