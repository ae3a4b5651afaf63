import { indexNameError } from '../../src/domain/search/search';
import { KNOWN_COMPOUNDS } from '../../src/domain/search/search-compounds';
import {
  algoliaSettings,
  INDEX_DEFINITIONS,
  type SearchIndexKind,
  type SearchRecords,
} from '../../src/domain/search/search-records';

/**
 * The Algolia side of search: pushes the published catalogue's records and index settings to the
 * hosted indices, atomically. For each index: build a temporary index from scratch (the live
 * index's rules and synonyms copied over, then our settings and compound synonyms, then every
 * record in batches), and
 * only when all of it is done move it over the live one, which Algolia does in one step. So
 * records of removed apps disappear, and a sync that fails part-way leaves the old index serving
 * (the temporary one is deleted).
 */

/** The calls of Algolia's v5 search client the sync makes (the full `algoliasearch` client has them). */
export interface AlgoliaAdmin {
  indexExists(args: { indexName: string }): Promise<boolean>;
  operationIndex(args: {
    indexName: string;
    operationIndexParams: { operation: 'copy' | 'move'; destination: string; scope?: Array<'settings' | 'rules' | 'synonyms'> };
  }): Promise<{ taskID: number }>;
  setSettings(args: { indexName: string; indexSettings: Record<string, unknown> }): Promise<{ taskID: number }>;
  saveSynonyms(args: {
    indexName: string;
    synonymHit: CompoundSynonym[];
    replaceExistingSynonyms?: boolean;
  }): Promise<{ taskID: number }>;
  batch(args: {
    indexName: string;
    batchWriteParams: { requests: Array<{ action: 'addObject'; body: Record<string, unknown> }> };
  }): Promise<{ taskID: number }>;
  waitForTask(args: { indexName: string; taskID: number }): Promise<unknown>;
  deleteIndex(args: { indexName: string }): Promise<unknown>;
}

/** Algolia accepts up to 1000 operations per batch call. */
export const BATCH_SIZE = 1000;

/** A two-way synonym of Algolia: the joined and the split form of a compound find the same records. */
export interface CompoundSynonym {
  objectID: string;
  type: 'synonym';
  synonyms: string[];
}

/** The known compounds (src/domain/search/search-compounds.ts) as synonyms: "chatbot" = "chat bot". */
export function compoundSynonyms(): CompoundSynonym[] {
  return KNOWN_COMPOUNDS.map((parts) => ({
    objectID: `compound-${parts.join('')}`,
    type: 'synonym' as const,
    synonyms: [parts.join(''), parts.join(' ')],
  }));
}

export interface IndexPlan {
  kind: SearchIndexKind;
  indexName: string;
  tmpName: string;
  settings: Record<string, unknown>;
  /** Added to (or updating, by objectID) the synonyms copied from the live index. */
  synonyms?: CompoundSynonym[];
  records: Array<Record<string, unknown>>;
}

export interface SyncEnvironment {
  GATSBY_ALGOLIA_APP_ID?: string;
  /** Admin key with addObject, settings, deleteIndex rights. Never a GATSBY_ variable: it must not reach the browser. */
  ALGOLIA_ADMIN_KEY?: string;
  GATSBY_ALGOLIA_APPS_INDEX?: string;
  GATSBY_ALGOLIA_PARTNERS_INDEX?: string;
}

export type SyncTarget =
  | { mode: 'live'; appId: string; adminKey: string; indices: Record<SearchIndexKind, string> }
  | { mode: 'dry-run'; reason: string; indices: Record<SearchIndexKind, string> };

const DRY_RUN_INDEX_NAMES: Record<SearchIndexKind, string> = { apps: 'marketplace_apps', partners: 'marketplace_partners' };

/** Where the sync goes: Algolia with all four variables set, else a dry run. Invalid index names throw. */
export function syncTarget(env: SyncEnvironment, forceDryRun = false): SyncTarget {
  const names = { apps: env.GATSBY_ALGOLIA_APPS_INDEX?.trim() ?? '', partners: env.GATSBY_ALGOLIA_PARTNERS_INDEX?.trim() ?? '' };
  for (const [kind, variable] of [
    ['apps', 'GATSBY_ALGOLIA_APPS_INDEX'],
    ['partners', 'GATSBY_ALGOLIA_PARTNERS_INDEX'],
  ] as const) {
    const error = names[kind] ? indexNameError(names[kind], variable) : null;
    if (error) throw error;
  }
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim() ?? '';
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim() ?? '';
  const missing = [
    !appId && 'GATSBY_ALGOLIA_APP_ID',
    !adminKey && 'ALGOLIA_ADMIN_KEY',
    !names.apps && 'GATSBY_ALGOLIA_APPS_INDEX',
    !names.partners && 'GATSBY_ALGOLIA_PARTNERS_INDEX',
  ].filter(Boolean);
  const indices = { apps: names.apps || DRY_RUN_INDEX_NAMES.apps, partners: names.partners || DRY_RUN_INDEX_NAMES.partners };
  if (forceDryRun) return { mode: 'dry-run', reason: '--dry-run', indices };
  if (missing.length > 0) return { mode: 'dry-run', reason: `${missing.join(', ')} not set`, indices };
  return { mode: 'live', appId, adminKey, indices };
}

