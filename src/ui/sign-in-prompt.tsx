import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { AreaPanel } from './area-panel';
import { Lead, PageTitle } from './primitives';
import { SignInButton } from './sign-in-button';

type SignInPromptProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Completes "to see …": "your cart". */
  area: string;
  signIn: () => Promise<unknown>;
  /** Said after the button (a note that may only show once the page has hydrated goes here: nothing above it moves). */
  children?: ReactNode;
};

/**
 * What a signed-out visitor meets in a signed-in area (the cart, a checkout, own and embedded apps):
 * one prompt everywhere, and the same before hydration (the client-only shell draws it from the
 * server's HTML) as after, so that nothing moves when the page's code takes over.
 */
export function SignInPrompt({ area, signIn, children, ...panel }: SignInPromptProps) {
  return (
    <AreaPanel aria-labelledby="sign-in-title" {...panel}>
      <PageTitle id="sign-in-title">Sign in to continue</PageTitle>
      <Lead>Sign in with your LiveChat or HelpDesk account to see {area}.</Lead>
      <SignInButton signIn={signIn} />
      {children}
    </AreaPanel>
  );
}
