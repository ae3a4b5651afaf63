import {
  breadcrumbsOf,
  hostPathOf,
  isHostAppLink,
  mailtoAddressOf,
  pageTitleOf,
  AGENT_APP_HOME,
  HOST_HANDSHAKE_TIMEOUT_MS,
  isTrustedOrigin,
  parseTrustedOrigins,
  sitePathFromHost,
} from './host-navigation';

describe('agent-app navigate rules (§2)', () => {
  it('pins the handshake timeout of §9 and the apps home', () => {
    expect(HOST_HANDSHAKE_TIMEOUT_MS).toBe(3000);
    expect(AGENT_APP_HOME).toBe('/apps');
  });

  it('removes the /apps/marketplace prefix', () => {
    expect(sitePathFromHost('/apps/marketplace/apps/crm/')).toBe('/apps/crm/');
    expect(sitePathFromHost('/apps/marketplace/apps/slack/?action=settings')).toBe('/apps/slack/?action=settings');
    expect(sitePathFromHost('/apps/marketplace')).toBe('/apps');
    expect(sitePathFromHost('/apps/marketplace/')).toBe('/apps');
  });

  it('maps an empty or / path to /apps', () => {
    expect(sitePathFromHost('')).toBe('/apps');
    expect(sitePathFromHost('/')).toBe('/apps');
    expect(sitePathFromHost('  ')).toBe('/apps');
  });

  it('keeps other site paths, and a prefix look-alike is not the prefix', () => {
    expect(sitePathFromHost('/apps/crm/')).toBe('/apps/crm/');
    expect(sitePathFromHost('apps/crm/')).toBe('/apps/crm/');
    expect(sitePathFromHost('/apps/marketplace-tools/')).toBe('/apps/marketplace-tools/');
    expect(sitePathFromHost('/apps/marketplace?sortBy=popularity')).toBe('/apps?sortBy=popularity');
  });

  it('never leaves the site', () => {
    for (const path of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])
      expect(sitePathFromHost(path).startsWith('//')).toBe(false);
    expect(sitePathFromHost('//evil.example/')).toBe('/apps');
    expect(sitePathFromHost('/apps/marketplace//evil.example')).toBe('/apps');
  });

  it('never climbs out of /marketplace by dot-segments, plain or percent-encoded', () => {
    for (const path of ['/../evil/', '/%2e%2e/evil/', '/apps/%2E%2E/%2e%2E/x', '/apps/marketplace/../../x', '..', '/./apps/'])
      expect(sitePathFromHost(path)).toBe('/apps');
    // Dots inside a name, or in the query, are no segments.
    expect(sitePathFromHost('/apps/chat.io/')).toBe('/apps/chat.io/');
    expect(sitePathFromHost('/search/?q=../x')).toBe('/search/?q=../x');
  });

  it('gives the router no address it cannot decode: a broken escape in the query or hash is escaped, in the path it is the apps home', () => {
    expect(sitePathFromHost('/apps/marketplace/apps/crm/#%E0%A4%A')).toBe('/apps/crm/#%25E0%25A4%25A');
    expect(sitePathFromHost('/search/?q=50%')).toBe('/search/?q=50%25');
    expect(sitePathFromHost('/apps/%E0%A4%A/')).toBe('/apps');
    // Readable escapes stay as they are.
    expect(sitePathFromHost('/search/?q=a%20b#reviews')).toBe('/search/?q=a%20b#reviews');
    for (const path of ['/apps/crm/#%E0%A4%A', '/search/?q=%', '/apps/%ZZ/'])
      expect(() => decodeURI(sitePathFromHost(path))).not.toThrow();
  });
});

describe('trusted host origins', () => {
  const trusted = parseTrustedOrigins('http://localhost:8003, https://host.example.com  not-an-origin');

  it('reads a comma or space separated list as exact origins', () => {
    expect(trusted).toEqual(['http://localhost:8003', 'https://host.example.com']);
    expect(parseTrustedOrigins('https://host.example.com:443/path')).toEqual(['https://host.example.com']);
    expect(parseTrustedOrigins('ftp://x.example, null, ')).toEqual([]);
  });

  it('matches scheme, host and port exactly', () => {
    expect(isTrustedOrigin('http://localhost:8003', trusted)).toBe(true);
    expect(isTrustedOrigin('https://host.example.com', trusted)).toBe(true);
    for (const origin of [
      'https://localhost:8003',
      'http://localhost:8004',
      'http://localhost',
      'http://localhost.evil:8003',
      'http://evil.localhost:8003',
      'https://sub.host.example.com',
      'https://host.example.com.evil.example',
      'http://host.example.com',
      'null',
      '',
      null,
      undefined,
      42,
    ])
      expect(isTrustedOrigin(origin, trusted)).toBe(false);
  });
});

describe('breadcrumbs and mailto for the host (§4)', () => {
  it('trails the apps home, then the page under its title without " | Marketplace"', () => {
    expect(breadcrumbsOf('/apps/crm/', 'CRM Sync | Marketplace')).toEqual([
      { label: 'Apps', pathname: '/apps' },
      { label: 'CRM Sync', pathname: '/apps/crm/' },
    ]);
    expect(breadcrumbsOf('/apps/', 'Apps | Marketplace')).toEqual([{ label: 'Apps', pathname: '/apps' }]);
    expect(breadcrumbsOf('/', 'Marketplace')).toEqual([{ label: 'Apps', pathname: '/apps' }]);
    expect(breadcrumbsOf('/partners/', '')).toEqual([{ label: 'Apps', pathname: '/apps' }]);
    expect(pageTitleOf('Partners | Marketplace')).toBe('Partners');
  });

  it('reads the address of a mailto: link only', () => {
    expect(mailtoAddressOf('mailto:help@example.com')).toBe('help@example.com');
    expect(mailtoAddressOf('MAILTO:a%40b.com?subject=Hi')).toBe('a@b.com');
    expect(mailtoAddressOf('mailto:')).toBeNull();
    expect(mailtoAddressOf('https://example.com')).toBeNull();
    expect(mailtoAddressOf(null)).toBeNull();
    expect(mailtoAddressOf('mailto:%E0%A4%A')).toBeNull();
  });
});

describe('links into the host applications (agent-app mode hands them to the host)', () => {
  const hosts = ['http://localhost:8003/livechat', 'https://app.helpdesk.com'];
  it('knows an address under a host application, not a look-alike', () => {
    expect(isHostAppLink('http://localhost:8003/livechat/settings/apps/a1', hosts)).toBe(true);
    expect(isHostAppLink('https://app.helpdesk.com', hosts)).toBe(true);
    expect(isHostAppLink('https://app.helpdesk.com?x=1', hosts)).toBe(true);
    expect(isHostAppLink('http://localhost:8003/livechatx', hosts)).toBe(false);
    expect(isHostAppLink('/apps/crm/', hosts)).toBe(false);
  });

  it("reads an http(s) address's path, and nothing of any other", () => {
    expect(hostPathOf('http://localhost:8003/livechat/chats?x=1#y')).toBe('/livechat/chats?x=1#y');
    expect(hostPathOf('javascript:alert(1)')).toBeNull();
    expect(hostPathOf('nonsense')).toBeNull();
  });
});
