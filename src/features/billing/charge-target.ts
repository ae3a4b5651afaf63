import type { ChargeKind } from '../../domain/billing/charges';

/**
 * The charge a payment follows, on its own so every step of the payment flow (and the pages) can
 * name it without importing any of the thunks.
 */
export interface ChargeTarget {
  id: string;
  kind: ChargeKind;
  product: string;
  appId: string | null;
}
