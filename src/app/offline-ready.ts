/**
 * Set on <html> when the service worker reports `activated` (§4): the pages opened are saved for
 * offline use from then on (the offline watch words its notice by it). Its own module: gatsby-browser
 * calls it, and the offline watch itself loads only after hydration.
 */
export const OFFLINE_READY = 'data-offline-ready';

export function serviceWorkerActivated(doc: Document = document): void {
  doc.documentElement.setAttribute(OFFLINE_READY, '');
}
