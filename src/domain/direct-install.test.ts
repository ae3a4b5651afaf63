import { directInstallNotice, directInstallRoute, finishInstallLink } from './direct-install';

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
