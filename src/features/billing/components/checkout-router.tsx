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
  /** What the cart's addresses (/checkout/cart/*) show: they belong to the cart. */
  cartFallback: React.ReactNode;
}

/** §2 client-only /checkout/*: one app's checkout, its thank-you page, an external charge's. Loaded lazily. */
export default function CheckoutRouter({ rest, search, signIn, cartFallback }: CheckoutRouterProps) {
  const route = checkoutRoute(rest);
  switch (route.page) {
    case 'checkout':
      return <CheckoutPage slug={route.slug} search={search} signIn={signIn} />;
    case 'thank-you':
      return <ThankYouPage slug={route.slug} />;
    case 'external-thank-you':
      return <ExternalChargePage chargeId={route.chargeId} kind={route.kind} search={search} signIn={signIn} />;
    case 'cart':
      return <>{cartFallback}</>;
    default:
      return (
        <CenteredPanel role="alert">
          <PageTitle>Nothing to check out here</PageTitle>
          <Lead>Pick an app to buy from its page.</Lead>
        </CenteredPanel>
      );
  }
}
