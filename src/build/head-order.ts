import type { ReactNode } from 'react';

/** The key a head component was given (setHeadComponents' elements are keyed), or null. */
function keyOf(component: ReactNode): string | null {
  if (component === null || typeof component !== 'object' || !('key' in component)) return null;
  return component.key === null ? null : String(component.key);
}

/**
 * The head's components with those keyed `first` moved to its start, in that order, the others
 * kept in theirs. Plugins' components (the styled-components sheet, ~25 KB of the search page's
 * head) come before the site's own, and the browser finds a preload only once the bytes before it
 * have arrived: on a slow network what the page's largest content waits for is asked for first.
 */
export function withFirstInHead(components: readonly ReactNode[], first: readonly string[]): ReactNode[] {
  const rank = (component: ReactNode) => {
    const key = keyOf(component);
    const index = key === null ? -1 : first.indexOf(key);
    return index < 0 ? first.length : index;
  };
  return components
    .map((component, position) => ({ component, position, rank: rank(component) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ component }) => component);
}
