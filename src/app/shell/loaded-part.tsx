import { lazy, type ComponentType } from 'react';

/** A lazy part's download, asked for once; once it has arrived its result is known without waiting. */
export interface LoadedPart<T> {
  load: () => Promise<T>;
  /** What `load` resolved to, or undefined while it has not (or failed: the next `load` asks again). */
  loaded: () => T | undefined;
}

export function loadedPart<T>(load: () => Promise<T>): LoadedPart<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * React.lazy, except that a part whose code has already arrived renders at once. The shell asks for
 * its parts at client entry (startShellParts), so they are usually here before React reaches them.
 * With React.lazy alone each still suspended when first rendered (an import() resolves no sooner
 * than the next microtask): its server HTML stayed dehydrated until a retry, which React schedules
 * behind every transition (the cards' switch to hydrated state after the page hydrates), and the
 * header's search box and account area became interactive ~250 ms later on a slow phone.
 */
export function lazyLoadedPart(part: LoadedPart<ComponentType>): ComponentType {
  const Lazy = lazy(() => part.load().then((component) => ({ default: component })));
  return function LazyLoadedPart() {
    const Loaded = part.loaded();
    return Loaded ? <Loaded /> : <Lazy />;
  };
}
