import { siteConfig } from '../core/config';
import { installFactsOf, installVerdict, licenseStatus, type InstallInput } from '../domain/auth/roles';
import type { SessionUser } from '../domain/auth/session-user';
import { checkoutVerdict } from '../domain/billing/checkout';
import { cartBuyRefusals } from '../domain/cart/cart-rights';
import { uninstallVerdict } from '../domain/install/uninstall-verdict';
import { sessionUserOf, withTestSandbox } from '../testing/sandbox-test-kit';
import { DEMO_IDENTITIES } from '../../sandbox/handlers/handler-test-token';

/**
 * The permission table of §5 and §6: for every identity of the sandbox and every action, whether the
 * site offers it (the rule the page and the thunk ask before their first call) and what the server
 * answers when the call is forced anyway. The two must agree: the site never offers what the server
 * refuses, and a client that skips the site's steps gets no further than the site would let it.
 */
const sandbox = withTestSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');

const IDENTITIES = DEMO_IDENTITIES.map(([identity]) => identity);

const CIRCLY = '91ce3c9669a87071c46e794f'; // free live-chat app
const DRIPRAY = '0a291b6456e804fd302cd2a9'; // paid live-chat app, plan dripray-standard
const PAGIO = '50824c495c18f62f51082483'; // paid live-chat app (one-time), bought through the cart here

const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

function inputOf(user: SessionUser, appId: string): InstallInput {
  const app = sandbox.services.catalogue.published().find((item) => item.id === appId)!;
  return {
    user: { accountId: user.accountId, organizationId: user.organizationId, permissions: user.permissions, roles: user.roles },
    product: 'livechat',
    license: licenseStatus(user.products, 'livechat'),
    currentPlan: null,
    app: installFactsOf(app),
  };
}

/** The paid app installed for the identity's organization against a settled charge of its price. */
function paidAppInstalledFor(organizationId: string) {
  sandbox.services.billing.recordCartCharge(organizationId, {
    kind: 'recurrent_charge',
    product: 'livechat',
    appId: DRIPRAY,
    name: 'DripRay',
    price: 900,
    quantity: 1,
    perAccount: false,
    months: 1,
    trialDays: 0,
  });
  sandbox.services.applications.recordInstall(organizationId, DRIPRAY);
}

/** Adds the app (anyone may fill a cart, §4), then starts the checkout: the step rights decide. */
async function cartCheckout(id: string, token: string): Promise<number> {
  expect((await call('PATCH', `/products-carts/${id}/applications/${PAGIO}`, token)).status).toBe(200);
  const started = await call('PATCH', `/products-carts/${id}/checkout`, token);
  return started.status;
}

type Row = { offered: boolean; server: number };
type Table = Record<string, Record<'install' | 'uninstallPaid' | 'buy' | 'buyCart', Row>>;

async function tableRow(identity: string): Promise<Table[string]> {
  const user = sessionUserOf(sandbox, identity);
  const token = user.token;

  const install = {
    offered: installVerdict(inputOf(user, CIRCLY)).allowed,
    server: (await call('PUT', `/applications/${CIRCLY}/install`, token)).status,
  };

  const buy = {
    offered: checkoutVerdict({ ...inputOf(user, DRIPRAY), product: 'livechat' }).allowed,
    server: (await call('POST', `/applications/${DRIPRAY}/create-charge`, token, { plan_id: 'dripray-standard' })).status,
  };

  const created = await call('POST', '/products-carts', token);
  const cart = (await created.json()) as { id?: string };
  const buyCart = {
    offered: cartBuyRefusals(user.permissions, [{ product: 'livechat' }]).length === 0,
    server: cart.id ? await cartCheckout(cart.id, token) : created.status,
  };
  paidAppInstalledFor(user.organizationId);
  const uninstallPaid = {
    offered: uninstallVerdict({ ...inputOf(user, DRIPRAY), app: { ...inputOf(user, DRIPRAY).app, paid: true } }).allowed,
    server: (await call('DELETE', `/applications/${DRIPRAY}/install`, token, { reason: 'Other' })).status,
  };

  return { install, uninstallPaid, buy, buyCart };
}

/**
 * Offered by the site (yes/no) and the server's status when forced: a free app's install, a paid
 * app's uninstall (it cancels the plan), buying a paid app at checkout, starting a cart's checkout.
 * The reseller, the developer (not their own app) and the inactive HelpDesk license may start each
 * of these: their purchases fail later, with §8's product notes. A HelpDesk-only organization may
 * fill and check out a cart of LiveChat apps; the purchase says 'Was not installed, please activate
 * LiveChat first'.
 */
const TABLE: Record<string, Record<string, string>> = {
  owner: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  viceowner: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  administrator: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  agent: { install: 'no 403', uninstallPaid: 'no 403', buy: 'no 403', buyCart: 'no 403' },
  viewer: { install: 'no 403', uninstallPaid: 'no 403', buy: 'no 403', buyCart: 'no 403' },
  member: { install: 'no 403', uninstallPaid: 'no 403', buy: 'no 403', buyCart: 'no 403' },
  suspended: { install: 'no 403', uninstallPaid: 'no 403', buy: 'no 403', buyCart: 'no 403' },
  ghost: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  reseller: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  developer: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  'inactive-license': { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  'livechat-only': { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
  'helpdesk-only': { install: 'no 422', uninstallPaid: 'no 422', buy: 'no 422', buyCart: 'yes 200' },
  subscriber: { install: 'yes 200', uninstallPaid: 'yes 204', buy: 'yes 201', buyCart: 'yes 200' },
};

describe('the permission table (§5, §6): offered by the site ⇔ accepted by the server', () => {
  it.each(IDENTITIES)('%s', async (identity) => {
    const row = await tableRow(identity);
    const shown = Object.fromEntries(
      Object.entries(row).map(([action, cell]) => [action, `${cell.offered ? 'yes' : 'no'} ${cell.server}`]),
    );
    expect(shown).toEqual(TABLE[identity]);
    for (const [action, { offered, server }] of Object.entries(row)) {
      const accepted = server >= 200 && server < 300;
      expect({ identity, action, offered, accepted, server }).toEqual({ identity, action, offered: accepted, accepted, server });
    }
  });
});
