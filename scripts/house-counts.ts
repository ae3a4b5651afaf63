/**
 * The shape of src/ in numbers (architecture note, "Boundaries"): imports between layers, import
 * cycles (type-only imports included), action types written as strings outside the slice that
 * owns them, and files over 300 lines. Last line:
 * `house features_to_app= app_to_features= core_to_features= cycles= string_action_types= files_over_300=`
 *
 *   npx tsx scripts/house-counts.ts [--list] [--check]
 *
 * --check (in `npm run lint`) fails when a feature imports the shell, core imports a feature, an
 * import cycle exists (ESLint's import-x/no-cycle skips type-only imports; this does not), or an
 * action type is written as a string outside its owner (tests may pin the wire names).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const src = join(root, 'src');
const list = process.argv.includes('--list');
const check = process.argv.includes('--check');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isTest = (file: string) => /(\.test\.|-test-kit\.|\/testing\/|\.fuzz\.)/.test(file);
const files = walk(src);
const sources = files.filter((file) => !isTest(file));

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  return found;
}

const layer = (file: string) => relative(src, file).split('/')[0];
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

function edges(fromLayer: string, toLayer: string, allFiles = files): string[] {
  return allFiles.flatMap((file) =>
    layer(file) === fromLayer
      ? (graph.get(file) ?? importsOf(file))
          .filter((target) => layer(target) === toLayer)
          .map((target) => `${relative(src, file)} -> ${relative(src, target)}`)
      : [],
  );
}

/** Strongly connected components of more than one file (Tarjan), over the site's own code. */
function cycles(): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(relative(src, member));
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/**
 * A string shaped like an action type ('user/logInFulfilled') outside createAction / a slice's
 * own definition: a reaction wired by name.
 */
function stringActionTypes(among: string[]): string[] {
  const slices = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:createSlice|createPlainSlice)\(\{\s*name:\s*'([a-zA-Z]+)'/g))
      slices.add(match[1]);
  }
  const pattern = new RegExp(`'(${[...slices].join('|')})/[a-zA-Z]+'`, 'g');
  return among.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, at, lines) =>
        [...line.matchAll(pattern)]
          // The definition itself, on its line or (wrapped) the one before.
          .filter(() => !/createAction(<.*>)?\(\s*$|createAction(<.*>)?\('/.test(`${lines[at - 1] ?? ''}\n${line}`))
          .map((match) => `${relative(src, file)}:${at + 1} ${match[0]}`),
      ),
  );
}

const longFiles = sources
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
  .filter(({ lines }) => lines > 300)
  .map(({ file, lines }) => `${relative(src, file)} ${lines}`);

const counts = {
  features_to_app: edges('features', 'app'),
  app_to_features: edges('app', 'features'),
  core_to_features: edges('core', 'features'),
  cycles: cycles(),
  string_action_types: stringActionTypes(sources),
  string_action_types_in_tests: stringActionTypes(files.filter(isTest)),
  files_over_300: longFiles,
};

if (list) {
  for (const [name, items] of Object.entries(counts)) {
    console.log(`# ${name}`);
    for (const item of items) console.log(Array.isArray(item) ? item.join(' <-> ') : item);
  }
}
console.log(
  `house ${Object.entries(counts)
    .map(([name, items]) => `${name}=${items.length}`)
    .join(' ')}`,
);

if (check) {
  const broken = (['features_to_app', 'core_to_features', 'cycles', 'string_action_types'] as const).filter(
    (name) => counts[name].length > 0,
  );
  for (const name of broken) {
    console.error(`house: ${name} must be 0:`);
    for (const item of counts[name]) console.error(`  ${Array.isArray(item) ? item.join(' <-> ') : item}`);
  }
  if (broken.length > 0) process.exitCode = 1;
}
