/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { imageAddress } from '../src/domain/catalogue/images';
import {
  contentSecurityPolicy,
  frameAncestorsFrom,
  frameAncestorsOf,
  inlineScriptHashes,
  inlineStyleHashes,
  xFrameOptionsFor,
  type CspOptions,
} from './static-server-csp';
import { hostOrigins, siteCspOptions } from './static-server-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('MARKETPLACE_FRAME_ANCESTORS: the partners that embed the site', () => {
  it('names none by default', () => {
    expect(frameAncestorsFrom(undefined)).toEqual([]);
    expect(frameAncestorsFrom('  ')).toEqual([]);
  });

  it('takes a space-separated list of sources', () => {
    expect(frameAncestorsFrom(" https://partner.example  https://*.host.example:8443 'self' ")).toEqual([
      'https://partner.example',
      'https://*.host.example:8443',
      "'self'",
    ]);
  });

  it.each([
    'https://ok.example; script-src *',
    "'none' https://a.example",
    'https://a.example,https://b.example',
    'javascript:alert(1)//x y\n',
  ])('refuses %j instead of sending a broken header', (value) => {
    expect(() => frameAncestorsFrom(value)).toThrow(/MARKETPLACE_FRAME_ANCESTORS/);
  });
});

describe('frame-ancestors: the site, the host applications and the partners', () => {
  it('is the site itself and the host applications by default, never *', () => {
    expect(frameAncestorsOf(['https://my.host.example'], [])).toEqual(["'self'", 'https://my.host.example']);
  });

  it('adds the partners, once each', () => {
    expect(
      frameAncestorsOf(['https://my.host.example'], ['https://partner.example', 'https://my.host.example', "'self'"]),
    ).toEqual(["'self'", 'https://my.host.example', 'https://partner.example']);
  });

  it('lets anyone frame the site only when * is configured, and no one with none', () => {
    expect(frameAncestorsOf(['https://my.host.example'], ['https://partner.example', '*'])).toEqual(['*']);
    expect(frameAncestorsOf(['https://my.host.example'], ["'none'"])).toEqual(["'none'"]);
  });

  it('sends X-Frame-Options only where it says the same as frame-ancestors', () => {
    expect(xFrameOptionsFor(["'self'"])).toBe('SAMEORIGIN');
    expect(xFrameOptionsFor(["'none'"])).toBe('DENY');
    expect(xFrameOptionsFor(["'self'", 'http://localhost:8003'])).toBeNull();
    expect(xFrameOptionsFor(['https://partner.example'])).toBeNull();
    expect(xFrameOptionsFor(['*'])).toBeNull();
  });
});

