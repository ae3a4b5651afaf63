import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAppsArg } from './bench/args';
import { appCountOf, ensureScaledCatalogue } from './bench/catalogue';
import { loadSearchRecords } from './search/catalogue-records';
import { queryMix } from './search/query-mix';
import { searchIndexBody } from '../src/build/search-index';
import { SEARCH_PAGE_HITS_PER_PAGE } from '../src/domain/search/search';
import { withSearchRules } from '../src/domain/search/search-client';
import { LOCAL_INDEX_NAMES, readSearchIndexFile, searchIndexFile } from '../src/domain/search/search-records';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../src/domain/search/search-text';
import { createLocalEngine } from '../src/features/search/engine/local-engine';

/**
 * `npm run bench:search -- [--apps N]`: the local search engine in Node over the bundled catalogue
 * (or a scaled one of N apps, generated when missing). It measures
 *   - index_gz_kb: the index file the build writes, gzip -9 (what the browser downloads);
 *   - build_ms: from that file's text to a ready engine (JSON.parse + indexing), median of 5 —
 *     what the browser does once, on first use;
 *   - p50/p95/p99_ms: one search of the apps index per query, as the search page asks it (§5
 *     rules, 12 hits with highlights and snippets), over a fixed query mix; the engine's query
 *     cache is off so every query is computed; 3 warm-up rounds, then 10 measured rounds.
 * The last line is for machines:
 *   bench:search apps=<n> queries=<n> p50_ms=<a> p95_ms=<b> p99_ms=<c> index_gz_kb=<d> build_ms=<e>
 */
const root = path.resolve(__dirname, '..');
const WARMUP_ROUNDS = 3;
const MEASURED_ROUNDS = 10;
const BUILD_RUNS = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const apps = parseAppsArg(process.argv.slice(2));
  const logPath = `/tmp/bench-search-${new Date().toISOString().replace(/[:.]/g, '-')}.log`;
  const catalogueDir = apps === undefined ? path.join(root, 'sandbox/data') : await ensureScaledCatalogue(root, apps, logPath);
  const appCount = appCountOf(catalogueDir);
  console.log(`bench:search: catalogue ${path.relative(root, catalogueDir)} (${appCount} applications)`);

  const records = await loadSearchRecords(undefined, catalogueDir);
  const body = searchIndexBody(searchIndexFile(records));
  const gzKb = gzipSync(body, { level: 9 }).length / 1024;
  console.log(
    `bench:search: index ${(body.length / 1024).toFixed(1)} KB raw, ${gzKb.toFixed(1)} KB gzip (${records.apps.filter((app) => !app.hidden).length} apps, ${records.partners.length} partners)`,
  );

  const buildTimes: number[] = [];
  let engine = null as ReturnType<typeof createLocalEngine> | null;
  for (let run = 0; run < BUILD_RUNS; run++) {
    const started = performance.now();
    engine = createLocalEngine(readSearchIndexFile(JSON.parse(body)), LOCAL_INDEX_NAMES, { cacheSize: 0 });
    buildTimes.push(performance.now() - started);
  }
  const buildMs = median(buildTimes);
  if (!engine) throw new Error('no engine');
  const client = withSearchRules(engine, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: false });

  const queries = queryMix(records.apps.filter((app) => !app.hidden).map((app) => app.name));
  const params = (query: string) => ({
    query,
    hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE,
    page: 0,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    facets: [],
  });
  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  let hits = 0;
  for (let round = 0; round < WARMUP_ROUNDS + MEASURED_ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      const { results } = await client.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: params(query) }]);
      const took = performance.now() - started;
      if (round >= WARMUP_ROUNDS) {
        samples.push(took);
        perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
        if ('nbHits' in results[0]) hits += results[0].nbHits;
      }
    }
  }
  samples.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([query, times]) => [query, median(times)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(
    `bench:search: ${queries.length} distinct queries × ${MEASURED_ROUNDS} rounds; ${(hits / samples.length).toFixed(1)} hits per query on average`,
  );
  console.log(
    `bench:search: slowest queries (median ms): ${slowest.map(([query, took]) => `"${query}" ${took.toFixed(2)}`).join(', ')}`,
  );
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `bench:search apps=${appCount} queries=${samples.length} ` +
      `p50_ms=${ms(percentile(samples, 50))} p95_ms=${ms(percentile(samples, 95))} p99_ms=${ms(percentile(samples, 99))} ` +
      `index_gz_kb=${gzKb.toFixed(1)} build_ms=${buildMs.toFixed(0)}`,
  );
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
