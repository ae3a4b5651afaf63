/** A time-limited discount (§5), read from customProps. */
export interface Discount {
  from: Date;
  to: Date;
  percent: number;
}

type DiscountProps = { discountFrom?: string; discountTo?: string; discountPercent?: string };

/**
 * The discount that applies at `now`, or null. It applies only when discountFrom, discountTo and
 * discountPercent are all present, now lies within the range (edges included), and the percent is
 * a number from 0 up to but not including 100.
 */
export function activeDiscount(props: DiscountProps, now: Date): Discount | null {
  const { discountFrom, discountTo, discountPercent } = props;
  if (!discountFrom || !discountTo || discountPercent === undefined || discountPercent.trim() === '') return null;
  const from = new Date(discountFrom);
  const to = new Date(discountTo);
  const percent = Number(discountPercent);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) return null;
  if (now < from || now > to) return null;
  return { from, to, percent };
}

/** The price after a discount, in whole cents; the old price is kept by the caller. */
export function discountedPrice(cents: number, discount: Discount | null): number {
  return discount ? Math.round(cents * (1 - discount.percent / 100)) : cents;
}
