import { siteConfig } from './config';

/**
 * §4 Uninstall, first step for a paid app: cancel its active recurrent charge. The install feature
 * calls this hook point; the billing code it needs loads only at that moment (not first-load JS).
 */
export async function cancelPaidPlan(token: string, appId: string): Promise<void> {
  const { cancelActiveRecurrentCharges } = await import(
    /* webpackChunkName: "billing-uninstall" */ '../features/billing/cancel-recurrent'
  );
  await cancelActiveRecurrentCharges(siteConfig.apiUrl, token, siteConfig.product, appId);
}
