import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';

interface KnownAppsQuery {
  apps: { nodes: { slug: string }[] };
}

/**
 * The slugs of every app that has a page in this build (the same rule as src/build/create-pages:
 * not hidden, not a service), so an unknown id in a compare link is answered without requesting
 * page data that does not exist. Null when the build's answer is not there (unit tests): then
 * every id is looked up.
 */
export function useKnownAppSlugs(): ReadonlySet<string> | null {
  const data = useStaticQuery<KnownAppsQuery | undefined>(graphql`
    query CompareKnownAppSlugs {
      apps: allMarketplaceApp(filter: { hidden: { eq: false }, isService: { eq: false } }) {
        nodes {
          slug
        }
      }
    }
  `);
  const nodes = data?.apps?.nodes;
  return useMemo(() => (nodes ? new Set(nodes.map((node) => node.slug)) : null), [nodes]);
}
