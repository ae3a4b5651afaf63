import { renderToString } from 'react-dom/server';
import { OFFLINE_APP_SHELL_PATH, wrapPageElement } from './page-element';
import { RootElement } from './root-element';

const render = (pathname: string) =>
  renderToString(<RootElement>{wrapPageElement({ element: <></>, props: { location: { pathname } } })}</RootElement>);

describe('wrapPageElement', () => {
  it('puts every page in the site shell', () => {
    expect(render('/apps/')).toContain('<header');
    expect(render('/partners/recommended/')).toContain('Skip to content');
  });

  it('leaves the embedded app pages (§2) to their own layout: no site header or footer', () => {
    for (const path of ['/embedded-apps/', '/embedded-apps/circly-assist', '/embedded-private-apps/x/']) {
      expect(render(path)).toBe('');
    }
    expect(render('/apps/embedded-apps-helper/')).toContain('<header');
  });

  it("leaves the offline plugin's app shell empty, so the browser renders a cached page instead of hydrating it", () => {
    expect(render(OFFLINE_APP_SHELL_PATH)).toBe('');
    expect(render('/offline-plugin-app-shell-fallback')).toBe('');
  });
});
