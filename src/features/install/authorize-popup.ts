import { AUTHORIZE_POPUP, authorizePopupFeatures } from '../../domain/install/authorize-popup';

export type PopupEnd = 'closed' | 'blocked';

/** The authorization window of an install: its end, and the page's hold on it. */
export interface ConsentWindow {
  /** Resolves when the window is closed (polled every 1000 ms, §9), or at once with 'blocked'. */
  ended: Promise<PopupEnd>;
  /** Sends the window to the authorize address once it is known (a card learns its app's client first). */
  go(url: string): void;
  /** The buyer cancelled from the page (or the app turned out to need no consent): the window goes. */
  close(): void;
}

/**
 * Opens the authorization popup (500 × 700), at `url` or blank until go() names it. Must be called
 * within the click (user activation), before any await. The code the popup ends with is not read
 * nor exchanged: the site relies on the consent status (why: appAuthorizeUrl in
 * src/domain/install/authorize-popup.ts).
 */
export function openConsentWindow(url: string | null, win: Window = window): ConsentWindow {
  const popup = win.open(url ?? 'about:blank', 'marketplace-authorize', authorizePopupFeatures(win));
  if (!popup) return { ended: Promise.resolve('blocked'), go: () => undefined, close: () => undefined };
  const ended = new Promise<PopupEnd>((resolve) => {
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      resolve('closed');
    }, AUTHORIZE_POPUP.pollMs);
  });
  return {
    ended,
    go: (next) => {
      if (!popup.closed) popup.location.href = next;
    },
    close: () => popup.close(),
  };
}

/** The popup at `url`, resolving when it is closed or blocked. */
export function openAuthorizePopup(url: string, win: Window = window): Promise<PopupEnd> {
  return openConsentWindow(url, win).ended;
}
