import { algoliasearch } from 'algoliasearch';
import { describePlan, syncIndex, syncPlans, syncTarget, type AlgoliaAdmin } from './search/algolia-sync';
import { loadSearchRecords } from './search/catalogue-records';

/**
 * `npm run search:sync [-- --dry-run]`: pushes the published catalogue's search records and the
 * index settings to Algolia, one index at a time, atomically (see scripts/search/algolia-sync.ts).
 * Needs GATSBY_ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, GATSBY_ALGOLIA_APPS_INDEX and
 * GATSBY_ALGOLIA_PARTNERS_INDEX; without them (or with --dry-run) it prints what it would send.
 * The catalogue is sourced as the build sources it (GATSBY_API_URL, else the bundled JSON).
 */
async function main(): Promise<void> {
  const target = syncTarget(process.env, process.argv.includes('--dry-run'));
  const records = await loadSearchRecords(process.env.GATSBY_API_URL || undefined);
  const stamp = Date.now().toString(36);
  const plans = syncPlans(records, target.indices, stamp);

  if (target.mode === 'dry-run') {
    console.log(`search:sync: dry run (${target.reason}); nothing is sent. It would:`);
    for (const plan of plans) {
      const bytes = Buffer.byteLength(JSON.stringify(plan.records));
      console.log(`\n${plan.kind} → ${plan.indexName}: ${plan.records.length} records, ${(bytes / 1024).toFixed(1)} KB`);
      for (const step of describePlan(plan)) console.log(`  - ${step}`);
      console.log(`  settings: ${JSON.stringify(plan.settings, null, 2).replace(/\n/g, '\n  ')}`);
      if (plan.records[0]) console.log(`  first record: ${JSON.stringify(plan.records[0]).slice(0, 400)}…`);
    }
    console.log(`\nsearch:sync dry_run=1 apps=${plans[0].records.length} partners=${plans[1].records.length}`);
    return;
  }

  const client: AlgoliaAdmin = algoliasearch(target.appId, target.adminKey);
  for (const plan of plans) {
    console.log(`search:sync: ${plan.kind} → ${plan.indexName} (${plan.records.length} records)`);
    await syncIndex(client, plan, (line) => console.log(line));
  }
  console.log(`search:sync dry_run=0 apps=${plans[0].records.length} partners=${plans[1].records.length}`);
}

main().catch((error: unknown) => {
  console.error(
    `search:sync: failed, the live indices were left as they were: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
