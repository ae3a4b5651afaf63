import { imageAddress } from './images';

const opts = { pathPrefix: '/marketplace' };

describe('imageAddress (§5 image addresses)', () => {
  it('prefixes site-relative files with the path prefix', () => {
    expect(imageAddress('/images/apps/a.svg', opts)).toBe('/marketplace/images/apps/a.svg');
  });
  it('gives protocol-less URLs a protocol', () => {
    expect(imageAddress('//cdn.files-text.com/a.png', opts)).toBe('https://cdn.files-text.com/a.png');
    expect(imageAddress('cdn.files-text.com/a.png', opts)).toBe('https://cdn.files-text.com/a.png');
  });
  it('keeps the files CDN and cloud storage as they are', () => {
    expect(imageAddress('https://storage.googleapis.com/b/a.png', opts)).toBe('https://storage.googleapis.com/b/a.png');
  });
  it('routes other hosts through the product CDN, or the labs CDN', () => {
    expect(imageAddress('https://example.com/a.png', opts)).toBe(
      'https://cdn.livechat-static.com/api/file/proxy?url=https%3A%2F%2Fexample.com%2Fa.png',
    );
    expect(imageAddress('https://example.com/a.png', { ...opts, labs: true })).toBe(
      'https://cdn.labs.livechat-static.com/api/file/proxy?url=https%3A%2F%2Fexample.com%2Fa.png',
    );
    expect(imageAddress('http://example.com/a.png', { ...opts, labs: false })).toBe(
      'https://cdn.livechat-static.com/api/file/proxy?url=http%3A%2F%2Fexample.com%2Fa.png',
    );
  });
  it('ignores white space around the address', () => {
    expect(imageAddress('  /images/apps/a.svg \n', opts)).toBe('/marketplace/images/apps/a.svg');
  });
  it('reads a colon later in a protocol-less address as part of the path, not as a scheme', () => {
    expect(imageAddress('cdn.files-text.com/a:b.png', opts)).toBe('https://cdn.files-text.com/a:b.png');
  });
  it('refuses any scheme but http(s), digits in the scheme included', () => {
    expect(imageAddress('a1:80', opts)).toBe('');
    expect(imageAddress('ftp://example.com/a.png', opts)).toBe('');
  });
  it('refuses scripts and garbage', () => {
    expect(imageAddress('javascript:alert(1)', opts)).toBe('');
    expect(imageAddress('   ', opts)).toBe('');
    expect(imageAddress('https://exa mple.com/a.png', opts)).toBe('');
    expect(imageAddress('http://[::1', opts)).toBe('');
  });
});
