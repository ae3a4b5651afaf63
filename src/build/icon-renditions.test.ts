/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeIconRenditions } from './icon-renditions';

let root: string;
const staticDir = () => path.join(root, 'static');
const publicDir = () => path.join(root, 'public');

const square = (px: number, format: 'webp' | 'png') =>
  sharp({ create: { width: px, height: px, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'icon-renditions-'));
  mkdirSync(path.join(staticDir(), 'images', 'apps'), { recursive: true });
  mkdirSync(path.join(staticDir(), 'images', 'developers'), { recursive: true });
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'ledgerline.webp'), await square(224, 'webp'));
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'wide.png'), await square(120, 'png'));
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'notes.txt'), 'not an image');
  writeFileSync(path.join(staticDir(), 'images', 'developers', 'wren-co.webp'), await square(192, 'webp'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('writes each icon 64 px square, in its own format, under images/64/', async () => {
  const result = await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });

  expect(result).toEqual({ written: 2, upToDate: 0 });
  const small = path.join(publicDir(), 'images', '64', 'apps');
  expect(await sharp(path.join(small, 'ledgerline.webp')).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
  expect(await sharp(path.join(small, 'wide.png')).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
});

it('leaves out other folders, other files and a folder that is not there (partners)', async () => {
  await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });

  await expect(sharp(path.join(publicDir(), 'images', '64', 'developers', 'wren-co.webp')).metadata()).rejects.toThrow();
  await expect(sharp(path.join(publicDir(), 'images', '64', 'apps', 'notes.txt')).metadata()).rejects.toThrow();
});

it('keeps a rendition newer than its original and redoes one that is older', async () => {
  await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });
  expect(await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() })).toEqual({ written: 0, upToDate: 2 });

  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(staticDir(), 'images', 'apps', 'ledgerline.webp'), later, later);
  expect(await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() })).toEqual({ written: 1, upToDate: 1 });
});
