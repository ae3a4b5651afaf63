import {
  ACCESS_LABELS,
  areaOfScope,
  NO_ACCOUNT_ACCESS,
  OTHER_AREA,
  PERMISSION_AREAS,
  permissionAreas,
  SCOPE_AREAS,
  scopeWrites,
} from './scopes';

describe('permission areas of OAuth scopes (§3)', () => {
  it('lists the eighteen areas of §3 in order', () => {
    expect(PERMISSION_AREAS).toEqual([
      'Onboarding',
      'Usage',
      'Home screen',
      'Chats',
      'Customers',
      'Archives',
      'Agents',
      'Chatbots',
      'Groups',
      'Tickets',
      'Reports',
      'Webhooks and integrations',
      'Subscription',
      'Sessions',
      'Settings',
      'Organization settings',
      'Developers program',
      'Tools',
    ]);
  });

  it('puts each scope of the catalogue and of §3 in its area', () => {
    const expected: Record<string, string> = {
      'chats--all:ro': 'Chats',
      'chats--access:rw': 'Chats',
      'customers:rw': 'Customers',
      'customers:ro': 'Customers',
      'agents--all:ro': 'Agents',
      'agents--my:rw': 'Agents',
      'agents-bot--all:rw': 'Chatbots',
      'chatbots--all:rw': 'Chatbots',
      'webhooks--all:rw': 'Webhooks and integrations',
      integrations_manage: 'Webhooks and integrations',
      hd_integrations_manage: 'Webhooks and integrations',
      'tickets--all:rw': 'Tickets',
      'tickets--all:ro': 'Tickets',
      reports_read: 'Reports',
      billing_manage: 'Subscription',
      billing_admin: 'Subscription',
      'billing--all:rw': 'Subscription',
      subscription_manage: 'Subscription',
      'organization--my:rw': 'Organization settings',
      'organization.product--my:rw': 'Organization settings',
      'groups--all:ro': 'Groups',
      archives_read: 'Archives',
      'sessions--my:rw': 'Sessions',
      'settings--all:rw': 'Settings',
      dev_platform_admin: 'Developers program',
      'onboarding--my:rw': 'Onboarding',
      'usage--all:ro': 'Usage',
      'home_screen--my:rw': 'Home screen',
      'tags--all:rw': 'Tools',
      'canned_responses--all:ro': 'Tools',
    };
    for (const [scope, area] of Object.entries(expected)) expect([scope, areaOfScope(scope)]).toEqual([scope, area]);
  });

  it('matches whole resource names only: chatbots is not chats, an unknown scope is Other', () => {
    expect(areaOfScope('chatbots--all:ro')).toBe('Chatbots');
    expect(areaOfScope('chatsy--all:rw')).toBe(OTHER_AREA);
    expect(areaOfScope('teleport--all:rw')).toBe(OTHER_AREA);
    expect(areaOfScope('')).toBe(OTHER_AREA);
  });

  it('maps every table entry to one of the §3 areas', () => {
    for (const area of Object.values(SCOPE_AREAS)) expect(PERMISSION_AREAS).toContain(area);
  });

  it('counts write, :rw, manage and :rc (and nothing else) as writing', () => {
    expect(scopeWrites('chats--access:rw')).toBe(true);
    expect(scopeWrites('billing_manage')).toBe(true);
    expect(scopeWrites('chats--all:rc')).toBe(true);
    expect(scopeWrites('customers_write')).toBe(true);
    expect(scopeWrites('chats--all:ro')).toBe(false);
    expect(scopeWrites('reports_read')).toBe(false);
    // The §3 rule is exact: "admin" is none of the four marks.
    expect(scopeWrites('dev_platform_admin')).toBe(false);
    expect(scopeWrites('billing_admin')).toBe(false);
  });

  it('groups scopes into areas in §3 order, read-only unless one scope of the area writes', () => {
    expect(
      permissionAreas(['groups--all:ro', 'chats--all:ro', 'chats--access:rw', 'customers:ro', 'billing_manage', 'reports_read']),
    ).toEqual([
      { area: 'Chats', access: 'read-write', scopes: ['chats--all:ro', 'chats--access:rw'] },
      { area: 'Customers', access: 'read', scopes: ['customers:ro'] },
      { area: 'Groups', access: 'read', scopes: ['groups--all:ro'] },
      { area: 'Reports', access: 'read', scopes: ['reports_read'] },
      { area: 'Subscription', access: 'read-write', scopes: ['billing_manage'] },
    ]);
  });

  it('makes an area read-write through any of its scopes: :rc, manage, write', () => {
    expect(permissionAreas(['chats--all:ro', 'chats--all:rc'])[0]).toMatchObject({ area: 'Chats', access: 'read-write' });
    expect(permissionAreas(['billing_admin', 'subscription_manage'])[0]).toMatchObject({
      area: 'Subscription',
      access: 'read-write',
    });
    expect(permissionAreas(['billing_admin'])[0]).toMatchObject({ area: 'Subscription', access: 'read' });
    expect(permissionAreas(['tickets_write'])[0]).toMatchObject({ area: 'Tickets', access: 'read-write' });
  });

  it('lists unknown scopes last under Other, drops duplicates and blanks', () => {
    expect(permissionAreas(['teleport--all:rw', 'webhooks--all:rw', 'webhooks--all:rw', ' ', 'dev_platform_admin'])).toEqual([
      { area: 'Webhooks and integrations', access: 'read-write', scopes: ['webhooks--all:rw'] },
      { area: 'Developers program', access: 'read', scopes: ['dev_platform_admin'] },
      { area: 'Other', access: 'read-write', scopes: ['teleport--all:rw'] },
    ]);
  });

  it('gives no areas without scopes, and names the access levels for people', () => {
    expect(permissionAreas([])).toEqual([]);
    expect(ACCESS_LABELS).toEqual({ read: 'Read only', 'read-write': 'Read and write' });
    expect(NO_ACCOUNT_ACCESS).toBe('This app does not access your account data.');
  });
});

describe('scope names as written', () => {
  it('reads a bare resource name, and ignores case and white space around the scope', () => {
    expect(areaOfScope('chats')).toBe('Chats');
    expect(areaOfScope('  Chats--all:ro ')).toBe('Chats');
  });
});
