import { readSearchIndexFile, type SearchRecords } from '../../../domain/search-records';

/**
 * The records of the build's index files (its shards, in order), joined; a validation error when
 * a file is not one this code writes. Runs where the engine runs (the page, or its worker).
 */
export function readIndexFiles(files: ReadonlyArray<unknown>): SearchRecords {
  const shards = files.map(readSearchIndexFile);
  return {
    apps: shards.flatMap((shard) => shard.apps),
    partners: shards.flatMap((shard) => shard.partners),
  };
}
