import type { ReactNode } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { selectSessionKnown, selectSessionUser } from '../../../core/session';
import { LoadingPanel } from '../../../ui/loading-panel';
import { SignInPrompt } from '../../../ui/sign-in-prompt';
import { useHydrated } from '../../../ui/use-hydrated';
import { SESSION_HINT_ATTRIBUTE } from '../session-hint';

interface ClientOnlyShellProps {
  /** What the signed-in user would see here, e.g. "your cart". */
  area: string;
  signIn: () => Promise<unknown>;
  /** Said after the prompt's button, as the area's own prompt says it. */
  note?: ReactNode;
}

/**
 * The shell of a client-only route (cart, checkout) while its content's code loads. The server's
 * HTML, and the render that hydrates it, draw both the visitor's prompt to sign in and a loading
 * state, with no session- or URL-derived text for hydration to trip on; CSS shows the one the hint
 * the page's head sets before the first paint calls for (session-hint.ts). A visitor with no
 * session meets the prompt at once, the one the area shows once its code has run, instead of
 * "Loading…" until then. Once the page has hydrated (and on a page reached in the browser, where
 * no head script ran) the session in the store decides: the prompt only to a known visitor.
 */
export function ClientOnlyShell({ area, signIn, note }: ClientOnlyShellProps) {
  const hydrated = useHydrated();
  const visitor = useKnownVisitor();
  const prompt = (visitorOnly: boolean) => (
    <SignInPrompt area={area} signIn={signIn} data-visitor-only={visitorOnly ? '' : undefined}>
      {note}
    </SignInPrompt>
  );
  if (hydrated) return visitor ? prompt(false) : <LoadingPanel />;
  return (
    <>
      {prompt(true)}
      <LoadingPanel data-session-only="" />
    </>
  );
}

/**
 * The session is known and nobody is signed in. A client-only route keeps its shell for such a
 * visitor (the prompt is all the area shows them, and its code need not load): the prompt's button
 * stays the one the server drew, so a press on it made before hydration is replayed there, and its
 * working state is not lost to the area's own prompt replacing it.
 */
export function useKnownVisitor(): boolean {
  const known = useAppSelector(selectSessionKnown);
  const user = useAppSelector(selectSessionUser);
  return known && !user;
}

/** The CSS that shows the one of the shell's two states the hint calls for (gatsby-ssr.tsx puts it in the heads of the cart and the checkout). */
export const CLIENT_ONLY_SHELL_STYLE =
  `html[${SESSION_HINT_ATTRIBUTE}] [data-visitor-only]{display:none}` +
  `html:not([${SESSION_HINT_ATTRIBUTE}]) [data-session-only]{display:none}`;
