import { billingRefusal } from '../billing/billing-rights';
import type { Product } from '../catalogue/contract';

/**
 * §6, before any call: buying a cart needs billing rights on each product it bills (in the
 * help-desk product only billing--all counts). The refusals, one per product the user may not buy
 * for, in the cart's order; none when the user may check out.
 */
export function cartBuyRefusals(permissions: readonly string[], products: readonly { product: Product }[]): string[] {
  const billed = [...new Set(products.map((item) => item.product))];
  return billed.map((product) => billingRefusal(permissions, product)).filter((refusal): refusal is string => refusal !== null);
}
