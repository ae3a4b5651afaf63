import { useEffect, useState } from 'react';
import { activeDiscount, type Discount } from '../../domain/discounts';
import type { AppPageData } from './app-page-data';

type DiscountSource = Pick<AppPageData, 'customProps' | 'discountActive'>;

/**
 * The time-limited discount (§5) as the build saw it. It is evaluated at the window's own start,
 * which is deterministic, so the server render and the browser's first render agree.
 */
export function buildTimeDiscount({ customProps, discountActive }: DiscountSource): Discount | null {
  if (!discountActive || !customProps.discountFrom) return null;
  return activeDiscount(customProps, new Date(customProps.discountFrom));
}

/**
 * The discount that applies now. Why this shape: the page is pre-rendered at build time, so
 * evaluating `new Date()` during render would give the server's (build-time) answer in the HTML
 * and possibly another one in the browser, a hydration mismatch. So the first render — on the
 * server and in the browser alike — shows the build-time state (the `discountActive` node field),
 * and only after mount, in an effect, is the discount re-evaluated against the browser's clock.
 * A discount that started or ended since the build then appears or disappears without a mismatch
 * and without hiding the price until scripts run.
 */
export function useCurrentDiscount(source: DiscountSource): Discount | null {
  const [discount, setDiscount] = useState(() => buildTimeDiscount(source));
  const { customProps } = source;
  useEffect(() => {
    setDiscount(activeDiscount(customProps, new Date()));
  }, [customProps]);
  return discount;
}
