import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inSiteShell, SHELL_PARTS_GROUP, siteShellCacheGroup } from './site-shell-chunk';

const chunk = (name: string | null, initial = false) => ({ name, canBeInitial: () => initial });
/** A chunk graph in which the one module sits in `chunks`. */
const graph = (...chunks: ReturnType<typeof chunk>[]) => ({ chunkGraph: { getModuleChunksIterable: () => chunks } });

describe('inSiteShell', () => {
  it("keeps in the shell's file a module that only the shell uses, or that lazily loaded chunks share with it", () => {
    expect(inSiteShell({}, graph(chunk('shell-parts')))).toBe(true);
    expect(inSiteShell({}, graph(chunk('shell-parts'), chunk('cart'), chunk('install')))).toBe(true);
  });

  it('leaves alone a module the shell does not use, or one the initial chunks (framework, app) hold', () => {
    expect(inSiteShell({}, graph(chunk('cart'), chunk('install')))).toBe(false);
    expect(inSiteShell({}, graph(chunk(null), chunk('checkout')))).toBe(false);
    expect(inSiteShell({}, graph(chunk('shell-parts'), chunk('app', true)))).toBe(false);
  });
});

describe('siteShellCacheGroup', () => {
  it("outranks Gatsby's shared group (priority 10) and ignores the size and request limits", () => {
    expect(siteShellCacheGroup).toMatchObject({ name: 'site-shell', chunks: 'async', enforce: true });
    expect(siteShellCacheGroup.name).not.toBe(SHELL_PARTS_GROUP);
    expect(siteShellCacheGroup.priority).toBeGreaterThan(10);
  });

  it('is the chunk group every import of a shell part names: a different one would be a file of its own again', () => {
    const sources = ['../app/shell/shell-parts.ts', '../app/session-start.ts', '../app/host-wiring.ts'].map((file) =>
      readFileSync(path.join(__dirname, file), 'utf8'),
    );
    const imports = sources.flatMap((source) =>
      [...source.matchAll(/webpackChunkName: "([^"]+)"[^*]*\*\/\s*'([^']+)'/g)].map(([, name, file]) => [
        path.basename(file),
        name,
      ]),
    );
    const shellParts = ['header-search', 'header-account', 'ghost-login-banner', 'site-footer', 'start-session'];
    expect(imports.filter(([file]) => shellParts.includes(file))).toEqual(
      expect.arrayContaining(shellParts.map((file) => [file, SHELL_PARTS_GROUP])),
    );
    expect(imports.filter(([file, name]) => shellParts.includes(file) && name !== SHELL_PARTS_GROUP)).toEqual([]);
  });
});
