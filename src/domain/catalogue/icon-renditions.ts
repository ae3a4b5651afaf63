/**
 * Small renditions of the site's own icons and logos. The header search shows them 32 px square; the
 * catalogue's files are drawn for the app header (224 px icons, 192 px logos), ~3 KB each and ~12×
 * the pixels to decode. The build writes a SMALL_ICON_PX copy of each WebP, PNG and JPEG file of
 * these folders into public/images/64/<folder>/ (src/build/icon-renditions.ts); remote addresses
 * have none.
 */
export const SMALL_ICON_PX = 64;
/** The folders under /images/ whose files get a small rendition. */
export const SMALL_ICON_FOLDERS = ['apps', 'partners'] as const;

const SITE_ICON = new RegExp(`^/images/(${SMALL_ICON_FOLDERS.join('|')})/([^/?#]+)$`);
const RESIZED = /\.(webp|png|jpe?g)$/i;

/**
 * The small rendition of an icon or logo address: '/images/apps/x.webp' → '/images/64/apps/x.webp';
 * null for anything else (a remote address, another folder, a file type the build does not resize).
 * The build writes the renditions where this says (site-relative, under public/), so the two agree.
 */
export function smallIconPath(icon: string): string | null {
  const match = SITE_ICON.exec(icon.trim());
  return match && RESIZED.test(match[2]) ? `/images/${SMALL_ICON_PX}/${match[1]}/${match[2]}` : null;
}
