import { http, HttpResponse } from 'msw';
import { ApiError } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import { server } from '../../../sandbox/test-server';
import { sessionUserOf, withBillingSandbox } from './billing-test-kit';
import { activeRecurrentCharges, cancelRecurrentCharges } from './cancel-recurrent';

// §4 Uninstall's first step against the sandbox: an answer that says nothing fails the uninstall.
const sandbox = withBillingSandbox();
const API = siteConfig.apiUrl;
const APP = '0a291b6456e804fd302cd2a9';

it('cancels nothing when the app has no active charge', async () => {
  const { token } = sessionUserOf(sandbox, 'owner');
  await expect(activeRecurrentCharges(API, token, 'livechat', APP)).resolves.toEqual([]);
});

it.each([
  ['{}', () => HttpResponse.json({})],
  ['null', () => HttpResponse.json(null)],
  ['a non-JSON body', () => new HttpResponse('oops', { headers: { 'Content-Type': 'text/plain' } })],
])('a list answered %s fails (the generic text) instead of reading as "nothing to cancel"', async (_label, answer) => {
  const { token } = sessionUserOf(sandbox, 'owner');
  server.use(http.get(`${API}/recurrent_charge/livechat`, answer));
  const failure = activeRecurrentCharges(API, token, 'livechat', APP);
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toThrow('Unexpected error');
});

it('a cancel answered with no charge fails', async () => {
  const { token } = sessionUserOf(sandbox, 'owner');
  const charge = {
    id: 'rc_1',
    name: 'DripRay',
    price: 900,
    quantity: 1,
    months: 1,
    trial_days: 0,
    per_account: false,
    status: 'active',
  };
  server.use(
    http.get(`${API}/recurrent_charge/livechat`, () => HttpResponse.json([charge])),
    http.put(`${API}/recurrent_charge/livechat/:id/cancel`, () => HttpResponse.json({})),
  );
  const ids = await activeRecurrentCharges(API, token, 'livechat', APP);
  expect(ids).toEqual(['rc_1']);
  await expect(cancelRecurrentCharges(API, token, 'livechat', ids)).rejects.toThrow('Unexpected error');
});
