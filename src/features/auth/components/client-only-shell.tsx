import type { ReactNode } from 'react';
import { LoadingPanel } from '../../../ui/loading-panel';
import { SignInPrompt } from '../../../ui/sign-in-prompt';
import { SESSION_HINT_ATTRIBUTE } from '../session-hint';

/** The loading state of a client-only area while its page's code loads. */
export const ClientOnlyLoading = LoadingPanel;

interface ClientOnlyShellProps {
  /** What the signed-in user would see here, e.g. "your cart". */
  area: string;
  signIn: () => Promise<unknown>;
  /** Said after the prompt's button, as the area's own prompt says it. */
  note?: ReactNode;
}

/**
 * The shell of a client-only route (cart, checkout), what the server's HTML draws and the first
 * client render repeats (no session- or URL-derived text for hydration to trip on): both the
 * visitor's prompt to sign in and a loading state. Which one shows is CSS's choice, from the hint
 * the page's head sets before the first paint (session-hint.ts): a visitor with no session sees
 * the prompt at once, the one the area shows once its code has run, instead of "Loading…" until then.
 */
export function ClientOnlyShell({ area, signIn, note }: ClientOnlyShellProps) {
  return (
    <>
      <SignInPrompt area={area} signIn={signIn} data-visitor-only="">
        {note}
      </SignInPrompt>
      <LoadingPanel data-session-only="" />
    </>
  );
}

/** The CSS that shows the one of the shell's two states the hint calls for (gatsby-ssr.tsx puts it in every head). */
export const CLIENT_ONLY_SHELL_STYLE =
  `html[${SESSION_HINT_ATTRIBUTE}] [data-visitor-only]{display:none}` +
  `html:not([${SESSION_HINT_ATTRIBUTE}]) [data-session-only]{display:none}`;