/** The temporary index a sync builds: the live name, a suffix, within the 64-character limit. */
export function temporaryIndexName(indexName: string, stamp: string): string {
  const suffix = `_tmp_${stamp}`;
  const name = `${indexName.slice(0, 64 - suffix.length)}${suffix}`;
  const error = indexNameError(name, 'temporary index');
  if (error) throw error;
  return name;
}

/** What the sync sends, per index: hidden apps are left out (they have no page; every search filters hidden:false too). */
export function syncPlans(records: SearchRecords, indices: Record<SearchIndexKind, string>, stamp: string): IndexPlan[] {
  const sent: Record<SearchIndexKind, Array<Record<string, unknown>>> = {
    apps: records.apps.filter((app) => !app.hidden) as unknown as Array<Record<string, unknown>>,
    partners: records.partners as unknown as Array<Record<string, unknown>>,
  };
  return (['apps', 'partners'] as const).map((kind) => ({
    kind,
    indexName: indices[kind],
    tmpName: temporaryIndexName(indices[kind], stamp),
    settings: algoliaSettings(INDEX_DEFINITIONS[kind]),
    synonyms: compoundSynonyms(),
    records: sent[kind],
  }));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The steps a sync of one index takes, in words (the dry run prints them). */
export function describePlan(plan: IndexPlan): string[] {
  const batches = Math.max(1, Math.ceil(plan.records.length / BATCH_SIZE));
  return [
    `copy the rules and synonyms of ${plan.indexName} (when it exists) to ${plan.tmpName}`,
    `set the settings of ${plan.tmpName}`,
    `save ${plan.synonyms?.length ?? 0} compound synonyms (such as "chatbot" = "chat bot") to ${plan.tmpName}`,
    `add ${plan.records.length} records to ${plan.tmpName} in ${batches} batch${batches === 1 ? '' : 'es'} of at most ${BATCH_SIZE}`,
    `move ${plan.tmpName} over ${plan.indexName} (atomic)`,
  ];
}

/** Syncs one index atomically. On failure the temporary index is deleted and the error rethrown. */
export async function syncIndex(
  client: AlgoliaAdmin,
  plan: IndexPlan,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const { indexName, tmpName } = plan;
  try {
    if (await client.indexExists({ indexName })) {
      const copied = await client.operationIndex({
        indexName,
        operationIndexParams: { operation: 'copy', destination: tmpName, scope: ['rules', 'synonyms'] },
      });
      await client.waitForTask({ indexName, taskID: copied.taskID });
      log(`  copied rules and synonyms of ${indexName} to ${tmpName}`);
    }
    const settings = await client.setSettings({ indexName: tmpName, indexSettings: plan.settings });
    await client.waitForTask({ indexName: tmpName, taskID: settings.taskID });
    log(`  set the settings of ${tmpName}`);
    if (plan.synonyms && plan.synonyms.length > 0) {
      const saved = await client.saveSynonyms({ indexName: tmpName, synonymHit: plan.synonyms, replaceExistingSynonyms: false });
      await client.waitForTask({ indexName: tmpName, taskID: saved.taskID });
      log(`  saved ${plan.synonyms.length} compound synonyms to ${tmpName}`);
    }
    for (const batch of chunks(plan.records, BATCH_SIZE)) {
      const added = await client.batch({
        indexName: tmpName,
        batchWriteParams: { requests: batch.map((body) => ({ action: 'addObject' as const, body })) },
      });
      await client.waitForTask({ indexName: tmpName, taskID: added.taskID });
      log(`  added ${batch.length} records to ${tmpName}`);
    }
    const moved = await client.operationIndex({
      indexName: tmpName,
      operationIndexParams: { operation: 'move', destination: indexName },
    });
    await client.waitForTask({ indexName, taskID: moved.taskID });
    log(`  moved ${tmpName} over ${indexName}`);
  } catch (error) {
    // The live index was never touched; remove what was built.
    await client.deleteIndex({ indexName: tmpName }).catch(() => undefined);
    throw error;
  }
}
