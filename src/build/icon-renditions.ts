import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_RENDITION_SIZES, iconRenditionPath, SMALL_ICON_FOLDERS } from '../domain/catalogue/icon-renditions';

interface IconRenditionsResult {
  written: number;
  upToDate: number;
  /** Originals sharp could not read: copied as they are, so their address still answers. */
  copied: string[];
}

/** Files resized at once: sharp works on its own threads; a few keep them busy without a burst of open files. */
const AT_ONCE = 8;

const modifiedMs = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

interface Rendition {
  source: string;
  target: string;
  px: number;
}

/** The originals of one folder of static/images and where their renditions go (iconRenditionPath, under public/). */
async function renditionsOf(staticDir: string, publicDir: string, folder: string): Promise<Rendition[]> {
  let names: string[];
  try {
    names = await readdir(path.join(staticDir, 'images', folder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.sort().flatMap((name) =>
    ICON_RENDITION_SIZES.flatMap((px) => {
      const resized = iconRenditionPath(`/images/${folder}/${name}`, px);
      return resized ? [{ source: path.join(staticDir, 'images', folder, name), target: path.join(publicDir, resized), px }] : [];
    }),
  );
}

/**
 * Writes the renditions of each icon and logo of static/images (domain/icon-renditions.ts) into
 * public/images/<px>/, in the original's format, px square (stretched as the popup and the cards
 * stretch the original). A rendition newer than its original is kept: a second build (or `gatsby develop`
 * after one) resizes nothing. An original sharp cannot read does not fail the build: it is copied
 * as it is (the popup shows what it showed before) and reported.
 */
export async function writeIconRenditions({
  staticDir,
  publicDir,
}: {
  staticDir: string;
  publicDir: string;
}): Promise<IconRenditionsResult> {
  const result: IconRenditionsResult = { written: 0, upToDate: 0, copied: [] };
  const renditions = (await Promise.all(SMALL_ICON_FOLDERS.map((folder) => renditionsOf(staticDir, publicDir, folder)))).flat();
  for (const folder of new Set(renditions.map(({ target }) => path.dirname(target)))) await mkdir(folder, { recursive: true });
  const write = async ({ source, target, px }: Rendition) => {
    const [sourceMs, targetMs] = await Promise.all([modifiedMs(source), modifiedMs(target)]);
    if (sourceMs !== null && targetMs !== null && targetMs >= sourceMs) {
      result.upToDate += 1;
      return;
    }
    try {
      await sharp(source).rotate().resize(px, px, { fit: 'fill' }).toFile(target);
      result.written += 1;
    } catch {
      await copyFile(source, target);
      if (!result.copied.includes(source)) result.copied.push(source);
    }
  };
  for (let index = 0; index < renditions.length; index += AT_ONCE) {
    await Promise.all(renditions.slice(index, index + AT_ONCE).map(write));
  }
  return result;
}
