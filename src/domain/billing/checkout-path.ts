/**
 * Paid apps are bought at /checkout/{slug} (§2). A module of its own: the shell's product actions
 * link there from every card's first-load JS, without the install rules.
 */
export const checkoutPath = (slug: string) => `/checkout/${encodeURIComponent(slug)}`;
