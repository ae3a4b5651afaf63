/**
 * Stands in for `@builder.io/partytown/integration` in the production browser bundle (gatsby-node's
 * webpack alias). Gatsby's internal Partytown plugin requires it on every page, but only calls it in
 * `gatsby develop`; this site runs no off-main-thread scripts, so production never needs the snippet.
 */
export function partytownSnippet(): string {
  return '';
}
