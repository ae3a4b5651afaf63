import { checkoutRoute } from '../../../domain/billing/checkout';
import { Lead, PageTitle } from '../../../ui/primitives';
import { CheckoutPage } from './checkout-page';
import { CenteredPanel } from './checkout-parts';
import { ExternalChargePage, ThankYouPage } from './thank-you-page';

export interface CheckoutRouterProps {
  /** The address below /checkout/. */
  rest: string;
  search: string;
  signIn: () => Promise<unknown>;
}

/**
 * §2 client-only /checkout/*: one app's checkout, its thank-you page, an external charge's. Loaded
 * lazily. The cart's addresses (/checkout/cart/*) never come here: the /checkout/* route sends them
 * to the cart's own end pages.
 */
export default function CheckoutRouter({ rest, search, signIn }: CheckoutRouterProps) {
  const route = checkoutRoute(rest);
  switch (route.page) {
    case 'checkout':
      return <CheckoutPage slug={route.slug} search={search} signIn={signIn} />;
    case 'thank-you':
      return <ThankYouPage slug={route.slug} />;
    case 'external-thank-you':
      return <ExternalChargePage chargeId={route.chargeId} kind={route.kind} search={search} signIn={signIn} />;
    default:
      return (
        <CenteredPanel role="alert">
          <PageTitle>Nothing to check out here</PageTitle>
          <Lead>Pick an app to buy from its page.</Lead>
        </CenteredPanel>
      );
  }
}
