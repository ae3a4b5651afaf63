import { hasBillingRights } from '../auth/roles';
import type { Product } from '../catalogue/contract';
import { PRODUCT_NAMES } from '../catalogue/products';
import { noBillingRights } from './checkout';

/**
 * §6, asked before the first call of anything that moves money (a card, a charge, an answer to a
 * charge, a cart's checkout): the refusal in words when the user has no billing rights on the
 * product, else null.
 */
export function billingRefusal(permissions: readonly string[], product: Product): string | null {
  return hasBillingRights(permissions, product) ? null : noBillingRights(PRODUCT_NAMES[product]);
}
