/**
 * Writes the bundled sandbox catalogue (sandbox/data/*.json + static/images/...) or, with
 * --apps N, a scaled catalogue for benchmarks (sandbox/data-scaled/N/, no new images).
 *
 *   npx tsx scripts/generate-catalogue.ts [--seed 20261122] [--apps 2000] [--out DIR]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { type Catalogue, DEFAULT_SEED, DEFAULT_TOTAL, generateCatalogue } from './catalogue/generate';

export { generateCatalogue, DEFAULT_SEED, DEFAULT_TOTAL, type Catalogue } from './catalogue/generate';

const ROOT = resolve(__dirname, '..');
/** Image folders owned by the generator; stale .svg, .png and .webp files in them are removed. */
const IMAGE_DIRS = ['static/images/apps', 'static/images/screenshots', 'static/images/partners', 'static/images/developers'];

interface Args {
  seed: number;
  apps: number;
  out: string | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seed: DEFAULT_SEED, apps: DEFAULT_TOTAL, out: null };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`missing value for ${flag}`);
    if (flag === '--seed') args.seed = Number(value);
    else if (flag === '--apps') args.apps = Number(value);
    else if (flag === '--out') args.out = value;
    else throw new Error(`unknown option ${flag} (expected --seed, --apps, --out)`);
  }
  if (!Number.isInteger(args.seed)) throw new Error('--seed must be an integer');
  return args;
}

/** Pretty JSON with a trailing newline; key order is the generator's insertion order. */
const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Writes only when the content changed, so unchanged files keep their timestamps. */
function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    if (readFileSync(path).equals(Buffer.from(content))) return;
  } catch {
    // Missing file: write it.
  }
  writeFileSync(path, content);
}

/** The image's file: its SVG, or a WebP image drawn from it at `raster` pixels square (a third smaller than a PNG). */
export async function imageBytes(image: Catalogue['images'][number]): Promise<string | Buffer> {
  if (!image.raster) return image.content;
  // Drawn at the target size (density scales the SVG's own canvas, 96 or 120 units wide), not scaled afterwards.
  const svg = Buffer.from(image.content);
  const { width = image.raster } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * image.raster) / width })
    .resize(image.raster, image.raster)
    .webp({ quality: 82 })
    .toBuffer();
}

async function writeImages(images: Catalogue['images']): Promise<void> {
  const wanted = new Set(images.map((image) => image.path));
  for (const dir of IMAGE_DIRS) {
    const abs = join(ROOT, dir);
    mkdirSync(abs, { recursive: true });
    for (const file of readdirSync(abs)) {
      const path = `${dir}/${file}`;
      if (/\.(svg|png|webp)$/.test(file) && !wanted.has(path)) rmSync(join(abs, file));
    }
  }
  for (const image of images) write(join(ROOT, image.path), await imageBytes(image));
}

/** Repository-relative when inside the repository, absolute otherwise. */
function displayPath(path: string): string {
  const rel = relative(ROOT, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const bundled = args.apps === DEFAULT_TOTAL;
  const out = resolve(ROOT, args.out ?? (bundled ? 'sandbox/data' : `sandbox/data-scaled/${args.apps}`));
  const catalogue = generateCatalogue({ seed: args.seed, apps: args.apps });

  const tables: Record<string, unknown> = {
    applications: catalogue.applications,
    ratings: catalogue.ratings,
    resources: catalogue.resources,
    developers: catalogue.developers,
    partners: catalogue.partners,
    prospects: catalogue.prospects,
    marketing: catalogue.marketing,
    clients: catalogue.clients,
    // The site's own table (§9), beside the marketing table; a scaled copy retires nothing.
    ...(catalogue.retiredIntegrations.length ? { 'retired-integrations': catalogue.retiredIntegrations } : {}),
  };
  for (const [name, value] of Object.entries(tables)) write(join(out, `${name}.json`), toJson(value));
  // Images belong to the bundled catalogue only; a custom --out is a scratch copy and leaves static/ alone.
  if (bundled && args.out === null) await writeImages(catalogue.images);

  const services = catalogue.applications.filter((a) => a.customProps.isService === 'true').length;
  console.log(
    `catalogue: apps=${catalogue.applications.length - services} services=${services} partners=${catalogue.partners.length} ` +
      `developers=${catalogue.developers.length} out=${displayPath(out)}`,
  );
}

// Run only as a script, so tests can import the exports above without side effects.
if (/generate-catalogue\.[cm]?[tj]s$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`catalogue: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
