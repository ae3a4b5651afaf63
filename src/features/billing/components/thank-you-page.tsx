import { Link, navigate } from 'gatsby';
import { useCallback, useMemo } from 'react';
import { siteConfig } from '../../../core/config';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import type { ChargeKind } from '../../../domain/billing/charges';
import { checkoutPlans, externalChargeMeta, noBillingRights } from '../../../domain/billing/checkout';
import { receiptOf, receiptPlanName, RECEIPT_CYCLE_LABELS } from '../../../domain/billing/receipt';
import { appHostProduct, hasBillingRights } from '../../../domain/auth/roles';
import { isServiceApp, type ApiApplication } from '../../../domain/catalogue/contract';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { formatCents } from '../../../domain/pricing/pricing';
import { formatDate } from '../../../domain/site/dates';
import { SUCCESS } from '../../../domain/site/messages';
import { productPath } from '../../../domain/site/paths';
import { ButtonLink, Lead, PageTitle, SecondaryButton } from '../../../ui/primitives';
import { SignInButton } from '../../../ui/sign-in-button';
import type { ChargeOutcome, TrackedCharge } from '../billing-slice';
import { selectCharge, selectPayment, selectReceiptCharge, selectSessionKnown, selectSessionUser } from '../billing-selectors';
import { answerPendingCharge } from '../billing-thunks';
import { usePublishedApp } from '../use-published-app';
import { ChargeProgress } from './charge-progress';
import { CenteredPanel, Icon, Summary } from './checkout-parts';

/**
 * The receipt of a purchase made in this session (the billing slice's charge, as last read): the
 * amount paid, the plan, the billing cycle, the next charge date of a recurring plan and what was
 * installed. Client-side only; a reload of the thank-you page has no charge to show it from.
 */
function PurchaseReceipt({ app, tracked }: { app: ApiApplication; tracked: TrackedCharge }) {
  const charge = tracked.charge!;
  const receipt = receiptOf(tracked.kind, charge, new Date());
  const taxes = tracked.note?.taxes ?? null;
  // The tax as previewed when paying, when there was one and it was the preview of this very amount.
  const withTax = taxes && taxes.tax_value > 0 && taxes.total_price - taxes.tax_value === receipt.amount ? taxes : null;
  const amount = withTax
    ? `${formatCents(withTax.total_price)} (including ${formatCents(withTax.tax_value)} tax)`
    : formatCents(receipt.amount);
  const plan = receiptPlanName(charge, app.name, checkoutPlans(app), tracked.note?.plan ?? null);
  const product = PRODUCT_NAMES[appHostProduct(app.product, siteConfig.product)];
  return (
    <Summary aria-label="Receipt" data-receipt>
      <dt>Amount paid</dt>
      <dd data-receipt="amount">
        {receipt.trialDays > 0 ? `${formatCents(0)} today (${receipt.trialDays}-day free trial)` : amount}
      </dd>
      <dt>Plan</dt>
      <dd data-receipt="plan">
        {plan}
        {receipt.seats !== null ? `, ${receipt.seats} ${receipt.seats === 1 ? 'seat' : 'seats'}` : ''}
      </dd>
      <dt>Billing cycle</dt>
      <dd data-receipt="cycle">{RECEIPT_CYCLE_LABELS[receipt.cycle]}</dd>
      {receipt.nextChargeAt && (
        <>
          <dt>Next charge</dt>
          <dd data-receipt="next-charge">
            {amount} on {formatDate(receipt.nextChargeAt)}
          </dd>
        </>
      )}
      <dt>Installed</dt>
      <dd data-receipt="installed">
        {app.name} on your {product} license
      </dd>
    </Summary>
  );
}

