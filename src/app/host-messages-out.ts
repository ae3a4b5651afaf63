import type { UnknownAction } from '@reduxjs/toolkit';
import { hostPathOf } from '../domain/host/host-navigation';
import {
  addToCartMarketplace,
  billingCycleChosen,
  cartChanged,
  cartPaymentFailed,
  cartPurchased,
  chargeCreated,
  chargeFailed,
  chargeMoved,
  chargeSucceeded,
  checkoutMarketplace,
  hostLinkOpened,
  installSucceeded,
  paymentFailed,
  signedIn,
  uninstallSucceeded,
} from '../core/events';
import type { OutboundMessage } from '../features/host';

/**
 * §4 "sent": which message to the host each of the site's events stands for (README, "Messages
 * with the host"). The wiring sends them (host-wiring.ts); this is the table, pure.
 */

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The messages to the host an action stands for (§4 "sent"); payloads are read defensively. */
export function outboundMessagesOf(action: UnknownAction): OutboundMessage[] {
  const { payload } = action as { payload?: unknown };
  const fields = record(payload);
  const appId = text(payload) ?? text(fields.appId);
  const chargeId = text(fields.id);
  if (installSucceeded.match(action)) return appId ? [{ type: 'app_installed', payload: { appId } }] : [];
  if (uninstallSucceeded.match(action)) return appId ? [{ type: 'app_removed', payload: { appId } }] : [];
  if (chargeCreated.match(action)) return [{ type: 'transaction_pending', payload: { appId, chargeId } }];
  if (chargeMoved.match(action)) {
    // Once, when this site's accept call moved it (activating answers 'accepted' again).
    return fields.accepted === true && record(fields.charge).status === 'accepted'
      ? [{ type: 'transaction_accepted', payload: { appId, chargeId } }]
      : [];
  }
  if (paymentFailed.match(action)) {
    // §4: a payment that failed before its charge ended (the card, creating, accepting or
    // activating it) is a failed payment too; the host hears of it as well. Not a status read
    // that gave up: the charge may still go through.
    if (fields.step === 'read') return [];
    const message = text(fields.message) ?? undefined;
    return [{ type: 'transaction_failed', payload: message ? { message } : {} }];
  }
  if (cartPaymentFailed.match(action)) {
    // §4: the cart's purchase call failing (a checksum refusal included) is a failed payment too;
    // not a refused start, an ended cart, or a purchase that went through unconfirmed.
    if (fields.step !== 'purchase') return [];
    const message = text(fields.message) ?? undefined;
    return [{ type: 'transaction_failed', payload: message ? { message } : {} }];
  }
  if (chargeSucceeded.match(action)) {
    // The host checks whether the bought app wants onboarding, and reads its subscription info again.
    return [
      { type: 'transaction_success', payload: { appId, chargeId } },
      { type: 'app_purchased', payload: { appId, ...(chargeId ? { chargeId } : {}) } },
      { type: 'transaction_check_onboarding', payload: { appId, chargeId } },
      { type: 'refresh_subscription_info', payload: {} },
    ];
  }
  if (billingCycleChosen.match(action)) {
    const cycle = text(fields.cycle);
    return appId && cycle ? [{ type: 'transaction_update_billing_cycle', payload: { appId, billingCycle: cycle } }] : [];
  }
  if (addToCartMarketplace.match(action) || checkoutMarketplace.match(action)) {
    // An app's own events (into the cart, to the cart's checkout), one message per app.
    const event = addToCartMarketplace.match(action) ? 'added_to_cart' : 'checkout_started';
    const appIds = Array.isArray(fields.appIds)
      ? fields.appIds.filter((id): id is string => typeof id === 'string' && id !== '')
      : [];
    return appIds.map((id) => ({ type: 'app_event' as const, payload: { appId: id, event } }));
  }
  if (chargeFailed.match(action)) {
    // §4: a failed payment in agent-app mode sends the failure transaction event.
    const message = text(fields.message) ?? undefined;
    const type = fields.outcome === 'declined' ? 'transaction_declined' : 'transaction_failure';
    return [{ type, payload: { appId, chargeId, ...(message ? { message } : {}) } }];
  }
  if (cartChanged.match(action)) {
    return [
      { type: 'cart_updated', payload: { cart: fields.cart ?? null } },
      { type: 'marketplace_cart_update', payload: { cart: fields.cart ?? null } },
    ];
  }
  if (cartPurchased.match(action)) {
    // The cart installs what it bought itself: the host reads its installed apps again.
    const cartId = text(fields.cartId);
    // The host's cart view reads the new (empty) cart, and its subscription info what was bought.
    return cartId
      ? [
          { type: 'cart_purchased', payload: { cartId } },
          { type: 'refresh_installed_apps', payload: {} },
          { type: 'refresh_cart', payload: {} },
          { type: 'refresh_subscription_info', payload: {} },
        ]
      : [];
  }
  if (hostLinkOpened.match(action)) {
    // §1: inside the agent app the frame never leaves the marketplace: the host opens its own route.
    const url = text(fields.url);
    const pathname = url ? hostPathOf(url) : null;
    return url && pathname ? [{ type: 'navigate', payload: { pathname, url } }] : [];
  }
  if (signedIn.match(action)) {
    // Who is signed in (never the token), for the host to match its own session.
    const accountId = text(fields.accountId);
    const organizationId = text(fields.organizationId);
    return accountId && organizationId ? [{ type: 'credentials', payload: { accountId, organizationId } }] : [];
  }
  return [];
}
