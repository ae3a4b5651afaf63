import { recordExpertVisit } from '../../api-client/partners';
import { siteConfig } from '../../app/config';
import { selectSessionUser } from '../../app/session';
import type { AppStore } from '../../app/store';

/**
 * Records one visit of the expert's page (§7 POST partners/experts/visits) for the signed-in
 * user: at once, or when a session is restored or started while the page is open. The service
 * takes visits only with a token, so anonymous views record nothing. Failures are ignored
 * silently, as §7 says. Returns the unsubscribe.
 */
export function recordVisitOnce(store: AppStore, expertId: string, now: () => Date = () => new Date()): () => void {
  let done = false;
  const tryRecord = () => {
    const user = selectSessionUser(store.getState());
    if (done || !user) return;
    done = true;
    unsubscribe();
    recordExpertVisit(siteConfig.apiUrl, expertId, now(), user.token).catch(() => undefined);
  };
  const unsubscribe = store.subscribe(tryRecord);
  tryRecord();
  return unsubscribe;
}
