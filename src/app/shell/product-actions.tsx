import { Link } from 'gatsby';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { checkoutPath } from '../../domain/billing/checkout-path';
// Not messages.ts: the whole catalogue of messages would join every page's first-load JS.
import { isComingSoon, NOTIFY_ME_LABEL } from '../../domain/catalogue/coming-soon';
import type { ProductActionsProps } from '../../ui/product-actions';
import { PartBoundary } from '../../ui/part-boundary';
import { buttonInlineStyle } from '../../ui/button-styles';
import { useHydrated } from '../../ui/use-hydrated';
import { useAppSelector } from '../../core/hooks';

// The install code loads only for a signed-in user or on an Install click: not first-load JS.
const InstallSlot = lazy(() => import(/* webpackChunkName: "install" */ './install-slot'));

// Add to cart loads on a click, or once someone is signed in: never in a public page's first load.
const CartSlot = lazy(() => import(/* webpackChunkName: "cart-slot" */ './cart-slot'));

// Compare acts only on a click and on the stored pick: it renders in the browser only, from its
// own chunk. Rendered during hydration, each card would get a lazy boundary that the listing's own
// updates reach before it hydrates (React error #421).
const CompareBar = lazy(() => import(/* webpackChunkName: "product-actions" */ './product-actions-bar'));

/**
 * Holds the actions' place, a whole 36 px row of its own, so nothing moves when the browser-only
 * ones arrive (beside other inline facts, a growing slot would wrap and push the page down).
 */
const Slot = styled.div`
  position: relative;
  width: 100%;
  z-index: 1;
  min-height: 36px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/**
 * A visitor's actions as the server renders them, and the placeholders of the same size while
 * their chunks load: the design system's small buttons, the install entry primary (the card's and
 * page's one primary action). Inline styles: a styled component here would cost every page's
 * first load.
 */
const PRIMARY_SLOT_STYLE: CSSProperties = buttonInlineStyle('primary');
const SECONDARY_SLOT_STYLE: CSSProperties = buttonInlineStyle('secondary');

/**
 * Compare's place, the size of its button, until the browser-only button comes: on a phone the
 * row wraps the same way from the first paint, instead of growing a line under the page's header
 * (a 44 px layout shift). A plain element, not a lazy boundary: nothing here waits to hydrate.
 */
const COMPARE_PLACE = (
  <span aria-hidden="true" data-compare-place="" style={{ display: 'inline-block', width: 111, height: 36 }} />
);

/**
 * An action whose code loads on use: the server's placeholder (a visitor's button) until someone
 * is signed in or it is clicked, then the lazy part (told whether the click came first). With
 * `href`, the visitor's control is a plain link there instead: it works before any script runs.
 */
function OnUse({
  label,
  href,
  primary = false,
  render,
}: {
  label: string;
  href?: string;
  primary?: boolean;
  render: (clicked: boolean, signedIn: boolean) => ReactNode;
}) {
  const slotStyle = primary ? PRIMARY_SLOT_STYLE : SECONDARY_SLOT_STYLE;
  const hydrated = useHydrated();
  const signedIn = useAppSelector((state) => state.user?.user != null);
  const [clicked, setClicked] = useState(false);
  // Pressed, while its code loads (on a slow phone a round trip and more): shown as taken, not ignored.
  const placeholder = (onClick?: () => void, busy = false) => (
    <button
      type="button"
      style={busy ? { ...slotStyle, cursor: 'progress', opacity: 0.7 } : slotStyle}
      onClick={onClick}
      disabled={!onClick}
      aria-busy={busy || undefined}
    >
      {label}
    </button>
  );
  // Until hydrated, the server's state (a visitor) is rendered: the session starts at client entry.
  if (href && !(hydrated && signedIn)) {
    return (
      <Link to={href} style={slotStyle}>
        {label}
      </Link>
    );
  }
  // A press before the page has taken the browser's state (hydrated) shows as taken until it has.
  if (!hydrated || !(signedIn || clicked)) return placeholder(() => setClicked(true), clicked);
  return (
    <PartBoundary name={`action: ${label}`}>
      <Suspense fallback={placeholder(undefined, clicked)}>{render(clicked, signedIn)}</Suspense>
    </PartBoundary>
  );
}

/** The product actions every card and product page gets: install (with an app id) and compare (apps). */
export function ShellProductActions(props: ProductActionsProps) {
  const { product } = props;
  const hydrated = useHydrated();
  if (!product.appId && product.isService) return null;
  // §4: a coming-soon app (accepted, not published) offers Notify me instead of Install, and is
  // neither bought nor compared (it has no published page).
  const comingSoon = isComingSoon(product.lifecycle);
  // §4: a paid app or service is bought, not installed: a visitor is shown the way to its checkout.
  const paid = (product.payment?.price ?? 0) > 0;
  const buys = paid && !comingSoon && !product.isPrivate;
  return (
    <Slot data-product-actions={props.placement}>
      {product.appId && (
        <OnUse
          label={comingSoon ? NOTIFY_ME_LABEL : buys ? 'Buy at checkout' : 'Install'}
          href={buys ? checkoutPath(product.slug) : undefined}
          primary
          render={(clicked) => <InstallSlot {...props} resumeInstall={clicked} />}
        />
      )}
      {/* Add to cart of a paid app, on its page and its cards (§4). */}
      {product.appId && !props.primaryOnly && !product.isPrivate && !comingSoon && (product.payment?.price ?? 0) > 0 && (
        <OnUse
          label="Add to cart"
          render={(clicked) => <CartSlot appId={product.appId!} developerId={product.developerId} addNow={clicked} />}
        />
      )}
      {!props.primaryOnly &&
        !product.isService &&
        !comingSoon &&
        (hydrated ? (
          <PartBoundary name="compare" fallback="quiet">
            <Suspense fallback={COMPARE_PLACE}>
              <CompareBar {...props} />
            </Suspense>
          </PartBoundary>
        ) : (
          COMPARE_PLACE
        ))}
    </Slot>
  );
}
