import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import { theme } from '../../../ui/theme';
import { APPS, recordPagioCharge, storeSignedInAs, withBillingSandbox } from '../billing-test-kit';
import { ChargeProgress } from './charge-progress';

// §4 Direct charge statuses: 'failed rolls back the app install, raises "Payment failed" and throws
// an error'; §8 names that error 'Direct charge failed'. A followed charge found failed says both.
const sandbox = withBillingSandbox();

function follow(status: 'failed' | 'success') {
  const store = storeSignedInAs(sandbox, 'owner');
  const charge = recordPagioCharge(sandbox, store.getState().user!.user!.organizationId, status);
  const target = { id: charge.id, kind: 'direct_charge' as const, product: siteConfig.product, appId: APPS.oneTime.id };
  const ends: string[] = [];
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ChargeProgress target={target} onEnd={(outcome) => ends.push(outcome)} />
      </ThemeProvider>
    </Provider>,
  );
  return ends;
}

it('a failed direct charge says "Payment failed" and "Direct charge failed"', async () => {
  const ends = follow('failed');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Payment failed');
  expect(alert).toHaveTextContent('Direct charge failed');
  expect(ends).toEqual(['failed']);
});

it('a direct charge that went through names no failure', async () => {
  const ends = follow('success');
  await waitFor(() => expect(ends).toEqual(['succeeded']));
  expect(screen.queryByRole('alert')).toBeNull();
});