/** §2 /checkout/{slug}/thank-you: the end of a single-app purchase, with its receipt. */
export function ThankYouPage({ slug }: { slug: string }) {
  const found = usePublishedApp(slug);
  const name = found.status === 'found' ? found.app.name : null;
  const tracked = useAppSelector((state) => selectReceiptCharge(state, found.status === 'found' ? found.app.id : null));
  if (found.status === 'missing') {
    // No such app: nothing was bought here (an old or mistyped address).
    return (
      <CenteredPanel role="alert">
        <PageTitle>{found.message}</PageTitle>
        <Lead>
          <Link to="/apps/">Browse apps</Link>
        </Lead>
      </CenteredPanel>
    );
  }
  return (
    <CenteredPanel aria-labelledby="thank-you-title">
      <PageTitle id="thank-you-title">Thank you!</PageTitle>
      <Lead role="status">{SUCCESS.appPurchased}</Lead>
      {name && <p>{name} is now part of your account.</p>}
      {found.status === 'found' && tracked && <PurchaseReceipt app={found.app} tracked={tracked} />}
      <ButtonLink
        as={Link}
        to={productPath({ slug, isService: found.status === 'found' && isServiceApp(found.app) })}
        $variant="secondary"
      >
        Go to {name ?? 'the app'}
      </ButtonLink>
    </CenteredPanel>
  );
}

export interface ExternalChargePageProps {
  chargeId: string;
  kind: ChargeKind;
  search: string;
  signIn: () => Promise<unknown>;
}

/**
 * §2 /checkout/charge/{chargeId}/{kind}/thank-you: the end of an external charge. Icon and
 * description come from the query string and are shown as text (React escapes them; the icon only
 * as an http(s) image address). An unknown charge: 'This transaction doesn't exist.', then home.
 */
export function ExternalChargePage({ chargeId, kind, search, signIn }: ExternalChargePageProps) {
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const meta = useMemo(() => externalChargeMeta(search), [search]);
  const target = useMemo(() => ({ id: chargeId, kind, product: siteConfig.product, appId: null }), [chargeId, kind]);
  const outcome = useAppSelector((state) => selectCharge(state, chargeId)?.outcome ?? null);
  const status = useAppSelector((state) => selectCharge(state, chargeId)?.status ?? null);
  const busy = useAppSelector((state) => selectPayment(state).pending);
  const dispatch = useAppDispatch();
  // §6: only a user with billing rights answers a charge (the sandbox refuses anyone else).
  const product = siteConfig.product;
  const mayAnswer = user !== null && hasBillingRights(user.permissions, product);
  const onEnd = useCallback((end: ChargeOutcome) => {
    if (end === 'not-found') void navigate('/', { replace: true });
  }, []);

  const details = (
    <>
      {meta.icon && <Icon src={meta.icon} alt="" width={56} height={56} />}
      {meta.description && <p data-charge-description>{meta.description}</p>}
    </>
  );
  if (!user) {
    return (
      <CenteredPanel aria-labelledby="thank-you-title" aria-busy={!known}>
        <PageTitle id="thank-you-title">Your payment</PageTitle>
        {details}
        {known && (
          <>
            <Lead>Sign in to see this payment.</Lead>
            <SignInButton signIn={signIn} />
          </>
        )}
      </CenteredPanel>
    );
  }
  return (
    <CenteredPanel aria-labelledby="thank-you-title">
      <PageTitle id="thank-you-title">{outcome === 'succeeded' ? 'Thank you!' : 'Your payment'}</PageTitle>
      {details}
      {outcome === 'succeeded' && <Lead role="status">{SUCCESS.appPurchased}</Lead>}
      {/* §4: a pending charge may be accepted or declined, here where its link leads. */}
      {status === 'pending' && outcome === 'polling' && !mayAnswer && <Lead>{noBillingRights(PRODUCT_NAMES[product])}</Lead>}
      {status === 'pending' && outcome === 'polling' && mayAnswer && (
        <div role="group" aria-label="Answer this charge">
          <Lead>This charge waits for your answer.</Lead>
          <p>
            <ButtonLink
              as="button"
              type="button"
              $variant="primary"
              disabled={busy}
              onClick={() => void dispatch(answerPendingCharge(target, 'accept'))}
            >
              Accept and pay
            </ButtonLink>{' '}
            <SecondaryButton type="button" disabled={busy} onClick={() => void dispatch(answerPendingCharge(target, 'decline'))}>
              Decline
            </SecondaryButton>
          </p>
        </div>
      )}
      <ChargeProgress target={target} onEnd={onEnd} />
    </CenteredPanel>
  );
}
