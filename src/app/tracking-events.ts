import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackingEventName } from '../features/telemetry/data-layer';

/**
 * §4 tracking events, from the actions other features raise (matched by type: features do not
 * import each other). The cart raises `cart/addToCartMarketplace` and `cart/checkoutMarketplace`.
 */
export const TRACKING_ACTIONS: Readonly<Record<string, TrackingEventName>> = {
  'install/installSucceeded': 'appInstalled',
  // A paid app is installed by its charge (the install slice adds it on this event).
  'billing/chargeSucceeded': 'appInstalled',
  'cart/addToCartMarketplace': 'addToCartMarketplace',
  'cart/checkoutMarketplace': 'checkoutMarketplace',
};

export interface TrackingEvent {
  event: TrackingEventName;
  data: Record<string, unknown>;
}

/** The tracking event of an action, or null. A string payload is the app id. */
export function trackingEventOf(action: UnknownAction): TrackingEvent | null {
  const event = TRACKING_ACTIONS[action.type];
  if (!event) return null;
  const { payload } = action as { payload?: unknown };
  if (typeof payload === 'string') return { event, data: { appId: payload } };
  if (payload && typeof payload === 'object' && !Array.isArray(payload))
    return { event, data: { ...(payload as Record<string, unknown>) } };
  return { event, data: {} };
}
