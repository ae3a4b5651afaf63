import type { ApiAccount, LicenseRole } from '../auth/accounts-contract';
import type { InstallInput } from '../auth/roles';
import type { Product } from '../catalogue/contract';
import { uninstallVerdict } from './uninstall-verdict';

const account = (id: string, roles: Array<[Product, LicenseRole]>): ApiAccount => ({
  account_id: id,
  name: id,
  email: `${id}@example.com`,
  organization_id: 'org-1',
  properties: { active: true, livechat: { suspended: false }, helpdesk: { suspended: false } },
  roles: roles.map(([product, role], index) => ({ role_id: `${id}-${index}`, product, role })),
});

const accounts = [
  account('owner', [
    ['livechat', 'owner'],
    ['helpdesk', 'owner'],
  ]),
  account('agent', [
    ['livechat', 'normal'],
    ['helpdesk', 'normal'],
  ]),
  account('admin', [['livechat', 'administrator']]),
];

const app = (paid: boolean): InstallInput['app'] => ({
  installable: true,
  plan: null,
  onlyOwnerCanInstall: false,
  developerId: 'dev-7',
  paid,
});

const input = (accountId: string, permissions: string[], paid: boolean, product: Product = 'livechat'): InstallInput => ({
  user: { accountId, organizationId: 'org-1', permissions, accounts },
  product,
  license: 'active',
  currentPlan: null,
  app: app(paid),
});

describe('uninstall verdict (§4 Uninstall, §6)', () => {
  it('lets the owner uninstall a free or a paid app', () => {
    expect(uninstallVerdict(input('owner', ['billing_manage'], false))).toEqual({ allowed: true });
    expect(uninstallVerdict(input('owner', ['billing_manage'], true))).toEqual({ allowed: true });
  });

  it('refuses an agent, in uninstall words, naming the owners to contact', () => {
    expect(uninstallVerdict(input('agent', [], false))).toMatchObject({
      allowed: false,
      reason: 'no-install-rights',
      message: 'To uninstall contact the owner of the LiveChat license.',
      contacts: [expect.objectContaining({ account_id: 'owner' })],
    });
  });

  it("refuses a paid app's uninstall to integration rights without billing rights: it would cancel the plan", () => {
    expect(uninstallVerdict(input('admin', ['integrations_manage'], false))).toEqual({ allowed: true });
    expect(uninstallVerdict(input('admin', ['integrations_manage'], true))).toMatchObject({
      allowed: false,
      message: "Uninstalling cancels this app's paid plan. To uninstall contact the owner of the LiveChat license.",
    });
    expect(uninstallVerdict(input('admin', ['integrations_manage', 'billing_admin'], true))).toEqual({ allowed: true });
  });

  it('counts only billing--all:rw as billing rights in the help-desk product', () => {
    const helpdesk = (permissions: string[]) => uninstallVerdict(input('owner', permissions, true, 'helpdesk'));
    expect(helpdesk(['billing_manage'])).toMatchObject({ allowed: false });
    expect(helpdesk(['billing--all:rw'])).toEqual({ allowed: true });
  });

  it('ignores the plan floor: an organization below the plan can still remove the app', () => {
    expect(
      uninstallVerdict({ ...input('owner', ['billing_manage'], false), app: { ...app(false), plan: 'enterprise' } }),
    ).toEqual({
      allowed: true,
    });
  });

  it('refuses a visitor', () => {
    expect(uninstallVerdict({ ...input('owner', [], false), user: null })).toMatchObject({
      allowed: false,
      reason: 'not-signed-in',
    });
  });
});
