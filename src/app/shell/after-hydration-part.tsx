import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the shell whose code loads once the page has hydrated (shell-parts.ts): until then its
 * `placeholder` (what the server renders: a plain link, or nothing), then the part itself. Not a
 * lazy part in a Suspense boundary: a boundary still waiting for its code is dehydrated, and a
 * navigation meanwhile (a filter ticked, which changes the router's location for the whole tree)
 * reaches it: React error #421, and the part thrown away and drawn again. The placeholder hydrates
 * with the shell; the part replaces it in an ordinary update.
 */
export function AfterHydrationPart({
  load,
  placeholder = null,
}: {
  load: () => Promise<ComponentType>;
  placeholder?: ReactNode;
}) {
  const [Part, setPart] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (component) => live && setPart(() => component),
      (error: unknown) => live && setFailed(() => error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  // Its code could not load: the part's boundary (PartBoundary) decides what shows.
  if (failed) throw failed;
  return Part ? <Part /> : <>{placeholder}</>;
}
