import {
  installedAction,
  installedMessage,
  installFactsOfTarget,
  joinReasons,
  redirectsToSettings,
  settingsUrl,
  showsInstallNotice,
  uninstalledMessage,
  wantsSettingsAction,
  withoutSettingsAction,
  type InstallTarget,
} from './install-actions';
import { installVerdict } from '../auth/roles';

/** The real host applications' addresses, as a production build is configured (.env.example). */
const HOSTS = { livechat: 'https://my.livechatinc.com', helpdesk: 'https://app.helpdesk.com' };

const app: InstallTarget = { appId: 'a1', slug: 'circly', name: 'Circly', isService: false };

describe('the installed button follows the widget placement (§2)', () => {
  it.each([
    [['fullscreen', 'settings'], 'Open app', 'https://my.livechatinc.com/app/circly'],
    [['settings'], 'Open settings', 'https://my.livechatinc.com/settings/apps/a1'],
    [['plugin'], 'Go to Chats', 'https://my.livechatinc.com/chats'],
    [['messagebox'], 'Go to Chats', 'https://my.livechatinc.com/chats'],
    [['reports'], 'Go to Reports', 'https://my.livechatinc.com/reports'],
  ])('%j → %s', (placements, label, href) => {
    expect(installedAction({ ...app, placements }, 'livechat', HOSTS)).toEqual({ label, href });
  });

  it('reads page widgets too, and says Installed without a placement with a link', () => {
    expect(installedAction({ ...app, widgets: [{ placement: 'reports' }] }, 'livechat', HOSTS).label).toBe('Go to Reports');
    expect(installedAction({ ...app, placements: ['targeted-message'] }, 'livechat', HOSTS)).toEqual({
      label: 'Installed',
      href: null,
    });
  });
});

describe('after the install (§4)', () => {
  it('goes to the settings unless service, already paid or redirect disabled', () => {
    expect(redirectsToSettings({ isService: false, alreadyPaid: false, redirectDisabled: false })).toBe(true);
    expect(redirectsToSettings({ isService: true, alreadyPaid: false, redirectDisabled: false })).toBe(false);
    expect(redirectsToSettings({ isService: false, alreadyPaid: true, redirectDisabled: false })).toBe(false);
    expect(redirectsToSettings({ isService: false, alreadyPaid: false, redirectDisabled: true })).toBe(false);
  });

  it('lands on the settings path of the designation plus the app id', () => {
    expect(settingsUrl({ ...app, designation: 'integration' }, 'helpdesk', HOSTS)).toBe(
      'https://app.helpdesk.com/settings/integrations/a1',
    );
  });

  it('says the §8 texts', () => {
    expect(installedMessage(false)).toBe('Application installed successfully!');
    expect(installedMessage(true)).toBe('Service activated successfully!');
    expect(uninstalledMessage(false)).toBe('Application uninstalled successfully.');
    expect(uninstalledMessage(true)).toBe('Service deactivated successfully.');
  });

  it('opens the settings action on ?action=settings only', () => {
    expect(wantsSettingsAction('?action=settings')).toBe(true);
    expect(wantsSettingsAction('?action=other')).toBe(false);
    expect(wantsSettingsAction('')).toBe(false);
  });

  it('leaves the address without the settings action, keeping the rest of its query and its hash', () => {
    const at = (search: string, hash = '') => withoutSettingsAction({ pathname: '/marketplace/apps/pagio/', search, hash });
    expect(at('?action=settings')).toBe('/marketplace/apps/pagio/');
    expect(at('?utm_source=host&action=settings', '#reviews')).toBe('/marketplace/apps/pagio/?utm_source=host#reviews');
    expect(at('')).toBe('/marketplace/apps/pagio/');
  });
});

describe('uninstall reason', () => {
  it('joins the picked reasons and the comment', () => {
    expect(joinReasons(['It is too expensive', 'Other'], '  too slow ')).toBe('It is too expensive, Other, too slow');
    expect(joinReasons([], '')).toBe('');
  });
});

describe('card facts feed installVerdict', () => {
  const owner = {
    accountId: 'o',
    organizationId: 'org',
    permissions: ['integrations_manage'],
    roles: [{ role_id: 'x', product: 'livechat' as const, role: 'owner' as const }],
  };
  const verdict = (target: InstallTarget, currentPlan: string | null = 'team') =>
    installVerdict({ user: owner, product: 'livechat', license: 'active', currentPlan, app: installFactsOfTarget(target) });

  it('treats an unknown installable as installable, false as not', () => {
    expect(verdict(app)).toEqual({ allowed: true });
    expect(verdict({ ...app, installable: false })).toMatchObject({ allowed: false, reason: 'not-installable' });
  });

  it('shows a plan restriction only when the plan does not meet it', () => {
    expect(verdict({ ...app, plan: 'business' }, 'team')).toMatchObject({
      message: 'This app is currently available only for Business and Enterprise plans',
    });
    expect(verdict({ ...app, plan: 'business' }, 'enterprise')).toEqual({ allowed: true });
  });

  it('reads owner-only from customProps', () => {
    expect(verdict({ ...app, customProps: { onlyOwnerCanInstall: 'true' } })).toMatchObject({
      reason: 'owner-only',
      message: 'To install contact the owner of the LiveChat license.',
    });
  });
});

describe('showsInstallNotice (not on checkout pages; in agent-app mode too, where §4 leaves out only the purchase toast)', () => {
  it.each([
    ['/marketplace/apps/circly-assist/', true],
    ['/apps/circly-assist/', true],
    ['/marketplace/checkout/circly-assist', false],
    ['/checkout/circly-assist/thank-you', false],
    ['/marketplace/apps/checkout-helper/', true],
  ])('%s → %s', (pathname, shown) => {
    expect(showsInstallNotice(pathname)).toBe(shown);
  });
});
