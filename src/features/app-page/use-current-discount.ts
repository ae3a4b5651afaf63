import type { Discount } from '../../domain/pricing/discounts';
import { buildTimeDiscount as discountAsBuilt } from '../../domain/pricing/price-summary';
import { useCurrentDiscount as useDiscountNow } from '../../ui/use-price-summary';
import type { AppPageData } from './app-page-data';

type DiscountSource = Pick<AppPageData, 'customProps' | 'discountActive'>;

/** The time-limited discount (§5) as the build saw it (deterministic: the same on the server and in the browser). */
export function buildTimeDiscount({ customProps, discountActive }: DiscountSource): Discount | null {
  return discountAsBuilt(customProps, discountActive);
}

/** The discount that applies now: the build's state first, the browser's clock after mount (one rule for every price). */
export function useCurrentDiscount({ customProps, discountActive }: DiscountSource): Discount | null {
  return useDiscountNow(customProps, discountActive);
}
