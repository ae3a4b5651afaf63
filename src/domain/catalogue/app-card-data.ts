import type { ApiPayment } from './contract';
import type { DiscountProps } from '../pricing/price-summary';

/** What a card needs of an app or service (the AppCardFields GraphQL fragment). */
export interface AppCardData {
  slug: string;
  name: string;
  icon: string;
  shortDescription: string;
  categoryName: string;
  isService: boolean;
  payment: ApiPayment | null;
  /** Only the discount keys are read (§5). */
  customProps?: DiscountProps;
  /** Whether the time-limited discount was active when the site was built. */
  discountActive?: boolean;
  rate: number | null;
  votes: number;
  installations: number;
  compatibility: string[];
  underMaintenance: boolean;
  company: string;
  /** For the install action (optional: cards built from the listing index do not carry them). */
  appId?: string;
  /** The app's host product (livechat, helpdesk): whose license, roles and plan its install counts. */
  product?: string;
  installable?: boolean;
  developerId?: string;
  plan?: string | null;
  designation?: string | null;
  widgetId?: string | null;
  placements?: string[];
}
