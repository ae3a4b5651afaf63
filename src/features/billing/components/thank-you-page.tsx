import { Link, navigate } from 'gatsby';
import { useCallback, useMemo } from 'react';
import { siteConfig } from '../../../core/config';
import { useAppSelector } from '../../../core/hooks';
import type { ChargeKind } from '../../../domain/billing/charges';
import { externalChargeMeta } from '../../../domain/billing/checkout';
import { isServiceApp } from '../../../domain/catalogue/contract';
import { SUCCESS } from '../../../domain/site/messages';
import { productPath } from '../../../domain/site/paths';
import { ButtonLink, Lead, PageTitle, SecondaryButton } from '../../../ui/primitives';
import type { ChargeOutcome } from '../billing-slice';
import { selectCharge, selectSessionKnown, selectSessionUser } from '../billing-selectors';
import { usePublishedApp } from '../use-published-app';
import { ChargeProgress } from './charge-progress';
import { CenteredPanel, Icon } from './checkout-parts';

/** §2 /checkout/{slug}/thank-you: the end of a single-app purchase. */
export function ThankYouPage({ slug }: { slug: string }) {
  const found = usePublishedApp(slug);
  const name = found.status === 'found' ? found.app.name : null;
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
            <SecondaryButton type="button" onClick={() => void signIn()}>
              Sign in
            </SecondaryButton>
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
      <ChargeProgress target={target} onEnd={onEnd} />
    </CenteredPanel>
  );
}
