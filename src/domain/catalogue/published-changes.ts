import type { ApiApplication, ApiPayment } from './contract';
import type { DiscountProps } from '../pricing/price-summary';

/** What of a built app or service page the published detail may change without a rebuild (§4 Loading). */
export interface LiveProductFields {
  payment: ApiPayment | null;
  underMaintenance: boolean;
  customProps: DiscountProps;
}

/** §4: the app as the browser last read it: unchanged, changed (price, discount, maintenance) or no longer available. */
export type PublishedChange = { kind: 'unchanged' } | { kind: 'changed'; fields: LiveProductFields } | { kind: 'unavailable' };

const DISCOUNT_KEYS = ['discountFrom', 'discountTo', 'discountPercent'] as const;

function discountProps(props: Partial<Record<(typeof DISCOUNT_KEYS)[number], unknown>>): DiscountProps {
  const out: DiscountProps = {};
  for (const key of DISCOUNT_KEYS) {
    const value = props[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

const samePayment = (a: ApiPayment | null, b: ApiPayment | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.price === b.price &&
    a.oldPrice === b.oldPrice &&
    a.discountPercent === b.discountPercent &&
    a.frequency === b.frequency &&
    a.trialDays === b.trialDays &&
    a.creditCardRequired === b.creditCardRequired &&
    a.perAccount === b.perAccount);

const sameDiscount = (a: DiscountProps, b: DiscountProps) => DISCOUNT_KEYS.every((key) => a[key] === b[key]);

/** Compares the build's fields with the published detail (null: the address answered 404). */
export function publishedChange(built: LiveProductFields, published: ApiApplication | null): PublishedChange {
  if (published === null || published.hidden) return { kind: 'unavailable' };
  const fields: LiveProductFields = {
    payment: published.payment,
    underMaintenance: published.underMaintenance,
    customProps: discountProps(published.customProps as Record<string, unknown>),
  };
  const same =
    samePayment(built.payment, fields.payment) &&
    built.underMaintenance === fields.underMaintenance &&
    sameDiscount(discountProps(built.customProps), fields.customProps);
  return same ? { kind: 'unchanged' } : { kind: 'changed', fields };
}

/** The built app with the published fields in place (discount keys replaced as a set; other customProps kept). */
export function withLiveFields<T extends LiveProductFields>(built: T, fields: LiveProductFields): T {
  const customProps: Record<string, unknown> = { ...built.customProps };
  for (const key of DISCOUNT_KEYS) delete customProps[key];
  return {
    ...built,
    payment: fields.payment,
    underMaintenance: fields.underMaintenance,
    customProps: { ...customProps, ...fields.customProps },
  };
}
