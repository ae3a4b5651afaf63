/**
 * Writes the bundled sandbox catalogue (sandbox/data/*.json + static/images/...) or, with
 * --apps N, a scaled catalogue for benchmarks (sandbox/data-scaled/N/, no new images).
 *
 *   npx tsx scripts/generate-catalogue.ts [--seed 20261122] [--apps 2000] [--out DIR]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type Catalogue, DEFAULT_SEED, DEFAULT_TOTAL, generateCatalogue } from './catalogue/generate';

export { generateCatalogue, DEFAULT_SEED, DEFAULT_TOTAL, type Catalogue } from './catalogue/generate';

const ROOT = resolve(__dirname, '..');
/** Image folders owned by the generator; stale .svg files in them are removed. */
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
function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    if (readFileSync(path, 'utf8') === content) return;
  } catch {
    // Missing file: write it.
  }
  writeFileSync(path, content);
}

function writeImages(images: Catalogue['images']): void {
  const wanted = new Set(images.map((image) => image.path));
  for (const dir of IMAGE_DIRS) {
    const abs = join(ROOT, dir);
    mkdirSync(abs, { recursive: true });
    for (const file of readdirSync(abs)) {
      const path = `${dir}/${file}`;
      if (file.endsWith('.svg') && !wanted.has(path)) rmSync(join(abs, file));
    }
  }
  for (const image of images) write(join(ROOT, image.path), image.content);
}

/** Repository-relative when inside the repository, absolute otherwise. */
function displayPath(path: string): string {
  const rel = relative(ROOT, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

function main(): void {
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
  };
  for (const [name, value] of Object.entries(tables)) write(join(out, `${name}.json`), toJson(value));
  // Images belong to the bundled catalogue only; a custom --out is a scratch copy and leaves static/ alone.
  if (bundled && args.out === null) writeImages(catalogue.images);

  const services = catalogue.applications.filter((a) => a.customProps.isService === 'true').length;
  console.log(
    `catalogue: apps=${catalogue.applications.length - services} services=${services} partners=${catalogue.partners.length} ` +
      `developers=${catalogue.developers.length} out=${displayPath(out)}`,
  );
}

// Run only as a script, so tests can import the exports above without side effects.
if (/generate-catalogue\.[cm]?[tj]s$/.test(process.argv[1] ?? '')) main();
