/**
 * Consents of OAuth clients (accounts origin, §7 "Accounts and consent"): an app's client gets the
 * organization's consent when the app is installed, and the uninstall withdraws it.
 */
export type ConsentCoverage = 'organization' | 'account';

export const CONSENT_COVERAGES: readonly ConsentCoverage[] = ['organization', 'account'];

export interface ConsentStatus {
  client_id: string;
  coverage: ConsentCoverage;
  consented: boolean;
}

export interface ConsentService {
  grant(organizationId: string, clientId: string, coverage?: ConsentCoverage): void;
  status(organizationId: string, clientId: string, coverage: ConsentCoverage): ConsentStatus;
  /** false: there was no consent to withdraw. */
  withdraw(organizationId: string, clientId: string, coverage: ConsentCoverage): boolean;
}

export const isCoverage = (value: unknown): value is ConsentCoverage =>
  typeof value === 'string' && (CONSENT_COVERAGES as readonly string[]).includes(value);

export function createConsentService(): ConsentService {
  const consents = new Set<string>();
  const key = (organizationId: string, clientId: string, coverage: ConsentCoverage) =>
    JSON.stringify([organizationId, clientId, coverage]);
  return {
    grant: (organizationId, clientId, coverage = 'organization') => void consents.add(key(organizationId, clientId, coverage)),
    status: (organizationId, clientId, coverage) => ({
      client_id: clientId,
      coverage,
      consented: consents.has(key(organizationId, clientId, coverage)),
    }),
    withdraw: (organizationId, clientId, coverage) => consents.delete(key(organizationId, clientId, coverage)),
  };
}
