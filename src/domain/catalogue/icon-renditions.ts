/**
 * Smaller renditions of the site's own icons and logos. The catalogue's files are drawn for the app
 * header (224 px icons, 192 px logos), ~3 KB each and ~12× the pixels to decode; the build writes a
 * copy of each WebP, PNG and JPEG file of these folders at each of these sizes into
 * public/images/<px>/<folder>/ (src/build/icon-renditions.ts); remote addresses have none.
 * - SMALL_ICON_PX: the header search shows them 32 px square.
 * - CARD_ICON_PX: cards show them 56 px square, twice that for sharp screens (a listing's dozen
 *   icons shared a slow phone's network with the page's scripts at ~4 KB each; ~1.5 KB at this size).
 */
export const SMALL_ICON_PX = 64;
export const CARD_ICON_PX = 112;
export const ICON_RENDITION_SIZES = [SMALL_ICON_PX, CARD_ICON_PX] as const;
/** The folders under /images/ whose files get smaller renditions. */
export const SMALL_ICON_FOLDERS = ['apps', 'partners'] as const;

const SITE_ICON = new RegExp(`^/images/(${SMALL_ICON_FOLDERS.join('|')})/([^/?#]+)$`);
const RESIZED = /\.(webp|png|jpe?g)$/i;

/**
 * The `px` rendition of an icon or logo address: '/images/apps/x.webp' → '/images/<px>/apps/x.webp';
 * null for anything else (a remote address, another folder, a file type the build does not resize).
 * The build writes the renditions where this says (site-relative, under public/), so the two agree.
 */
export function iconRenditionPath(icon: string, px: number): string | null {
  const match = SITE_ICON.exec(icon.trim());
  return match && RESIZED.test(match[2]) ? `/images/${px}/${match[1]}/${match[2]}` : null;
}

/** The 64 px rendition (the header search's). */
export const smallIconPath = (icon: string): string | null => iconRenditionPath(icon, SMALL_ICON_PX);

/**
 * A card's 56 px icon (ui/card.tsx, and the search page's early results, which copy its markup):
 * the CARD_ICON_PX rendition up to twice that size, the original beyond; `url` makes each address
 * the running site's. A remote icon has no rendition: its own address.
 */
export function cardIconSources(icon: string, url: (address: string) => string): { src: string; srcSet?: string } {
  const card = iconRenditionPath(icon, CARD_ICON_PX);
  return card ? { src: url(card), srcSet: `${url(card)} 2x, ${url(icon.trim())} 3x` } : { src: url(icon) };
}
