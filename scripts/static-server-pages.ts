/**
 * The server's own small pages, shared by the Node server and the nginx config so both answer alike.
 * Plain HTML without scripts: the site's scripts run only on the site's own pages.
 */

/** Outside the prefix the site's scripts cannot run (their router has no page there). */
export const outsidePage = (prefix: string): string =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>' +
  `<body><p>There is nothing at this address. The marketplace is at <a href="${prefix}/">${prefix}/</a>.</p></body></html>`;

/**
 * A malformed address (a '%' not followed by two hex digits, an escape that is not UTF-8): words a
 * visitor can act on and the way back, not a bare "Bad request".
 */
export const badAddressPage = (prefix: string): string =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad address</title></head>' +
  '<body><p>This address is malformed, so it cannot be opened. Check it for a stray % sign or a cut-off ' +
  `character, or go to the marketplace at <a href="${prefix}/">${prefix}/</a>.</p></body></html>`;
