import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { hasSmallRendition, SMALL_ICON_FOLDERS, SMALL_ICON_PX, SMALL_ICON_ROOT } from '../domain/icon-renditions';

export interface IconRenditionsResult {
  written: number;
  upToDate: number;
}

/** Files resized at once: sharp works on its own threads; a few keep them busy without a burst of open files. */
const AT_ONCE = 8;

const modifiedMs = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

async function imagesOf(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter(hasSmallRendition).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes the small rendition of each icon and logo of static/images (domain/icon-renditions.ts)
 * into public/images/64/, in the original's format, cropped square. A rendition newer than its
 * original is kept: a second build (or `gatsby develop` after one) resizes nothing.
 */
export async function writeIconRenditions({
  staticDir,
  publicDir,
}: {
  staticDir: string;
  publicDir: string;
}): Promise<IconRenditionsResult> {
  const result: IconRenditionsResult = { written: 0, upToDate: 0 };
  for (const folder of SMALL_ICON_FOLDERS) {
    const from = path.join(staticDir, 'images', folder);
    const to = path.join(publicDir, 'images', SMALL_ICON_ROOT, folder);
    const names = await imagesOf(from);
    if (names.length > 0) await mkdir(to, { recursive: true });
    for (let index = 0; index < names.length; index += AT_ONCE) {
      await Promise.all(
        names.slice(index, index + AT_ONCE).map(async (name) => {
          const source = path.join(from, name);
          const target = path.join(to, name);
          const [sourceMs, targetMs] = await Promise.all([modifiedMs(source), modifiedMs(target)]);
          if (sourceMs !== null && targetMs !== null && targetMs >= sourceMs) {
            result.upToDate += 1;
            return;
          }
          await sharp(source).resize(SMALL_ICON_PX, SMALL_ICON_PX, { fit: 'cover' }).toFile(target);
          result.written += 1;
        }),
      );
    }
  }
  return result;
}
