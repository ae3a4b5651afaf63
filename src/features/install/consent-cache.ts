import { fetchConsentStatus, type ConsentCoverage } from '../../api-client/consent';
import { CONSENT_CACHE_MS } from '../../domain/install/install-actions';

/** §9: consent status answers are kept 300 s per token, client and coverage. */
const cache = new Map<string, { at: number; consented: boolean }>();
const keyOf = (token: string, clientId: string, coverage: ConsentCoverage) => JSON.stringify([token, clientId, coverage]);

export async function consentGiven(
  accountsUrl: string,
  token: string,
  clientId: string,
  coverage: ConsentCoverage,
  now: () => number = Date.now,
): Promise<boolean> {
  const key = keyOf(token, clientId, coverage);
  const hit = cache.get(key);
  if (hit && now() - hit.at < CONSENT_CACHE_MS) return hit.consented;
  const { consented } = await fetchConsentStatus(accountsUrl, token, clientId, coverage);
  cache.set(key, { at: now(), consented });
  return consented;
}

/** After a withdrawal the cached answer is wrong: forget it. */
export function forgetConsent(token: string, clientId: string, coverage: ConsentCoverage): void {
  cache.delete(keyOf(token, clientId, coverage));
}

export function clearConsentCache(): void {
  cache.clear();
}
