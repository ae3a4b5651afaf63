import type { ApiPayment } from './contract';

/** What a card needs of an app or service (the AppCardFields GraphQL fragment). */
export interface AppCardData {
  slug: string;
  name: string;
  icon: string;
  shortDescription: string;
  categoryName: string;
  isService: boolean;
  payment: ApiPayment | null;
  rate: number | null;
  votes: number;
  installations: number;
  compatibility: string[];
  underMaintenance: boolean;
  company: string;
}
