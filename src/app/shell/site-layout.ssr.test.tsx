/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { wrapPageElement } from '../page-element';
import { RootElement } from '../root-element';

/**
 * The server render nests like gatsby-ssr does: our wrapRootElement outside, the styled-components
 * plugin's collecting StyleSheetManager inside it, the page (wrapped in the site layout) within.
 */
function serverCss(pathname: string): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      <RootElement>
        <StyleSheetManager sheet={sheet.instance}>
          {wrapPageElement({ element: <p>page</p>, props: { location: { pathname } } })}
        </StyleSheetManager>
      </RootElement>,
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('the site layout on the server', () => {
  it('puts the global style in the server-rendered CSS, so the first paint has its final layout', () => {
    const css = serverCss('/apps/');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toMatch(/body\{[^}]*margin:0/);
  });

  it('marks the public chrome the agent app hides (§1): navigation, account area (the host signs in), footer, compare tray; not search or the cart', () => {
    const sheet = new ServerStyleSheet();
    let html = '';
    try {
      html = renderToString(
        <RootElement>
          <StyleSheetManager sheet={sheet.instance}>
            {wrapPageElement({ element: <p>page</p>, props: { location: { pathname: '/apps/' } } })}
          </StyleSheetManager>
        </RootElement>,
      );
      expect(sheet.getStyleTags()).toContain("html[data-host-mode='agent-app'] [data-public-chrome]{display:none;}");
    } finally {
      sheet.seal();
    }
    expect(html).toMatch(/<nav[^>]*aria-label="Main"[^>]*data-public-chrome=""/);
    expect(html.match(/data-public-chrome=""/g)).toHaveLength(4);
  });
});
