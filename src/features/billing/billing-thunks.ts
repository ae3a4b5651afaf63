/**
 * §4 payment flows: card → create → accept → activate → poll every 2000 ms until the charge ends.
 * The card step adds a new card to the billed product (§7 `POST /account/{product}`) only when the
 * buyer typed one (no card on file, or 'Use another card'); otherwise the charge is paid with the
 * card on file (§3 `hasCard`, `cardDetails`). A card the service refuses charges nothing.
 * One charge per purchase: a click while a payment is pending or processing does nothing, a reload
 * resumes the charge named in the URL, and a failed read is read again later (with backoff), never
 * answered by a new charge. Every answer is read as the shape §3 gives before it is used: `{}`,
 * `null` or a text where a charge should be is a failure of its call, with that call's §8 text.
 *
 * The flows live in their own modules; this one is the entry point the pages import:
 * - purchase-app.ts: the purchase (the only place a charge is created);
 * - resume-charge.ts: picking a charge up again after a reload;
 * - answer-pending-charge.ts: the external charge page's accept / decline;
 * - accept-and-activate.ts: the accept → activate steps and abandoning a charge (proceed, interrupt);
 * - charge-poller.ts: following a charge to its end (watchCharge, stopWatching, the pollers registry);
 * - charge-settlement.ts: a charge's end (success event, or rollback and failure);
 * - payment-failures.ts: failure helpers and the §8 texts by kind;
 * - charge-target.ts: the ChargeTarget type.
 */

export type { ChargeTarget } from './charge-target';
export { answerPendingCharge } from './answer-pending-charge';
export { purchaseApp } from './purchase-app';
export { resumeCharge } from './resume-charge';
export { stopWatching, watchCharge } from './charge-poller';
