import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { APPS, recordPagioCharge, storeSignedInAs, withBillingSandbox } from '../billing-test-kit';
import { chargeResumed } from '../billing-slice';
import { withFakeTimers } from '../../../testing/timers-test-kit';
import { ChargeProgress } from './charge-progress';

// A charge the store still follows while nothing polls it any more (a resumed charge whose page was
// left, then returned to with Back): the page reads it again instead of waiting forever. Fake timers:
// waitFor moves the clock to the poller's read.
const sandbox = withBillingSandbox();
withFakeTimers();

it('reads a charge the store still shows as in progress when its page comes back (every 2000 ms)', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  const organizationId = store.getState().user!.user!.organizationId;
  const charge = recordPagioCharge(sandbox, organizationId, 'pending');
  const target = { id: charge.id, kind: 'direct_charge' as const, product: siteConfig.product, appId: APPS.oneTime.id };
  store.dispatch(chargeResumed(target));
  let reads = 0;
  server.use(
    http.get(`${siteConfig.apiUrl}/direct_charge/:product/:id`, () => {
      reads += 1;
    }),
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ChargeProgress target={target} onEnd={() => undefined} />
      </ThemeProvider>
    </Provider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/Checking your payment|Waiting for the payment/);
  await waitFor(() => expect(reads).toBeGreaterThan(0), { timeout: 4000 });
});
