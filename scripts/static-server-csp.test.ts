/**
 * @jest-environment node
 */
import { contentSecurityPolicy, frameAncestorsFrom } from './static-server-csp';
import { siteCspOptions } from './static-server-headers';

describe('frame-ancestors from configuration', () => {
  it('lets anyone frame the site by default (partners embed it)', () => {
    expect(frameAncestorsFrom(undefined)).toEqual(['*']);
    expect(frameAncestorsFrom('  ')).toEqual(['*']);
    expect(contentSecurityPolicy(siteCspOptions({}))).toContain('frame-ancestors *;');
  });

  it('takes a list of sources from MARKETPLACE_FRAME_ANCESTORS', () => {
    const options = siteCspOptions({ MARKETPLACE_FRAME_ANCESTORS: "'self' https://partner.example https://*.host.example:8443" });
    expect(contentSecurityPolicy(options)).toContain(
      "frame-ancestors 'self' https://partner.example https://*.host.example:8443;",
    );
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
