import { useEffect, useState } from 'react';
import type { ApiPayment } from '../domain/catalogue/contract';
import { activeDiscount, type Discount } from '../domain/pricing/discounts';
import { buildTimeDiscount, summarizePrice, type DiscountProps, type PriceSummary } from '../domain/pricing/price-summary';

/**
 * The time-limited discount (§5) that applies now. Why this shape: pages are pre-rendered, so
 * evaluating `new Date()` during render would put the build's answer in the HTML and possibly another
 * in the browser, a hydration mismatch. The first render (server and browser alike) shows the build's
 * state (`discountActive`), and only after mount, in an effect, is the discount re-read against the
 * browser's clock: a discount that started or ended since the build then appears or disappears.
 */
export function useCurrentDiscount(customProps: DiscountProps | null | undefined, discountActive: boolean): Discount | null {
  const props = customProps ?? {};
  const { discountFrom, discountTo, discountPercent } = props;
  const [discount, setDiscount] = useState(() => buildTimeDiscount(props, discountActive));
  useEffect(() => {
    setDiscount(activeDiscount({ discountFrom, discountTo, discountPercent }, new Date()));
  }, [discountFrom, discountTo, discountPercent]);
  return discount;
}

/** What any price display needs of an app: its payment, the discount keys and the build's discount flag. */
export interface PricedApp {
  payment: ApiPayment | null;
  customProps?: DiscountProps | null;
  discountActive?: boolean;
}

/** The price summary of an app as it applies now (see useCurrentDiscount for the hydration rule). */
export function usePriceSummary(app: PricedApp): PriceSummary {
  const discount = useCurrentDiscount(app.customProps, app.discountActive ?? false);
  return summarizePrice(app.payment, discount);
}
