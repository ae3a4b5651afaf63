/**
 * The charges this tab's checkout created (session storage). After a reload a pending one of them
 * is accepted and activated, as its Pay click meant; any other charge an address names (a link, an
 * external charge page) is only followed, never paid by opening a page.
 */
const KEY = 'marketplace_started_charges';
const MAX_KEPT = 20;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberStartedCharge(id: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...read().filter((kept) => kept !== id), id].slice(-MAX_KEPT)));
  } catch {
    // Storage refused (private mode, quota): a reload then only follows the charge.
  }
}

export const startedHere = (id: string): boolean => read().includes(id);
