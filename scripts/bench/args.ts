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
