import { installedFact } from './install-facts';

/** The real host applications' addresses, as a production build is configured (.env.example). */
const HOSTS = { livechat: 'https://my.livechatinc.com', helpdesk: 'https://app.helpdesk.com' };

const app = { appId: 'a1', slug: 'circly-assist', name: 'Circly Assist', isService: false };

describe('installedFact (§2 installed state by placement)', () => {
  it('claims nothing until the installed list is read, nor for a visitor or a target without an app id', () => {
    expect(installedFact(app, null, 'livechat', HOSTS)).toEqual({ state: 'unknown' });
    expect(installedFact(app, { ids: ['a1'], loaded: false }, 'livechat', HOSTS)).toEqual({ state: 'unknown' });
    expect(installedFact({ ...app, appId: undefined }, { ids: ['a1'], loaded: true }, 'livechat', HOSTS)).toEqual({
      state: 'unknown',
    });
  });

  it('tells a listed app that is not installed', () => {
    expect(installedFact(app, { ids: ['other'], loaded: true }, 'livechat', HOSTS)).toEqual({ state: 'not-installed' });
  });

  it("labels an installed app by its widget placement, with the host's link", () => {
    const installed = { ids: ['a1'], loaded: true };
    expect(installedFact(app, installed, 'livechat', HOSTS)).toEqual({ state: 'installed', label: 'Installed', href: null });
    expect(installedFact({ ...app, placements: ['settings'] }, installed, 'livechat', HOSTS)).toEqual({
      state: 'installed',
      label: 'Open settings',
      href: 'https://my.livechatinc.com/settings/apps/a1',
    });
    expect(installedFact({ ...app, widgets: [{ placement: 'plugin' }] }, installed, 'livechat', HOSTS)).toEqual({
      state: 'installed',
      label: 'Go to Chats',
      href: 'https://my.livechatinc.com/chats',
    });
    expect(installedFact({ ...app, placements: ['reports'] }, installed, 'livechat', HOSTS)).toMatchObject({
      label: 'Go to Reports',
    });
    expect(installedFact({ ...app, placements: ['fullscreen'] }, installed, 'livechat', HOSTS)).toMatchObject({
      label: 'Open app',
    });
  });
});
