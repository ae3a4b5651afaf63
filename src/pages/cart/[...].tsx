import { lazy, Suspense, useEffect, useState } from 'react';
import { ClientOnlyShell, useKnownVisitor } from '../../features/auth/components/client-only-shell';
import { useRequestSignIn } from '../../features/auth/use-request-sign-in';
import { SavedAppsNote } from '../../features/cart/components/saved-apps-note';
import { Seo } from '../../ui/seo';

// The cart (its slice, thunks and page) loads on /cart/ only: not first-load JS of any public page.
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ '../../features/cart/components/cart-page'));

/** Client-only route /cart/* (§2). */
export default function CartRoute() {
  // Server and first client render agree (no session-derived text during hydration).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const signIn = useRequestSignIn();
  const visitor = useKnownVisitor();
  // A known visitor keeps the shell's prompt (client-only-shell.tsx, useKnownVisitor), with the apps
  // this browser saved for the cart (read once mounted: none in the server's HTML).
  const shell = <ClientOnlyShell area="your cart" signIn={signIn} note={mounted && <SavedAppsNote />} />;
  if (!mounted || visitor) return shell;
  return (
    <Suspense fallback={shell}>
      <CartPage signIn={signIn} />
    </Suspense>
  );
}

export function Head() {
  return <Seo title="Cart" description="Your cart of apps." path="/cart/" noindex />;
}
