import type { ApiPartnerCampaign, ApiPartnerReview } from '../../domain/catalogue/contract';

export interface PartnerCardData {
  slug: string;
  name: string;
  logo: string;
  shortDescription: string;
  country: string;
  recommended: boolean;
  rate: number;
  votes: number;
  services: string[];
}

export interface PartnerData extends PartnerCardData {
  partnerId: string;
  company: string;
  /** Sanitised at build time. */
  description: string;
  website: string;
  languages: string[];
  products: string[];
  reviews: ApiPartnerReview[];
  campaign: ApiPartnerCampaign | null;
  since: string;
}

/** What a partner page shows once it has read its expert (use-partner-follow.ts). */
export type PartnerShown = { kind: 'listed'; partner: PartnerData } | { kind: 'gone' };

/** Human names of the service types (§1). */
export const SERVICE_TYPE_LABELS: Record<string, string> = {
  training: 'Training',
  chatbot_building: 'Chatbot building',
  chat_agent_outsourcing: 'Chat agent outsourcing',
  custom_development: 'Custom development',
  product_implementation: 'Product implementation',
  other: 'Other',
};
