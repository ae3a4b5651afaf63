import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ApiClientPublic,
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerProspect,
  ApiRatingSummary,
  ApiResources,
  SandboxApplication,
} from '../src/domain/catalogue/contract';
import { parseRetiredIds, type RetiredIds } from '../src/domain/catalogue/retired-integrations';

/** The bundled catalogue as written by scripts/generate-catalogue.ts. */
export interface CatalogueData {
  applications: SandboxApplication[];
  ratings: Record<string, ApiRatingSummary>;
  resources: Record<string, ApiResources>;
  developers: ApiDeveloperProfile[];
  partners: ApiPartner[];
  prospects: ApiPartnerProspect[];
  marketing: Record<string, string>;
  clients: Record<string, ApiClientPublic>;
}

export const DEFAULT_DATA_DIR = path.resolve(__dirname, 'data');

/** Where the catalogue lives: CATALOGUE_DIR (benchmarks point it at a scaled copy) or sandbox/data. */
export function catalogueDir(): string {
  return process.env.CATALOGUE_DIR ? path.resolve(process.env.CATALOGUE_DIR) : DEFAULT_DATA_DIR;
}

function readJson<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as T;
}

/** The site's marketing meta-description table (§9), keyed by slug or id. */
export function readMarketingTable(dir: string = catalogueDir()): Record<string, string> {
  return readJson(dir, 'marketing');
}

/**
 * The site's table of retired legacy integration ids (§9), beside the marketing table; a catalogue
 * without one (a benchmark's scaled copy) retires nothing.
 */
export function readRetiredIntegrations(dir: string = catalogueDir()): RetiredIds {
  if (!existsSync(path.join(dir, 'retired-integrations.json'))) return new Set();
  return parseRetiredIds(readJson(dir, 'retired-integrations'));
}

export function readCatalogueData(dir: string = catalogueDir()): CatalogueData {
  return {
    applications: readJson(dir, 'applications'),
    ratings: readJson(dir, 'ratings'),
    resources: readJson(dir, 'resources'),
    developers: readJson(dir, 'developers'),
    partners: readJson(dir, 'partners'),
    prospects: readJson(dir, 'prospects'),
    marketing: readJson(dir, 'marketing'),
    clients: readJson(dir, 'clients'),
  };
}
