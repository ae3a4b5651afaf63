import { SITE_SHELL_FILE } from './site-shell-chunk';

/**
 * V8's explicit compile hint: a file that begins with this comment has all its functions compiled
 * eagerly, off the main thread while it streams in, instead of each one lazily on the main thread
 * the first time it is called. The app's file is React, the router and the store, nearly all of
 * which runs before the page has hydrated. On the slow phone profile (4× CPU) without the hint,
 * lazy compiling on the main thread was ~720 ms of a listing load, ~150 ms of it parsing functions
 * again; with it ~360 ms (one trace each), and the listing hydrated ~180 ms sooner (16 alternating
 * pairs; bench:hydration-pair). Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks given the hint: those a page runs before it hydrates. The app's file (webpack's entry
 * chunk: React, the router, the store), the pages' own chunks (Gatsby names them `component---…`)
 * and the site shell's (header, account area, footer), whose components render as the page
 * hydrates. Not the chunks loaded on some action (cart, checkout, sign-in): most of their functions
 * never run on a visit, and a file too small to stream is compiled on the main thread, whole.
 * The pages' and shell's chunks with the app's: hydrated ~80 ms sooner again on the listing.
 */
export function isHintedChunk(name: string | null | undefined): boolean {
  return name === 'app' || name === SITE_SHELL_FILE || (name ?? '').startsWith('component---');
}

/** The source with the hint in front (once). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The part of webpack's compiler this plugin uses (webpack 5). */
interface HintCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: HintCompilation) => void): void } };
}
interface HintCompilation {
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  getAsset(file: string): { source: { source(): string | Buffer } } | undefined;
  updateAsset(file: string, source: unknown): void;
}

/**
 * Puts the hint in front of the hinted chunks' JavaScript files once they are minified (the
 * minifier would drop the comment) and before their names are hashed, so a file's name still
 * follows its content.
 */
export class CompileHintsPlugin {
  constructor(private readonly hinted: (chunkName: string | null | undefined) => boolean = isHintedChunk) {}

  apply(compiler: HintCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.hinted(chunk.name)) continue;
            for (const file of chunk.files) {
              const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
              if (asset) compilation.updateAsset(file, new sources.RawSource(withCompileHint(String(asset.source.source()))));
            }
          }
        },
      );
    });
  }
}
