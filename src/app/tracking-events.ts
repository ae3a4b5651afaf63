import type { UnknownAction } from '@reduxjs/toolkit';
import { addToCartMarketplace, chargeSucceeded, checkoutMarketplace, installSucceeded } from '../core/events';
import type { TrackingEventName } from '../features/telemetry/data-layer';

/** §4 tracking events, from the events other features raise (core/events). */
export const TRACKING_ACTIONS: Readonly<Record<string, TrackingEventName>> = {
  [installSucceeded.type]: 'appInstalled',
  // A paid app is installed by its charge (the install slice adds it on this event).
  [chargeSucceeded.type]: 'appInstalled',
  [addToCartMarketplace.type]: 'addToCartMarketplace',
  [checkoutMarketplace.type]: 'checkoutMarketplace',
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
