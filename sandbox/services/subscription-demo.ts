import type { ChargeStatus } from '../../src/domain/billing/charges';
import { checkoutPlans } from '../../src/domain/billing/checkout';
import type { ApiApplication } from '../../src/domain/catalogue/contract';
import type { AccountsService } from './accounts';
import { SUBSCRIBER } from './accounts-directory';
import type { ApplicationsService } from './applications';
import type { BillingService } from './billing';
import type { CatalogueService } from './catalogue';

/**
 * The `subscriber` identity's organization (Sue Subscriber, SubscribeCo) starts with paid LiveChat
 * apps installed, one per §4 app subscription status, so each status can be seen without buying
 * anything (and the one a purchase gives, active, can be compared). Each app's recurrent charge
 * (`order_client_id` = the app id) is recorded as the billing provider would have left it, and the
 * apps are recorded installed as history (`recordInstall`): the API would install none of them
 * without a settled charge, and the ends that take an app away apply to what happens from now on.
 */
export const SUBSCRIPTION_DEMO: ReadonlyArray<{ slug: string; status: ChargeStatus | null; shows: string }> = [
  { slug: 'pixelo', status: 'active', shows: 'Subscription active' },
  { slug: 'pixelowl', status: 'cancelled', shows: 'Subscription cancelled — Renew' },
  { slug: 'chatfox', status: 'frozen', shows: 'Subscription cancelled — Renew' },
  { slug: 'handshakify-bridge', status: 'pending', shows: 'No plan assigned' },
  // Installed without any recurrent charge: no status is shown.
  { slug: 'draftpulse', status: null, shows: '(nothing)' },
];

/** 30 days before the sandbox started: the charges are older than anything bought since. */
const HISTORY_MS = 30 * 24 * 3600 * 1000;

export function seedSubscriptionDemo(
  catalogue: CatalogueService,
  accounts: AccountsService,
  applications: ApplicationsService,
  billing: BillingService,
  now: () => number = () => Date.now(),
): void {
  if (!accounts.identity('subscriber')) return;
  const bySlug = new Map<string, ApiApplication>(catalogue.published().map((app) => [app.slug, app]));
  for (const { slug, status } of SUBSCRIPTION_DEMO) {
    const app = bySlug.get(slug);
    // A scaled or regenerated catalogue may lack an app: it is left out.
    if (!app || !app.payment || !applications.recordInstall(SUBSCRIBER, app.id) || !status) continue;
    billing.recordCharge(
      SUBSCRIBER,
      {
        kind: 'recurrent_charge',
        product: 'livechat',
        appId: app.id,
        planId: checkoutPlans(app)[0]?.id,
        name: app.name,
        price: app.payment.price,
        quantity: 1,
        perAccount: app.payment.perAccount,
        months: 1,
        trialDays: 0,
      },
      status,
      now() - HISTORY_MS,
    );
  }
}
