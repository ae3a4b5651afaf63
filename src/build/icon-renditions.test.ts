/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeIconRenditions } from './icon-renditions';

let root: string;
const staticDir = () => path.join(root, 'static');
const publicDir = () => path.join(root, 'public');

const image = (width: number, height: number, format: 'webp' | 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

/** 120 × 60: red, then green, then blue, in bands of 20, 80 and 20 px (a centre crop would keep only green). */
const bands = () => {
  const width = 120;
  const height = 60;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const channel = x < 20 ? 0 : x < 100 ? 1 : 2;
      pixels[(y * width + x) * 3 + channel] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'icon-renditions-'));
  mkdirSync(path.join(staticDir(), 'images', 'apps'), { recursive: true });
  mkdirSync(path.join(staticDir(), 'images', 'developers'), { recursive: true });
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'ledgerline.webp'), await image(224, 224, 'webp'));
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'wide.png'), await bands());
  writeFileSync(path.join(staticDir(), 'images', 'apps', 'notes.txt'), 'not an image');
  writeFileSync(path.join(staticDir(), 'images', 'developers', 'wren-co.webp'), await image(192, 192, 'webp'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('writes each icon 64 px square (a wide one stretched, as the popup shows it), in its own format, with its transparency, under images/64/, and 112 px under images/112/', async () => {
  const result = await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });

  expect(result).toEqual({ written: 4, upToDate: 0, copied: [] });
  expect(await sharp(path.join(publicDir(), 'images', '112', 'apps', 'ledgerline.webp')).metadata()).toMatchObject({
    format: 'webp',
    width: 112,
    height: 112,
    hasAlpha: true,
  });
  const small = path.join(publicDir(), 'images', '64', 'apps');
  expect(await sharp(path.join(small, 'ledgerline.webp')).metadata()).toMatchObject({
    format: 'webp',
    width: 64,
    height: 64,
    hasAlpha: true,
  });
  expect(await sharp(path.join(small, 'wide.png')).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  // Stretched, not cropped: the red and blue edges are still there.
  const { data, info } = await sharp(path.join(small, 'wide.png')).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number) => [
    ...data.subarray((32 * info.width + x) * info.channels, (32 * info.width + x) * info.channels + 3),
  ];
  expect(pixel(0)).toEqual([255, 0, 0]);
  expect(pixel(63)).toEqual([0, 0, 255]);
});

it('copies an original it cannot read as it is, and says which, instead of failing the build', async () => {
  const broken = path.join(staticDir(), 'images', 'apps', 'broken.webp');
  writeFileSync(broken, 'RIFF not really a webp');

  const result = await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });

  expect(result).toEqual({ written: 4, upToDate: 0, copied: [broken] });
  expect(readFileSync(path.join(publicDir(), 'images', '64', 'apps', 'broken.webp'), 'utf8')).toBe('RIFF not really a webp');
});

it('leaves out other folders, other files and a folder that is not there (partners)', async () => {
  await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });

  await expect(sharp(path.join(publicDir(), 'images', '64', 'developers', 'wren-co.webp')).metadata()).rejects.toThrow();
  await expect(sharp(path.join(publicDir(), 'images', '64', 'apps', 'notes.txt')).metadata()).rejects.toThrow();
});

it('keeps a rendition newer than its original and redoes one that is older', async () => {
  await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() });
  expect(await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() })).toEqual({
    written: 0,
    upToDate: 4,
    copied: [],
  });

  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(staticDir(), 'images', 'apps', 'ledgerline.webp'), later, later);
  expect(await writeIconRenditions({ staticDir: staticDir(), publicDir: publicDir() })).toEqual({
    written: 2,
    upToDate: 2,
    copied: [],
  });
});
