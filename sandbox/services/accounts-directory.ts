import {
  SCOPES,
  type AccountProduct,
  type ApiAccount,
  type ApiLicenseProperties,
  type ApiSubscription,
  type LicenseRole,
  type Region,
} from '../../src/domain/auth/accounts-contract';

/**
 * The fixed people, organizations and licenses of the sandbox's accounts service. Every role and
 * case of spec §6 has an identity one can sign in as; the extra (non-sign-in) accounts of Acme give
 * the site's owner-list rules (admins only, suspended and inactive dropped, at most 3) real input.
 */

export type LicensedProduct = 'livechat' | 'helpdesk';

/** Someone the authorize page offers to sign in as. */
export interface DemoIdentity {
  /** Stable slug used by the authorize page's buttons and by tests. */
  id: string;
  /** Button text. */
  label: string;
  /** Role as shown on the page, e.g. 'Owner'. */
  role: string;
  /** Which case of §6 the identity exists for. */
  covers: string;
  account: ApiAccount;
  region: Region;
  scopes: readonly string[];
  /** '1' marks a ghost login (a support agent impersonating the account). */
  frenzied?: '1';
}

export interface DemoLicense {
  product: LicensedProduct;
  license_id: string;
  active: boolean;
  properties: ApiLicenseProperties;
  subscription: ApiSubscription;
}

export interface DemoOrganization {
  organization_id: string;
  name: string;
  region: Region;
  accounts: ApiAccount[];
  licenses: DemoLicense[];
}

export interface DemoDirectory {
  identities: DemoIdentity[];
  organizations: DemoOrganization[];
}

/** Scopes outside §3's rights table that real tokens carry, so scope-grouping code sees them too. */
const EVERYDAY_ADMIN_SCOPES = ['chats--all:rw', 'agents--all:rw', 'customers:rw', 'reports_read'];

export const OWNER_SCOPES: readonly string[] = [
  ...Object.values(SCOPES).filter((scope) => scope !== SCOPES.devPlatformAdmin),
  ...EVERYDAY_ADMIN_SCOPES,
];
export const DEVELOPER_SCOPES: readonly string[] = [...OWNER_SCOPES, SCOPES.devPlatformAdmin];
/** No billing--all:rw: in the help-desk product an administrator has no billing rights (§6). */
export const ADMINISTRATOR_SCOPES: readonly string[] = [
  SCOPES.billingManage,
  SCOPES.subscriptionManage,
  SCOPES.integrationsManage,
  SCOPES.hdIntegrationsManage,
  'chats--all:rw',
  'agents--all:rw',
];
export const AGENT_SCOPES: readonly string[] = ['chats--my:rw', 'agents--my:ro'];
export const VIEWER_SCOPES: readonly string[] = ['chats--all:ro', 'reports_read'];
export const MEMBER_SCOPES: readonly string[] = ['accounts--my:ro'];

interface AccountSpec {
  id: string;
  name: string;
  email: string;
  organization: string;
  roles: Partial<Record<AccountProduct, LicenseRole>>;
  active?: boolean;
  suspendedOn?: LicensedProduct;
}

function account(spec: AccountSpec): ApiAccount {
  const roles = (Object.entries(spec.roles) as Array<[AccountProduct, LicenseRole]>).map(([product, role]) => ({
    role_id: `${product}_${role}`,
    product,
    role,
  }));
  const properties: ApiAccount['properties'] = { active: spec.active ?? true };
  // Per-product properties exist only where the account works in the product.
  if (spec.roles.livechat) properties.livechat = { suspended: spec.suspendedOn === 'livechat' };
  if (spec.roles.helpdesk) properties.helpdesk = { suspended: spec.suspendedOn === 'helpdesk' };
  return { account_id: spec.id, name: spec.name, email: spec.email, organization_id: spec.organization, properties, roles };
}

const NO_CARD = null;