describe('the site’s policy (siteCspOptions)', () => {
  it('lets the sandbox host page frame the site by default (npm start, e2e), and no one else', () => {
    const policy = contentSecurityPolicy(siteCspOptions({}));
    expect(directive(policy, 'frame-ancestors')).toBe("'self' http://localhost:8003");
  });

  it('takes the host origins from GATSBY_HOST_ORIGINS and the live-chat and help-desk app URLs', () => {
    const env = {
      GATSBY_HOST_ORIGINS: 'https://my.livechatinc.com, not-an-origin ftp://files.example',
      GATSBY_LIVECHAT_APP_URL: 'https://my.livechatinc.com/',
      GATSBY_HELPDESK_APP_URL: 'https://app.helpdesk.com/tickets',
    };
    expect(hostOrigins(env)).toEqual(['https://my.livechatinc.com', 'https://app.helpdesk.com']);
    const policy = contentSecurityPolicy(siteCspOptions({ ...env, MARKETPLACE_FRAME_ANCESTORS: 'https://partner.example' }));
    expect(directive(policy, 'frame-ancestors')).toBe(
      "'self' https://my.livechatinc.com https://app.helpdesk.com https://partner.example",
    );
  });

  it('stops on an invalid MARKETPLACE_FRAME_ANCESTORS', () => {
    expect(() => siteCspOptions({ MARKETPLACE_FRAME_ANCESTORS: 'https://a.example;' })).toThrow(/MARKETPLACE_FRAME_ANCESTORS/);
  });

  it('allows no inline or eval scripts, and style elements only by hash (the empty one included)', () => {
    const policy = contentSecurityPolicy(siteCspOptions({}), ["'sha256-abc='"], ["'sha256-css='"]);
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-abc='");
    // The empty element styled-components fills through the CSSOM.
    expect(directive(policy, 'style-src-elem')).toBe(`'self' ${sha256('')} 'sha256-css='`);
    expect(directive(policy, 'style-src-attr')).toBe("'unsafe-inline'");
    // Only for browsers without style-src-elem / style-src-attr.
    expect(directive(policy, 'style-src')).toBe("'self' 'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'report-uri')).toBe('/__csp-report');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('allows the images of every host the catalogue’s image addresses go to (images.ts)', () => {
    const imageSources = directive(contentSecurityPolicy(siteCspOptions({})), 'img-src')!.split(' ');
    const addresses = [
      imageAddress('https://cdn.files-text.com/icon.png', { pathPrefix: '/marketplace' }),
      imageAddress('//storage.googleapis.com/bucket/icon.png', { pathPrefix: '/marketplace' }),
      imageAddress('https://elsewhere.example/icon.png', { pathPrefix: '/marketplace' }),
      imageAddress('https://elsewhere.example/icon.png', { pathPrefix: '/marketplace', labs: true }),
    ];
    for (const address of addresses) expect(imageSources).toContain(new URL(address).origin);
  });

  it('adds the tag manager’s hosts only when GATSBY_GTM_ID is set', () => {
    expect(directive(contentSecurityPolicy(siteCspOptions({})), 'script-src')).toBe("'self'");
    const policy = contentSecurityPolicy(siteCspOptions({ GATSBY_GTM_ID: 'GTM-ABC1234' }));
    expect(directive(policy, 'script-src')).toBe("'self' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('adds the search hosts only when Algolia is configured', () => {
    expect(directive(contentSecurityPolicy(siteCspOptions({})), 'connect-src')).not.toContain('algolia');
    expect(directive(contentSecurityPolicy(siteCspOptions({ GATSBY_ALGOLIA_APP_ID: 'APP' })), 'connect-src')).toContain(
      'https://*.algolia.net https://*.algolianet.com',
    );
  });
});

describe('inline script hashes', () => {
  it('hashes every inline script the browser runs, as the browser does (the body, byte for byte)', () => {
    const gatsby = '/*<![CDATA[*/window.pagePath="/apps/";/*]]>*/';
    const early = '\n(function(w,d){var Q=[];})(window,document);\n';
    const html =
      `<html><head><script>${early}</script><script type="text/javascript">var a = "é";</script>` +
      `<script type='module'>import "./x.js";</script>` +
      '<script type="application/ld+json" data-gatsby-head="true">{"@context":"https://schema.org"}</script>' +
      '<script src="/marketplace/app.js"></script><script async src="/marketplace/b.js">ignored()</script>' +
      `</head><body><script id="gatsby-script-loader">${gatsby}</script><script></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(early), sha256('var a = "é";'), sha256('import "./x.js";'), sha256(gatsby)]);
  });

  it('leaves out data blocks (JSON-LD): the browser never runs them', () => {
    expect(
      inlineScriptHashes('<script type="application/ld+json">{"a":1}</script><script type=text/template>x</script>'),
    ).toEqual([]);
  });

  it('puts the page’s hashes in script-src, once each', () => {
    const options: CspOptions = { origins: [], frameAncestors: ["'self'"] };
    const hashes = inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>');
    expect(directive(contentSecurityPolicy(options, hashes), 'script-src')).toBe(`'self' ${sha256('a()')} ${sha256('b()')}`);
  });

  it('hashes each style element of a page once, empty ones too', () => {
    const html = '<style data-styled="">.a{color:red}</style><style>.b{}</style><style>.a{color:red}</style><style></style>';
    expect(inlineStyleHashes(html)).toEqual([sha256('.a{color:red}'), sha256('.b{}'), sha256('')]);
  });
});
