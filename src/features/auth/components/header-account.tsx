import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { media } from '../../../ui/theme';
import { usePending } from '../../../ui/use-pending';
import { prefetchSignIn } from '../session-actions-chunk';
import { useRequestSignIn } from '../use-request-sign-in';
import { useUserState } from '../use-user-state';
import { Area } from './account-area';

/**
 * The signed-in user's menu, in a chunk of its own: nobody is signed in while a page hydrates (the
 * server renders "Sign in"), and for a visitor nobody is after it either. It is asked for as soon
 * as a sign-in or a session's restore starts, beside its calls.
 */
const loadAccountMenu = () => import(/* webpackChunkName: "account-menu" */ './account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's account area, on every page: "Sign in", or the signed-in user's menu. Server-rendered
 * as the "Sign in" button and hydrated from the shell's file (site-header.tsx).
 */

export const SIGN_IN_LABEL = 'Sign in';

const SignInButton = styled.button`
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* No fading while busy: white on a faded blue falls to 4.1:1, under WCAG AA's 4.5:1. */
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    display: none;
  }
  /* Phones: a 44 px person icon, so the main navigation keeps one line; the name stays "Sign in". */
  ${media.mobile} {
    width: 44px;
    min-height: 44px;
    padding: 0;
    display: inline-grid;
    place-items: center;
    svg {
      display: block;
    }
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const PERSON_ICON = (
  <svg
    width="20"
    height="20"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="10" cy="6.5" r="3.5" />
    <path d="M3 18c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </svg>
);

export function HeaderAccount() {
  const requestSignIn = useRequestSignIn();
  const { status, initialized, user, productsError } = useUserState();
  const signInClicked = useRef(false);
  // Pressed, until the sign-in ends: it first tries the silent iframe (up to 2500 ms) before the
  // popup, and the press looked ignored meanwhile.
  const [signingIn, press] = usePending();
  const loggingIn = status === 'pending';
  useEffect(() => {
    if (loggingIn) void loadAccountMenu().catch(() => undefined);
  }, [loggingIn]);

  if (user) {
    return (
      <Suspense fallback={<SignInArea busy pressed={false} onPress={() => undefined} />}>
        <AccountMenu user={user} productsError={productsError} takeFocus={signInClicked.current} />
      </Suspense>
    );
  }
  return (
    <SignInArea
      busy={loggingIn || !initialized || signingIn}
      pressed={signingIn}
      onPress={() => {
        signInClicked.current = true;
        press(requestSignIn);
      }}
    />
  );
}

/** "Sign in", busy while the session is not known yet or the sign-in runs (pressed). */
function SignInArea({ busy, pressed, onPress }: { busy: boolean; pressed: boolean; onPress: () => void }) {
  return (
    <Area data-account={busy ? 'loading' : 'anonymous'}>
      <SignInButton
        type="button"
        aria-busy={busy}
        data-signing-in={pressed || undefined}
        onClick={onPress}
        onPointerEnter={prefetchSignIn}
        onFocus={prefetchSignIn}
      >
        {PERSON_ICON}
        <span className="label">{SIGN_IN_LABEL}</span>
      </SignInButton>
    </Area>
  );
}
