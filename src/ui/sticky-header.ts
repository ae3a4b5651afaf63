/** The attribute the site's sticky header carries (app/shell/site-header.tsx). */
export const STICKY_HEADER_ATTRIBUTE = 'data-sticky-header';

/**
 * The height of the sticky header over the page, 0 where there is none (embedded app pages bring
 * their own layout, §2): a hash target goes that far plus §2's 20 px below the top.
 */
export function stickyHeaderHeight(doc: Document = document): number {
  return doc.querySelector(`[${STICKY_HEADER_ATTRIBUTE}]`)?.getBoundingClientRect().height ?? 0;
}
