import { cardIconSources, iconRenditionPath, smallIconPath } from './icon-renditions';

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

describe('the card rendition', () => {
  it('is 112 px (56 px cards, twice that for sharp screens), beside the 64 px one', () => {
    expect(iconRenditionPath('/images/apps/ledgerline.webp', 112)).toBe('/images/112/apps/ledgerline.webp');
    expect(iconRenditionPath('/images/partners/trellis-cx.webp', 112)).toBe('/images/112/partners/trellis-cx.webp');
  });

  it("gives a card's icon the rendition up to 2x and the original beyond, each as the running site addresses it", () => {
    const url = (address: string) => `/marketplace${address}`;
    expect(cardIconSources('/images/apps/ledgerline.webp', url)).toEqual({
      src: '/marketplace/images/112/apps/ledgerline.webp',
      srcSet: '/marketplace/images/112/apps/ledgerline.webp 2x, /marketplace/images/apps/ledgerline.webp 3x',
    });
    expect(cardIconSources('https://cdn.files-text.com/apps/ledgerline.webp', url)).toEqual({
      src: '/marketplacehttps://cdn.files-text.com/apps/ledgerline.webp',
    });
    expect(cardIconSources('/images/apps/ledgerline.svg', (address) => address)).toEqual({ src: '/images/apps/ledgerline.svg' });
  });
});
