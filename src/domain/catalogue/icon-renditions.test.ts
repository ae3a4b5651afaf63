import { smallIconPath } from './icon-renditions';

describe('smallIconPath', () => {
  it('names the 64 px rendition of a site icon or partner logo', () => {
    expect(smallIconPath('/images/apps/ledgerline.webp')).toBe('/images/64/apps/ledgerline.webp');
    expect(smallIconPath('/images/partners/trellis-cx.webp')).toBe('/images/64/partners/trellis-cx.webp');
    expect(smallIconPath(' /images/apps/logo.PNG ')).toBe('/images/64/apps/logo.PNG');
  });

  it('has none for remote addresses, other folders, nested paths or other file types', () => {
    expect(smallIconPath('https://cdn.files-text.com/apps/ledgerline.webp')).toBeNull();
    expect(smallIconPath('//cdn.example.com/images/apps/ledgerline.webp')).toBeNull();
    expect(smallIconPath('/images/developers/wren-co.webp')).toBeNull();
    expect(smallIconPath('/images/screenshots/a.webp')).toBeNull();
    expect(smallIconPath('/images/apps/sub/ledgerline.webp')).toBeNull();
    expect(smallIconPath('/images/apps/ledgerline.svg')).toBeNull();
    expect(smallIconPath('/images/apps/ledgerline.webp?v=2')).toBeNull();
    expect(smallIconPath('')).toBeNull();
  });
});

describe('the file types with a small rendition', () => {
  const has = (name: string) => smallIconPath(`/images/apps/${name}`) !== null;
  it('are the raster types the build resizes', () => {
    expect(['a.webp', 'a.png', 'a.jpg', 'a.JPEG'].map(has)).toEqual([true, true, true, true]);
    expect(['a.svg', 'a.gif', 'README'].map(has)).toEqual([false, false, false]);
  });
});
