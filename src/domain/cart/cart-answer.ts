import type { ApiCart } from './cart-contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether an answer of the cart service is a cart the site can show: an id, products with ids and
 * a summary of two lists. Anything else (`{}`, `null`, a proxy's page) is a failed call, never a
 * cart that would break the badge and the page drawing it.
 */
export function isApiCart(value: unknown): value is ApiCart {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return false;
  if (!Array.isArray(value.products) || !value.products.every((product) => isRecord(product) && typeof product.id === 'string'))
    return false;
  const summary = value.summary;
  return isRecord(summary) && Array.isArray(summary.oneTime) && Array.isArray(summary.recurrent);
}
