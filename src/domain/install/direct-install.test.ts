import {
  directInstallNotice,
  directInstallRoute,
  finishInstallLink,
  installMetrics,
  METRICS_INSTALL_APPS,
  wantsInstallMetrics,
} from './direct-install';

const API = 'http://localhost:8001';

describe('direct-install route (§4)', () => {
  it('resolves a store path on the API origin', () => {
    expect(directInstallRoute({ directInstallUrl: '/applications/a1/direct-install' }, API)).toEqual({
      url: 'http://localhost:8001/applications/a1/direct-install',
      newTab: false,
    });
  });

  it('takes the trusted URL when there is no direct install URL, and the new-tab flag', () => {
    expect(
      directInstallRoute(
        { directInstallUrl: null, customProps: { trustedUrl: 'https://x.example/t', directInstallUrlInNewTab: 'true' } },
        API,
      ),
    ).toEqual({ url: 'https://x.example/t', newTab: true });
  });

  it('has no route for plain apps, and never sends the token in clear text or to a script address', () => {
    expect(directInstallRoute({ directInstallUrl: null, customProps: {} }, API)).toBeNull();
    expect(directInstallRoute({ directInstallUrl: 'http://evil.example/install' }, API)).toBeNull();
    expect(directInstallRoute({ directInstallUrl: 'javascript:alert(1)' }, API)).toBeNull();
  });
});

describe('finish-install link', () => {
  it('shows the copy with a safe href only', () => {
    expect(
      finishInstallLink({ finishInstallUrl: 'https://a.example/welcome', finishInstallCopy: 'Finish setting up A' }),
    ).toEqual({
      href: 'https://a.example/welcome',
      label: 'Finish setting up A',
    });
    expect(finishInstallLink({ finishInstallUrl: 'javascript:alert(1)', finishInstallCopy: 'x' })).toBeNull();
    expect(finishInstallLink({})).toBeNull();
  });

  it('keeps the message as text', () => {
    expect(directInstallNotice({ accountStatus: 'created', message: ' <b>Hi</b> ' })).toBe('<b>Hi</b>');
    expect(directInstallNotice({ accountStatus: 'created' })).toBeNull();
  });
});

describe('install metrics (§7: two apps get source_url, source_id and the UTM fields)', () => {
  it('names the two apps', () => {
    expect(METRICS_INSTALL_APPS).toEqual(['convertboost', 'cliento-manager']);
    expect(wantsInstallMetrics('convertboost')).toBe(true);
    expect(wantsInstallMetrics('cliento-manager')).toBe(true);
    expect(wantsInstallMetrics('couponpulse')).toBe(false);
  });

  it('reads the metrics session id and the kept UTM fields from the tracking cookies', () => {
    const cookie = [
      'other=1',
      `mp_metrics_session=${encodeURIComponent(JSON.stringify({ id: 'sess-42', sourceUrl: 'https://x/' }))}`,
      `mp_utm_campaign=${encodeURIComponent(
        JSON.stringify({ utm_source: 'news', utm_medium: 'mail', utm_campaign: 'fall', utm_term: 'dropped' }),
      )}`,
    ].join('; ');
    expect(installMetrics('https://market.example/apps/convertboost/?utm_source=x', cookie)).toEqual({
      source_url: 'https://market.example/apps/convertboost/?utm_source=x',
      source_id: 'sess-42',
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'fall',
    });
  });

  it('still has source_url and source_id without cookies or with broken ones', () => {
    expect(installMetrics('https://m/a', '')).toEqual({ source_url: 'https://m/a', source_id: '' });
    expect(installMetrics('https://m/a', 'mp_metrics_session=%E0; mp_utm_campaign={bad')).toEqual({
      source_url: 'https://m/a',
      source_id: '',
    });
  });
});
