import { fetchPartner } from '../../api-client/partners';
import { ApiError } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import { followPartner } from '../../domain/catalogue/partner-follow';
import type { PartnerData, PartnerShown } from './partner-data';

/** One read of the expert: what to show now, or null to keep what is shown (a failed read). */
export async function readPartner(built: PartnerData): Promise<PartnerShown | null> {
  try {
    const next = followPartner(built, built.partnerId, await fetchPartner(siteConfig.apiUrl, built.partnerId));
    return 'gone' in next ? { kind: 'gone' } : { kind: 'listed', partner: next };
  } catch (error) {
    return error instanceof ApiError && error.kind === 'not-found' ? { kind: 'gone' } : null;
  }
}
