import { recordExpertVisit } from '../../api-client/partners';
import { siteConfig } from '../../core/config';

/**
 * Records one view of an expert's page (§7 POST partners/experts/visits), for any visitor: the
 * endpoint needs no login (§6), the bearer token goes along when the user has one (§7), null
 * otherwise. Its failures are ignored silently, as §7 says: this never rejects, shows nothing and
 * stores nothing.
 */
export async function recordVisit(expertId: string, token: string | null, now: () => Date = () => new Date()): Promise<void> {
  try {
    await recordExpertVisit(siteConfig.apiUrl, expertId, now(), token);
  } catch {
    // Silent by design (§7).
  }
}
