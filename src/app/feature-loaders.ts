/**
 * Features that load on demand inside another feature's part of a page. A feature never imports
 * another; the shell names the chunk here, so the import stub lives in the (already lazy) chunk
 * that asks for it, not in any page's first-load JS.
 */
export const loadRatings = () => import(/* webpackChunkName: "ratings" */ '../features/ratings');