function subscription(overrides: Partial<ApiSubscription> & Pick<ApiSubscription, 'plan'>): ApiSubscription {
  return {
    has_card: false,
    subscribed: false,
    days_left: 0,
    trial: false,
    active: true,
    cancelled: false,
    cancelled_at: null,
    assigned: true,
    card_details: NO_CARD,
    ...overrides,
  };
}

function license(
  product: LicensedProduct,
  license_id: string,
  sub: ApiSubscription,
  partner_type: string | null = null,
): DemoLicense {
  return { product, license_id, active: sub.active, properties: { partner_type }, subscription: sub };
}

const ACME = 'org-acme';
const RESELLCO = 'org-resellco';
const IVY = 'org-ivy';
const CHAT_ONLY = 'org-chatonly';
const DESK_ONLY = 'org-deskonly';
/** Paid apps already installed in each §4 subscription status (services/subscription-demo.ts). */
export const SUBSCRIBER = 'org-subscriber';

/** The developer of catalogue apps: their organization id equals their developer id (§6: cannot buy own app). */
export interface DeveloperOrganization {
  id: string;
  name: string;
}

export function demoDirectory(developer: DeveloperOrganization): DemoDirectory {
  const acmeAdmins = { livechat: 'owner', helpdesk: 'owner', accounts: 'owner' } as const;
  const olivia = account({
    id: 'acc-olivia-owner',
    name: 'Olivia Owner',
    email: 'olivia.owner@acme.example',
    organization: ACME,
    roles: acmeAdmins,
  });
  const victor = account({
    id: 'acc-victor-vice',
    name: 'Victor Vice',
    email: 'victor.vice@acme.example',
    organization: ACME,
    roles: { livechat: 'viceowner', helpdesk: 'viceowner', accounts: 'member' },
  });
  const ada = account({
    id: 'acc-ada-admin',
    name: 'Ada Admin',
    email: 'ada.admin@acme.example',
    organization: ACME,
    roles: { livechat: 'administrator', helpdesk: 'administrator', accounts: 'member' },
  });
  const andy = account({
    id: 'acc-andy-agent',
    name: 'Andy Agent',
    email: 'andy.agent@acme.example',
    organization: ACME,
    roles: { livechat: 'normal', helpdesk: 'normal', accounts: 'member' },
  });
  const vera = account({
    id: 'acc-vera-viewer',
    name: 'Vera Viewer',
    email: 'vera.viewer@acme.example',
    organization: ACME,
    roles: { livechat: 'viewer', helpdesk: 'viewer', accounts: 'member' },
  });
  const milo = account({
    id: 'acc-milo-member',
    name: 'Milo Member',
    email: 'milo.member@acme.example',
    organization: ACME,
    roles: { accounts: 'member' },
  });
  const sam = account({
    id: 'acc-sam-suspended',
    name: 'Sam Suspended',
    email: 'sam.suspended@acme.example',
    organization: ACME,
    roles: { livechat: 'normal', helpdesk: 'normal', accounts: 'member' },
    suspendedOn: 'livechat',
  });
  const acmeOthers = [
    account({
      id: 'acc-vanessa-vice',
      name: 'Vanessa Vice',
      email: 'vanessa.vice@acme.example',
      organization: ACME,
      roles: { livechat: 'viceowner', helpdesk: 'viceowner', accounts: 'member' },
    }),
    account({
      id: 'acc-walter-vice',
      name: 'Walter Vice',
      email: 'walter.vice@acme.example',
      organization: ACME,
      roles: { livechat: 'viceowner', accounts: 'member' },
    }),
    account({
      id: 'acc-paula-paused',
      name: 'Paula Paused',
      email: 'paula.paused@acme.example',
      organization: ACME,
      roles: { livechat: 'viceowner', helpdesk: 'viceowner', accounts: 'member' },
      suspendedOn: 'livechat',
    }),
    account({
      id: 'acc-ian-invited',
      name: 'Ian Invited',
      email: 'ian.invited@acme.example',
      organization: ACME,
      roles: { livechat: 'administrator', helpdesk: 'administrator', accounts: 'member' },
      active: false,
    }),
  ];
  const owner = (id: string, name: string, email: string, organization: string, products: LicensedProduct[]) =>
    account({
      id,
      name,
      email,
      organization,
      roles: { ...Object.fromEntries(products.map((product) => [product, 'owner'])), accounts: 'owner' },
    });
  const rita = owner('acc-rita-reseller', 'Rita Reseller', 'rita@resellco.example', RESELLCO, ['livechat']);
  const dana = owner('acc-dana-developer', 'Dana Developer', `dana@${developer.id}.example`, developer.id, [
    'livechat',
    'helpdesk',
  ]);
  const ivy = owner('acc-ivy-inactive', 'Ivy Inactive', 'ivy@ivy.example', IVY, ['livechat', 'helpdesk']);
  const leo = owner('acc-leo-livechat', 'Leo LiveChat', 'leo@chatonly.example', CHAT_ONLY, ['livechat']);
  const hana = owner('acc-hana-helpdesk', 'Hana HelpDesk', 'hana@deskonly.example', DESK_ONLY, ['helpdesk']);
  const sue = owner('acc-sue-subscriber', 'Sue Subscriber', 'sue@subscriber.example', SUBSCRIBER, ['livechat']);

  const organizations: DemoOrganization[] = [
    {
      organization_id: ACME,
      name: 'Acme',
      region: 'dal',
      accounts: [olivia, victor, ada, andy, vera, milo, sam, ...acmeOthers],
      licenses: [
        license(
          'livechat',
          '11000001',
          subscription({
            plan: 'team',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'visa', first_six: '411111', last_four: '1111' },
          }),
        ),
        license('helpdesk', 'hd-acme-0001', subscription({ plan: 'business', trial: true, days_left: 9 })),
      ],
    },
    {
      organization_id: RESELLCO,
      name: 'ResellCo',
      region: 'fra',
      accounts: [rita],
      // A reseller's customers are invoiced: no card, and the license is not assigned to a payer.
      licenses: [
        license('livechat', '11000002', subscription({ plan: 'enterprise', subscribed: true, assigned: false }), 'reseller'),
      ],
    },
    {
      organization_id: developer.id,
      name: developer.name,
      region: 'fra',
      accounts: [dana],
      licenses: [
        license(
          'livechat',
          '11000003',
          subscription({
            plan: 'business',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'mastercard', first_six: '555555', last_four: '4444' },
          }),
        ),
        license(
          'helpdesk',
          'hd-dev-0001',
          subscription({
            plan: 'team',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'american_express', first_six: '378282', last_four: '0005' },
          }),
        ),
      ],
    },
    {
      organization_id: IVY,
      name: 'Ivy & Co',
      region: 'dal',
      accounts: [ivy],
      licenses: [
        license(
          'livechat',
          '11000004',
          subscription({
            plan: 'starter',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'master', first_six: '222300', last_four: '0023' },
          }),
        ),
        license(
          'helpdesk',
          'hd-ivy-0001',
          subscription({ plan: 'team', active: false, cancelled: true, cancelled_at: '2025-01-31T12:00:00Z' }),
        ),
      ],
    },
    {
      organization_id: CHAT_ONLY,
      name: 'ChatOnly',
      region: 'fra-a',
      accounts: [leo],
      licenses: [license('livechat', '11000005', subscription({ plan: 'starter', trial: true, days_left: 14 }))],
    },
    {
      organization_id: DESK_ONLY,
      name: 'DeskOnly',
      region: 'fra-b',
      accounts: [hana],
      licenses: [
        license(
          'helpdesk',
          'hd-deskonly-0001',
          subscription({
            plan: 'team',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'visa', first_six: '400000', last_four: '0077' },
          }),
        ),
      ],
    },
    {
      organization_id: SUBSCRIBER,
      name: 'SubscribeCo',
      region: 'dal',
      accounts: [sue],
      licenses: [
        license(
          'livechat',
          '11000006',
          subscription({
            plan: 'team',
            has_card: true,
            subscribed: true,
            card_details: { card_type: 'visa', first_six: '424242', last_four: '4242' },
          }),
        ),
      ],
    },
  ];

  const identities: DemoIdentity[] = [
    {
      id: 'owner',
      label: 'Olivia Owner',
      role: 'Owner',
      covers: 'Owner of both licenses: installs, buys, manages billing.',
      account: olivia,
      region: 'dal',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'viceowner',
      label: 'Victor Vice',
      role: 'Vice owner',
      covers: 'Vice owner: counts as an admin.',
      account: victor,
      region: 'dal',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'administrator',
      label: 'Ada Admin',
      role: 'Administrator',
      covers: 'Administrator: billing and integrations, but no billing--all:rw (no help-desk billing).',
      account: ada,
      region: 'dal',
      scopes: ADMINISTRATOR_SCOPES,
    },
    {
      id: 'agent',
      label: 'Andy Agent',
      role: 'Agent',
      covers: 'Agent (normal): no install rights, can request access.',
      account: andy,
      region: 'dal',
      scopes: AGENT_SCOPES,
    },
    {
      id: 'viewer',
      label: 'Vera Viewer',
      role: 'Viewer',
      covers: 'Viewer: read-only, no install rights.',
      account: vera,
      region: 'dal',
      scopes: VIEWER_SCOPES,
    },
    {
      id: 'member',
      label: 'Milo Member',
      role: 'Member (accounts only)',
      covers: 'Member of the organization with no product role.',
      account: milo,
      region: 'dal',
      scopes: MEMBER_SCOPES,
    },
    {
      id: 'suspended',
      label: 'Sam Suspended',
      role: 'Agent, suspended in LiveChat',
      covers: 'Suspended agent.',
      account: sam,
      region: 'dal',
      scopes: AGENT_SCOPES,
    },
    {
      id: 'ghost',
      label: 'Support agent signed in as Olivia Owner',
      role: 'Owner (ghost login)',
      covers: 'Ghost login: the site shows its banner.',
      account: olivia,
      region: 'dal',
      scopes: OWNER_SCOPES,
      frenzied: '1',
    },
    {
      id: 'reseller',
      label: 'Rita Reseller',
      role: 'Owner, reseller license',
      covers: 'Reseller (license partner_type reseller).',
      account: rita,
      region: 'fra',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'developer',
      label: 'Dana Developer',
      role: 'Owner, app developer',
      covers: `Developer of ${developer.name}'s catalogue apps: cannot buy their own app.`,
      account: dana,
      region: 'fra',
      scopes: DEVELOPER_SCOPES,
    },
    {
      id: 'inactive-license',
      label: 'Ivy Inactive',
      role: 'Owner',
      covers: 'HelpDesk license present but inactive (cancelled).',
      account: ivy,
      region: 'dal',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'livechat-only',
      label: 'Leo LiveChat',
      role: 'Owner',
      covers: 'Only a LiveChat license.',
      account: leo,
      region: 'fra-a',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'helpdesk-only',
      label: 'Hana HelpDesk',
      role: 'Owner',
      covers: 'Only a HelpDesk license.',
      account: hana,
      region: 'fra-b',
      scopes: OWNER_SCOPES,
    },
    {
      id: 'subscriber',
      label: 'Sue Subscriber',
      role: 'Owner',
      covers: 'Paid apps already installed, one per subscription status (§4): active, cancelled, no plan assigned.',
      account: sue,
      region: 'dal',
      scopes: OWNER_SCOPES,
    },
  ];

  return { identities, organizations };
}
