import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { runLogged } from './run-logged';

/** The generator's code: a scaled catalogue older than any of it is regenerated. */
function generatorMtimeMs(root: string): number {
  const libDir = path.join(root, 'scripts/catalogue');
  const files = [path.join(root, 'scripts/generate-catalogue.ts'), ...readdirSync(libDir).map((file) => path.join(libDir, file))];
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

export function appCountOf(catalogueDir: string): number {
  const applications: unknown = JSON.parse(readFileSync(path.join(catalogueDir, 'applications.json'), 'utf8'));
  if (!Array.isArray(applications)) throw new Error(`${catalogueDir}/applications.json is not an array`);
  return applications.length;
}

/** Writes sandbox/data-scaled/<apps>/ unless an up-to-date one is there; returns its path. */
export async function ensureScaledCatalogue(root: string, apps: number, logPath: string): Promise<string> {
  const relDir = `sandbox/data-scaled/${apps}`;
  const dir = path.join(root, relDir);
  const marker = path.join(dir, 'applications.json');
  if (existsSync(marker) && statSync(marker).mtimeMs > generatorMtimeMs(root)) {
    console.log(`bench:build: reusing ${relDir} (newer than the generator)`);
    return dir;
  }
  console.log(`bench:build: generating ${relDir}…`);
  // An explicit --out keeps the generator away from sandbox/data and static/ even when apps equals the bundled size.
  const args = ['scripts/generate-catalogue.ts', '--apps', String(apps), '--out', relDir];
  const run = runLogged(path.join(root, 'node_modules/.bin/tsx'), args, { cwd: root, env: process.env, logPath });
  if ((await run.exited) !== 0) throw new Error(`catalogue generation failed; see ${logPath}`);
  // The generator leaves unchanged files' mtimes alone; touch the marker so the next run sees it as current.
  const now = new Date();
  utimesSync(marker, now, now);
  return dir;
}
