import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../e2e/support/chromium';
import { appPath, categoryPath, developerPath, partnerPath, servicePath } from '../src/domain/site/paths';
import {
  medianFigures,
  parseLighthouseArgs,
  summaryLine,
  type LighthousePage,
  type RunFigures,
} from './bench/lighthouse-summary';
import { firstBuiltPage, startServedSite } from './bench/served-site';

/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: simulated Moto G Power, slow 4G,
 * 4× CPU) in Debian's Chromium against the production build served as `npm start` serves it, on
 * every page type: home, /apps/, a category, an app, a service, a developer, a partner, the partners
 * list, deals, /search/?q=chat, coming soon, the cart and a visitor's checkout; 3 runs each, each
 * figure's median. Uses the sandbox ports (8001/8002): run it under the e2e lock when others share the machine.
 * The last line is for machines:
 *   bench:lighthouse home=<p> listing=<p> app=<p> partner=<p> search=<p> cls_max=<c> lcp_max_ms=<l> tbt_max_ms=<t>
 * Options (after `--`): `--pages search,listing` runs only those pages; `--save DIR` keeps each
 * run's report as DIR/<page>-<run>.json (for the filmstrip, the LCP element, the main-thread work).
 */
const root = path.resolve(__dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Listed {
  slug: string;
  hidden?: boolean;
  isService?: boolean;
  category?: { slug?: string } | null;
  payment?: { price?: number } | null;
}

const listed = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, 'sandbox/data', file), 'utf8')) as Listed[]).filter((record) => !record.hidden);

/** Listed apps and partners of the bundled catalogue, in its order, as candidate site paths. */
function candidates(
  file: string,
  toPath: (slug: string) => string,
  keep: (record: Listed) => boolean = (r) => !r.isService,
): string[] {
  return listed(file)
    .filter(keep)
    .map((record) => toPath(record.slug));
}

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

function figuresOf(lhr: LighthouseResult): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const load = () => os.loadavg()[0].toFixed(2);

async function main(): Promise<void> {
  const args = parseLighthouseArgs(process.argv.slice(2));
  assertChromium();
  // Both are ES modules; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const site = await startServedSite(root);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  try {
    const sitePaths: Record<LighthousePage, () => string> = {
      home: () => '/',
      listing: () => '/apps/',
      category: () =>
        firstBuiltPage(
          site.publicDir,
          listed('applications.json').flatMap((record) => (record.category?.slug ? [categoryPath(record.category.slug)] : [])),
        ),
      app: () => firstBuiltPage(site.publicDir, candidates('applications.json', appPath)),
      // Services are apps the catalogue tells by their types (domain/catalogue): the build's own list.
      service: () => servicePath(readdirSync(path.join(site.publicDir, 'services')).sort()[0] ?? ''),
      developer: () =>
        firstBuiltPage(
          site.publicDir,
          candidates('developers.json', developerPath, () => true),
        ),
      partner: () => firstBuiltPage(site.publicDir, candidates('partners.json', partnerPath)),
      partners: () => '/partners/',
      deals: () => '/saas-deals/',
      search: () => '/search/?q=chat',
      'coming-soon': () => '/coming-soon-apps/',
      cart: () => '/cart/',
      // A visitor's checkout of a paid app (client-only: it asks to sign in).
      checkout: () =>
        `/checkout/${listed('applications.json').find((record) => !record.isService && (record.payment?.price ?? 0) > 0)?.slug ?? ''}/`,
    };
    const pages = args.pages.map((label) => [label, sitePaths[label]()] as const);
    if (args.saveDir) mkdirSync(args.saveDir, { recursive: true });
    const medians: Array<[string, RunFigures]> = [];
    for (const [label, sitePath] of pages) {
      const url = new URL(sitePath.replace(/^\//, ''), site.url).href;
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (args.saveDir) writeFileSync(path.join(args.saveDir, `${label}-${run + 1}.json`), JSON.stringify(result.lhr));
        const errors = result.lhr.runtimeError ? ` (${result.lhr.runtimeError.message})` : '';
        const figures = figuresOf(result.lhr as unknown as LighthouseResult);
        runs.push(figures);
        // Lighthouse's own measure of the host's speed: its 4x CPU slowdown assumes a desktop-class
        // host (index ~1000+); on a slower one the same profile is a slower phone.
        const benchmarkIndex = Math.round(result.lhr.environment?.benchmarkIndex ?? Number.NaN);
        console.log(
          `bench:lighthouse: ${label} run ${run + 1}: perf=${figures.performance} lcp_ms=${Math.round(figures.lcpMs)} ` +
            `tbt_ms=${Math.round(figures.tbtMs)} cls=${figures.cls.toFixed(3)} load=${load()} benchmark_index=${benchmarkIndex}${errors}`,
        );
      }
      const figures = medianFigures(runs);
      medians.push([label, figures]);
      console.log(
        `bench:lighthouse: ${label} ${sitePath} median: performance=${figures.performance} accessibility=${figures.accessibility} ` +
          `best_practices=${figures.bestPractices} seo=${figures.seo} lcp_ms=${Math.round(figures.lcpMs)} ` +
          `tbt_ms=${Math.round(figures.tbtMs)} cls=${figures.cls.toFixed(3)}`,
      );
    }
    console.log(
      `bench:lighthouse: load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    console.log(summaryLine(medians));
  } finally {
    chrome.kill();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
