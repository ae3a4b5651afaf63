/** Loads config.ts afresh under the given GATSBY_* variables (read once, at module load). */
function configWith(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let loaded: typeof import('./config') | undefined;
    jest.isolateModules(() => {
      loaded = require('./config');
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe('links into the host applications (§2)', () => {
  it("point at the sandbox host page's stand-ins by default: an install on `npm start` ends on a page that exists", () => {
    expect(configWith({}).siteConfig.hostAppUrls).toEqual({
      livechat: 'http://localhost:8003/livechat',
      helpdesk: 'http://localhost:8003/helpdesk',
    });
  });

  it('follow GATSBY_LIVECHAT_APP_URL and GATSBY_HELPDESK_APP_URL, without a trailing slash', () => {
    const { siteConfig } = configWith({
      GATSBY_LIVECHAT_APP_URL: 'https://my.livechatinc.com/',
      GATSBY_HELPDESK_APP_URL: 'https://app.helpdesk.com',
    });
    expect(siteConfig.hostAppUrls).toEqual({ livechat: 'https://my.livechatinc.com', helpdesk: 'https://app.helpdesk.com' });
  });
});
