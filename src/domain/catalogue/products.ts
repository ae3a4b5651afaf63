/**
 * The two host products' display names. A module of its own: pages that only name a product
 * (every app card and app page) need not carry the whole taxonomy.
 */
export const PRODUCT_NAMES = { livechat: 'LiveChat', helpdesk: 'HelpDesk' } as const;

/** The other host product: a cart records a charge under an app's own product, which may be it. */
export const otherProduct = (product: 'livechat' | 'helpdesk'): 'livechat' | 'helpdesk' =>
  product === 'livechat' ? 'helpdesk' : 'livechat';
