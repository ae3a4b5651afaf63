import { Link } from 'gatsby';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { subscriptionLine, type SubscriptionLine } from '../../../domain/billing/app-subscription';
import { checkoutPath } from '../../../domain/install/install-actions';
import { APP_SUBSCRIPTION_STATUS } from '../../../domain/site/messages';
import { loadAppSubscription, selectAppSubscriptions } from '../app-subscription-slice';

const TONE: Record<SubscriptionLine['status'], 'success' | 'warning' | 'muted'> = {
  active: 'success',
  cancelled: 'warning',
  unassigned: 'muted',
};

const Line = styled.p<{ $tone: 'success' | 'warning' | 'muted' }>`
  position: relative;
  z-index: 1;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export interface AppSubscriptionLineProps {
  appId: string;
  slug: string;
}

/**
 * §4 App subscription status of an installed paid app, in its page's action area: read when shown,
 * and again when the host sends refresh_subscription_info. Nothing while it is read, when it failed
 * (the install state beside it stays), or for an app that was never charged.
 */
export default function AppSubscriptionLine({ appId, slug }: AppSubscriptionLineProps) {
  const dispatch = useAppDispatch();
  const generation = useAppSelector((state) => selectAppSubscriptions(state).generation);
  const entry = useAppSelector((state) => selectAppSubscriptions(state).byApp[appId]);
  useEffect(() => {
    void dispatch(loadAppSubscription(appId));
  }, [dispatch, appId, generation]);

  const line = entry?.status === 'loaded' && entry.value ? subscriptionLine(entry.value, entry.oneTime) : null;
  if (!line) return null;
  return (
    <Line role="status" data-subscription-status={line.status} $tone={TONE[line.status]}>
      {line.text}
      {line.renew && (
        <>
          {' — '}
          <Link to={checkoutPath(slug)}>{APP_SUBSCRIPTION_STATUS.renew}</Link>
        </>
      )}
    </Line>
  );
}
