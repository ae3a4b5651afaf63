/** `--apps N` or `--apps=N` → N; undefined when absent. Throws on anything that is not a positive integer. */
export function parseAppsArg(argv: readonly string[]): number | undefined {
  let raw: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === '--apps') raw = argv[index + 1] ?? '';
    else if (arg.startsWith('--apps=')) raw = arg.slice('--apps='.length);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg} (usage: bench:build -- [--apps N])`);
  });
  if (raw === undefined) return undefined;
  const apps = Number(raw);
  if (!Number.isInteger(apps) || apps <= 0) throw new Error(`--apps needs a positive integer, got "${raw}"`);
  return apps;
}

/**
 * A `--pages a,b` value → the known pages it names, in the known order. Throws with `usage` on an
 * unknown page or an empty list. Shared by the benches that measure a choice of pages.
 */
export function parsePageList<T extends string>(raw: string, known: readonly T[], usage: string): T[] {
  const listed = raw
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const unknown = listed.filter((page) => !(known as readonly string[]).includes(page));
  if (unknown.length > 0 || listed.length === 0) throw new Error(`unknown page ${unknown.join(', ')} ${usage}`);
  return known.filter((page) => listed.includes(page));
}
