import { request } from './http';

/** Consent of an app's OAuth client on the accounts service (§7 "Accounts and consent"). */
export type ConsentCoverage = 'organization' | 'account';
interface ConsentStatus {
  client_id: string;
  coverage: ConsentCoverage;
  consented: boolean;
}

export function fetchConsentStatus(
  accountsUrl: string,
  token: string,
  clientId: string,
  coverage: ConsentCoverage,
): Promise<ConsentStatus> {
  return request<ConsentStatus>(accountsUrl, `/clients/${encodeURIComponent(clientId)}/consent/status?coverage=${coverage}`, {
    token,
  });
}

export function withdrawConsent(accountsUrl: string, token: string, clientId: string, coverage: ConsentCoverage): Promise<void> {
  return request<void>(accountsUrl, `/v2/clients/${encodeURIComponent(clientId)}/consent`, {
    method: 'DELETE',
    token,
    body: { coverage },
  });
}
