/**
 * @jest-environment node
 */
import { startSandbox, type RunningSandbox } from '../server';
import { server as mswServer } from '../test-server';
import { embeddedPath } from './host-page';

describe('sandbox host page', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    // Real HTTP to the local server: msw must not intercept this file's fetch calls.
    mswServer.close();
    sandbox = await startSandbox({ port: 0, siteOrigins: 'http://localhost:41234' });
  });
  afterAll(() => sandbox.close());

  it('embeds the site in agent-app mode by default and talks to the site origin only', async () => {
    const response = await fetch(`${sandbox.hostPageUrl}/?path=/apps/crm/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('src="http://localhost:41234/marketplace/apps/crm/"');
    expect(html).toContain('data-mode="agent-app"');
    expect(html).toContain('postMessage(message, SITE)');
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(response.headers.get('content-security-policy')).toContain('frame-src http://localhost:41234');
    // A host link the site hands over (navigate with a url) shows as the host's own route.
    expect(html).toContain('id="host-route"');
  });

  it('has an iframe mode that does not answer the handshake, and a button for every inbound message', async () => {
    const html = await (await fetch(`${sandbox.hostPageUrl}/?mode=iframe`)).text();
    expect(html).toContain('data-mode="iframe"');
    for (const type of [
      'navigate',
      'preload',
      'refresh_installed_apps',
      'cart_updated',
      'refresh_cart',
      'refresh_subscription_info',
    ])
      expect(html).toContain(`data-send="${type}"`);
  });

  it("shows the site's breadcrumbs and the mailto: addresses it hands over, as text", async () => {
    const html = await (await fetch(`${sandbox.hostPageUrl}/`)).text();
    expect(html).toContain('id="trail"');
    expect(html).toContain('id="mailto"');
    expect(html).toContain("event.data.type === 'breadcrumbs'");
    expect(html).toContain("event.data.type === 'mailto'");
    expect(html).not.toMatch(/innerHTML/);
  });

  it('embeds only site paths', () => {
    expect(embeddedPath('/apps/crm/')).toBe('/apps/crm/');
    for (const value of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', undefined, ['/a']])
      expect(embeddedPath(value)).toBe('/apps/');
  });

  it('stands in for the host applications: a link into LiveChat or HelpDesk lands on a page saying where', async () => {
    const response = await fetch(`${sandbox.hostPageUrl}/livechat/settings/apps/91ce3c9669a87071c46e794f`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-host-app="livechat"');
    expect(html).toContain('data-host-route="/settings/apps/91ce3c9669a87071c46e794f"');
    expect(html).toContain('href="http://localhost:41234/marketplace/"');
    const helpdesk = await (await fetch(`${sandbox.hostPageUrl}/helpdesk/reports`)).text();
    expect(helpdesk).toContain('<h1>HelpDesk</h1>');
    const hostile = await (await fetch(`${sandbox.hostPageUrl}/livechat/app/%3Cscript%3Ealert(1)%3C%2Fscript%3E`)).text();
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).toContain('&#60;script&#62;');
    expect((await fetch(`${sandbox.hostPageUrl}/livechatx`)).status).toBe(404);
  });
});
