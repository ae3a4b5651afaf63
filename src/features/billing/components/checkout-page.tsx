import { Link, navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { siteConfig } from '../../../core/config';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { isChargeKind } from '../../../domain/billing/charges';
import { CHARGE_QUERY, checkoutThankYouPath, checkoutVerdict, KIND_QUERY } from '../../../domain/billing/checkout';
import { ownershipText } from '../../../domain/billing/ownership';
import { isServiceApp, type ApiApplication } from '../../../domain/catalogue/contract';
import type { SessionUser } from '../../../domain/auth/session-user';
import { PERMISSIONS } from '../../../domain/site/messages';
import { SignInPrompt } from '../../../ui/sign-in-prompt';
import { productPath } from '../../../domain/site/paths';
import { appHostProduct, installFactsOf, licensePlanOf, licenseStatus } from '../../../domain/auth/roles';
import { assetUrl } from '../../../ui/asset-url';
import { Lead, PageTitle, SecondaryButton } from '../../../ui/primitives';
import { paymentReset, type ChargeOutcome } from '../billing-slice';
import { selectCurrentPlan, selectPlanKnown, selectSessionKnown, selectSessionUser } from '../billing-selectors';
import type { ChargeTarget } from '../billing-thunks';
import { usePublishedApp } from '../use-published-app';
import { useOwnership } from '../use-ownership';
import { ChargeProgress } from './charge-progress';
import { CheckoutForm } from './checkout-form';
import { CenteredPanel, Icon, Panel, ProductHeader } from './checkout-parts';

export interface CheckoutPageProps {
  slug: string;
  /** The page's query string (embedded flag, a charge in progress). */
  search: string;
  /** The auth feature's sign-in (the page provides it); the popup keeps this address. */
  signIn: () => Promise<unknown>;
}

/** The charge named in the URL (a reload in the middle of a payment), for this app. */
function chargeInUrl(search: string, appId: string): ChargeTarget | null {
  const query = new URLSearchParams(search);
  const id = query.get(CHARGE_QUERY);
  const kind = query.get(KIND_QUERY);
  return id && isChargeKind(kind) ? { id, kind, product: siteConfig.product, appId } : null;
}

/** Puts the charge in the address without a navigation: a reload resumes it instead of paying again. */
function keepChargeInUrl(target: ChargeTarget): void {
  const url = new URL(window.location.href);
  url.searchParams.set(CHARGE_QUERY, target.id);
  url.searchParams.set(KIND_QUERY, target.kind);
  window.history.replaceState(window.history.state, '', url.href);
}

/**
 * §5 and §6 before any charge: the verdict for the signed-in user on the app; whether a plan refusal
 * is only a guess yet (the subscription not read), and whether the app is paid at all.
 */
function checkoutGate(app: ApiApplication, user: SessionUser, plan: { plan: string | null; known: boolean }) {
  // §5: the license, roles and plan of the app's own product count (the charge stays the build's).
  const licensed = appHostProduct(app.product, siteConfig.product);
  const license = licensePlanOf(licensed, siteConfig.product, plan, user.products);
  const verdict = checkoutVerdict({
    user: {
      accountId: user.accountId,
      organizationId: user.organizationId,
      permissions: user.permissions,
      roles: user.roles,
    },
    product: licensed,
    chargeProduct: siteConfig.product,
    license: licenseStatus(user.products, licensed),
    currentPlan: license.plan,
    app: installFactsOf(app),
  });
  // A plan refusal before the subscription is read is a guess: the form waits for it instead.
  const planPending = !license.known && !verdict.allowed && verdict.reason === 'plan-restriction';
  const paid = app.payment !== null && app.payment.price > 0;
  return { verdict, planPending, paid, formAllowed: paid && !planPending && verdict.allowed };
}

/**
 * §2 /checkout/{slug} (and ?embedded=true): the refusals of §5 and §6 before any charge, then what
 * the organization already holds of the app (installed: 'Application is already installed.'; a
 * charge of it in progress: it is being bought; both with a link back to the app, and no Pay), then
 * the checkout form, then the charge followed to its end and the thank-you page. A cancelled
 * subscription of an installed app is renewed here (the app page's 'Renew').
 */
export function CheckoutPage({ slug, search, signIn }: CheckoutPageProps) {
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const plan = useAppSelector(selectCurrentPlan);
  const planKnown = useAppSelector(selectPlanKnown);
  const found = usePublishedApp(user ? slug : null);
  const appId = found.status === 'found' ? found.app.id : '';
  const [started, setStarted] = useState<ChargeTarget | null>(null);
  // The URL's charge (a reload mid-payment) is followed once: when it ended without success, the
  // form comes back although the page's `search` prop still names it.
  const [urlChargeEnded, setUrlChargeEnded] = useState(false);
  const target = started ?? (appId && !urlChargeEnded ? chargeInUrl(search, appId) : null);
  const dispatch = useAppDispatch();
  // A new checkout page: the last page's payment error does not follow it here.
  useEffect(() => {
    dispatch(paymentReset());
  }, [dispatch, slug]);
  const embedded = new URLSearchParams(search).get('embedded') === 'true';
  const gate = user && found.status === 'found' ? checkoutGate(found.app, user, { plan, known: planKnown }) : null;
  // What the organization already holds of the app is read when the form would first be offered
  // (rights and plan allow it, no charge of this tab followed), once: see use-ownership.ts.
  const ownership = useOwnership(user?.token ?? null, appId || null, Boolean(gate?.formAllowed) && !target);

  const onCharge = useCallback((charge: ChargeTarget) => {
    keepChargeInUrl(charge);
    setStarted(charge);
  }, []);
  const onEnd = useCallback(
    (outcome: ChargeOutcome) => {
      if (outcome === 'succeeded')
        void navigate(`${checkoutThankYouPath(slug)}${embedded ? '?embedded=true' : ''}`, { replace: true });
      if (outcome === 'not-found') void navigate('/', { replace: true });
      if (outcome === 'failed' || outcome === 'declined' || outcome === 'cancelled' || outcome === 'interrupted') {
        // The form again, for another card (or another try); the message stays.
        window.history.replaceState(window.history.state, '', window.location.pathname + (embedded ? '?embedded=true' : ''));
        setStarted(null);
        setUrlChargeEnded(true);
      }
    },
    [slug, embedded],
  );

  if (!user && known) {
    // §5: not signed in is refused before anything else; the popup keeps this address, so the
    // checkout shows once signed in.
    return (
      <SignInPrompt area="your checkout" signIn={signIn} data-checkout-refusal="not-signed-in">
        <p role="note">{PERMISSIONS.notSignedIn}</p>
      </SignInPrompt>
    );
  }
  if (found.status === 'loading' || !user) {
    return (
      <CenteredPanel aria-busy="true" aria-live="polite">
        <p>Loading…</p>
      </CenteredPanel>
    );
  }
  if (found.status !== 'found') {
    return (
      <CenteredPanel role="alert">
        <PageTitle>{found.message}</PageTitle>
        {found.status === 'error' && (
          <SecondaryButton type="button" onClick={found.retry}>
            Try again
          </SecondaryButton>
        )}
        <Lead>
          <Link to="/apps/">Browse apps</Link>
        </Lead>
      </CenteredPanel>
    );
  }
  const { app } = found;
  const { verdict, planPending, paid } = gate!;
  const owned = ownership?.status === 'known' ? ownership.ownership : null;
  const ownedText = owned ? ownershipText(owned, app.name) : null;
  const appLink = productPath({ slug: app.slug, isService: isServiceApp(app) });

  return (
    <Panel aria-labelledby="checkout-title" data-embedded={embedded || undefined}>
      <ProductHeader>
        <Icon src={assetUrl(app.icon)} alt="" width={56} height={56} />
        <div>
          <PageTitle id="checkout-title">Buy {app.name}</PageTitle>
          <Lead>{app.shortDescription}</Lead>
        </div>
      </ProductHeader>
      {!paid ? (
        <p>
          {app.name} is free. <Link to={appLink}>Install it from its page</Link>.
        </p>
      ) : target && !started ? (
        <ChargeProgress key={target.id} target={target} onEnd={onEnd} />
      ) : (
        <>
          {started ? (
            <ChargeProgress key={started.id} target={started} onEnd={onEnd} />
          ) : planPending ? (
            <p aria-busy="true" aria-live="polite">
              Loading…
            </p>
          ) : !verdict.allowed ? (
            <p role="note" data-checkout-refusal={verdict.reason}>
              {verdict.message}
            </p>
          ) : ownership?.status === 'failed' ? (
            <div role="alert" data-checkout-owned="unknown">
              <p>We couldn&apos;t check whether {app.name} is already yours.</p>
              <SecondaryButton type="button" onClick={ownership.retry}>
                Try again
              </SecondaryButton>
            </div>
          ) : !owned ? (
            <p aria-busy="true" aria-live="polite">
              Loading…
            </p>
          ) : ownedText ? (
            <div role="note" data-checkout-owned={owned.kind}>
              <p>{ownedText}</p>
              <p>
                <Link to={appLink}>Back to {app.name}</Link>
              </p>
            </div>
          ) : owned.kind === 'buyable' && owned.renewal ? (
            <p data-checkout="renewal">Your {app.name} subscription was cancelled: paying renews it.</p>
          ) : null}
          {/* Kept (hidden, in the same place) while its charge runs, whatever the verdict says
              meanwhile: a failed payment brings the buyer's choices back. */}
          {(started || (!planPending && verdict.allowed && owned?.kind === 'buyable')) && (
            <div hidden={Boolean(started)}>
              <CheckoutForm app={app} product={siteConfig.product} onCharge={onCharge} />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
