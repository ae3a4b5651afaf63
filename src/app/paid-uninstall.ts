import { siteConfig } from './config';

/**
 * §4 Uninstall, first step for a paid app: cancel its active recurrent charge. The install feature
 * calls this hook point; the billing code it needs loads only at that moment (not first-load JS).
 *
 * A checkout records the charge under this build's product; a cart purchase under the app's own
 * product, which can be the other one (the cart holds both products' apps). Both are looked at, so
 * no charge outlives its app: a failure under this build's product fails the uninstall; the other
 * product's lookup is best effort (an organization without that license may be refused it).
 */
export async function cancelPaidPlan(token: string, appId: string): Promise<void> {
  const { cancelActiveRecurrentCharges } = await import(
    /* webpackChunkName: "billing-uninstall" */ '../features/billing/cancel-recurrent'
  );
  await cancelActiveRecurrentCharges(siteConfig.apiUrl, token, siteConfig.product, appId);
  const other = siteConfig.product === 'livechat' ? 'helpdesk' : 'livechat';
  await cancelActiveRecurrentCharges(siteConfig.apiUrl, token, other, appId).catch(() => 0);
}
