import { hostLinkPath, hostLinkUrl, PLACEMENT_LABELS } from './host-links';

/** The real host applications' addresses, as a production build is configured (.env.example). */
const HOST_APP_URLS = { livechat: 'https://my.livechatinc.com', helpdesk: 'https://app.helpdesk.com' };

import { WIDGET_PLACEMENTS } from '../catalogue/taxonomy';

const app = { appId: 'a1b2', slug: 'cartpulse', widgetId: 'w99', designation: 'integration' };

describe('links into the host application (§2)', () => {
  it('sends chat placements to /chats and reports to /reports', () => {
    expect(hostLinkPath('plugin', app)).toBe('/chats');
    expect(hostLinkPath('messagebox', app)).toBe('/chats');
    expect(hostLinkPath('reports', app)).toBe('/reports');
  });

  it('opens settings at the designation settings path plus the app id, or the slug without one', () => {
    expect(hostLinkPath('settings', app)).toBe('/settings/integrations/a1b2');
    expect(hostLinkPath('settings', { ...app, designation: 'automation' })).toBe('/settings/automation/a1b2');
    expect(hostLinkPath('settings', { ...app, designation: 'chat-widget' })).toBe('/settings/chat-widget/a1b2');
    expect(hostLinkPath('settings', { ...app, designation: 'reporting' })).toBe('/settings/reporting/a1b2');
    expect(hostLinkPath('settings', { ...app, appId: null })).toBe('/settings/integrations/cartpulse');
    expect(hostLinkPath('settings', { ...app, designation: null })).toBe('/settings/apps/a1b2');
    expect(hostLinkPath('settings', { ...app, designation: 'unheard-of' })).toBe('/settings/apps/a1b2');
    // Only the designation's own paths count, not properties every object has.
    expect(hostLinkPath('settings', { ...app, designation: 'toString' })).toBe('/settings/apps/a1b2');
  });

  it('opens private apps at /app/{widgetId} and others at /app/{slug}', () => {
    expect(hostLinkPath('fullscreen', { ...app, isPrivate: true })).toBe('/app/w99');
    expect(hostLinkPath('fullscreen', app)).toBe('/app/cartpulse');
    expect(hostLinkPath('targeted-message', { ...app, isPrivate: true })).toBe('/app/w99');
  });

  it('opens other placements at /apps/{slug}', () => {
    expect(hostLinkPath('targeted-message', app)).toBe('/apps/cartpulse');
  });

  it('falls back to /apps/ for apps it cannot resolve', () => {
    expect(hostLinkPath('fullscreen', {})).toBe('/apps/');
    expect(hostLinkPath('fullscreen', { isPrivate: true, slug: 'x', widgetId: null })).toBe('/apps/');
    expect(hostLinkPath('settings', {})).toBe('/apps/');
    expect(hostLinkPath('targeted-message', { slug: '' })).toBe('/apps/');
  });

  it('puts the path on the host base URL given, per product', () => {
    expect(hostLinkUrl('plugin', app, HOST_APP_URLS.livechat)).toBe('https://my.livechatinc.com/chats');
    expect(hostLinkUrl('fullscreen', app, 'https://host.example/')).toBe('https://host.example/app/cartpulse');
    expect(hostLinkUrl('reports', app, HOST_APP_URLS.helpdesk)).toBe('https://app.helpdesk.com/reports');
  });

  it('escapes path segments', () => {
    expect(hostLinkPath('fullscreen', { slug: 'a b/c' })).toBe('/app/a%20b%2Fc');
  });

  it('names every placement with the words of the placement filter', () => {
    expect(PLACEMENT_LABELS).toEqual({
      'targeted-message': 'Targeted message',
      fullscreen: 'Full screen',
      messagebox: 'Message box',
      plugin: 'Chat plugin',
      settings: 'Settings',
      reports: 'Reports',
    });
    for (const placement of WIDGET_PLACEMENTS) expect(PLACEMENT_LABELS[placement]).toBeTruthy();
  });

  it('knows the two host applications', () => {});

  it('ignores trailing slashes of the base URL', () => {
    expect(hostLinkUrl('plugin', app, 'https://host.example///')).toBe('https://host.example/chats');
  });
});
