import type { PageProps } from 'gatsby';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PERMISSIONS } from '../../domain/site/messages';
import { checkoutRoute } from '../../domain/billing/checkout';
import { ClientOnlyShell, useKnownVisitor } from '../../features/auth/components/client-only-shell';
import { useRequestSignIn } from '../../features/auth/use-request-sign-in';
import { isCartCheckoutAddress } from '../../features/cart/components/cart-checkout-address';
import { Seo } from '../../ui/seo';

// The checkout (billing feature, its slice and thunks) loads on /checkout/* only: not first-load JS.
const CheckoutRouter = lazy(() => import(/* webpackChunkName: "checkout" */ '../../features/billing/components/checkout-router'));
// The cart's thank-you and review-order pages (/checkout/cart/*) are routed by the cart, in the cart's chunk.
const CartCheckoutPages = lazy(() => import(/* webpackChunkName: "cart" */ '../../features/cart/components/cart-checkout-pages'));

/**
 * Client-only route /checkout/* (§2): /checkout/cart/* goes to the cart's end pages (thank-you,
 * review-order), every other address to billing's checkout (one app's checkout, the thank-you pages).
 */
export default function CheckoutRoute({ params, location }: PageProps) {
  // Server and first client render agree (no URL-derived text during hydration).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const signIn = useRequestSignIn();
  const visitor = useKnownVisitor();
  const shell = <ClientOnlyShell area="your checkout" signIn={signIn} note={<p role="note">{PERMISSIONS.notSignedIn}</p>} />;
  if (!mounted) return shell;
  const rest = params['*'] ?? '';
  // One app's checkout asks a known visitor to sign in with the shell's own prompt (useKnownVisitor);
  // its thank-you pages and the cart's say it their own way.
  if (visitor && checkoutRoute(rest).page === 'checkout') return shell;
  return (
    <Suspense fallback={shell}>
      {isCartCheckoutAddress(rest) ? (
        <CartCheckoutPages rest={rest} signIn={signIn} />
      ) : (
        <CheckoutRouter rest={rest} search={location.search} signIn={signIn} />
      )}
    </Suspense>
  );
}

export function Head() {
  return <Seo title="Checkout" description="Sign in to see your checkout." path="/checkout/" noindex />;
}
