/**
 * The part of @gatsbyjs/reach-router 2.x (Gatsby's router; the package ships no types) the site
 * uses: the router's own navigate, which changes the address and tells the router at once.
 */
declare module '@gatsbyjs/reach-router' {
  export function navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}
