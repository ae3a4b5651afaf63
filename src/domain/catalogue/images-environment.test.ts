import { imageAddress, siteEnvironmentOf, usesLabsCdn } from './images';

const remote = 'https://example.com/a.png';
const proxied = (cdn: string) => `${cdn}?url=${encodeURIComponent(remote)}`;

describe('image CDN by environment (§5: "a labs CDN in development or labs")', () => {
  it('routes other hosts through the labs CDN in labs and development builds', () => {
    for (const environment of ['labs', 'development'] as const) {
      expect(imageAddress(remote, { pathPrefix: '', environment })).toBe(
        proxied('https://cdn.labs.livechat-static.com/api/file/proxy'),
      );
    }
  });

  it('routes them through the product CDN in production', () => {
    expect(imageAddress(remote, { pathPrefix: '', environment: 'production' })).toBe(
      proxied('https://cdn.livechat-static.com/api/file/proxy'),
    );
  });

  it('leaves the files CDN and cloud storage alone in every environment', () => {
    expect(imageAddress('https://cdn.files-text.com/a.png', { pathPrefix: '', environment: 'labs' })).toBe(
      'https://cdn.files-text.com/a.png',
    );
    expect(imageAddress('https://storage.googleapis.com/b/a.png', { pathPrefix: '', environment: 'development' })).toBe(
      'https://storage.googleapis.com/b/a.png',
    );
  });

  it('reads the environment from GATSBY_ENVIRONMENT, else development under gatsby develop, else production', () => {
    expect(siteEnvironmentOf({ GATSBY_ENVIRONMENT: 'labs', NODE_ENV: 'production' })).toBe('labs');
    expect(siteEnvironmentOf({ GATSBY_ENVIRONMENT: 'Development' })).toBe('development');
    expect(siteEnvironmentOf({ GATSBY_ENVIRONMENT: 'production', NODE_ENV: 'development' })).toBe('production');
    expect(siteEnvironmentOf({ NODE_ENV: 'development' })).toBe('development');
    expect(siteEnvironmentOf({ GATSBY_ENVIRONMENT: 'staging', NODE_ENV: 'production' })).toBe('production');
    expect(siteEnvironmentOf({})).toBe('production');
    expect(usesLabsCdn('production')).toBe(false);
  });
});
