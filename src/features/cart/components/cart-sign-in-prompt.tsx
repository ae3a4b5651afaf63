/** What the cart page asks of a signed-out visitor: sign in, and how many apps this browser keeps for the cart. */
import { SignInPrompt } from '../../../ui/sign-in-prompt';
import { SavedAppsNote } from './saved-apps-note';

/** Shown once the session is known to be signed out (the cart route shows the same with its shell before the cart's code loads). */
export function CartSignInPrompt({ signIn }: { signIn: () => Promise<unknown> }) {
  return (
    <SignInPrompt area="your cart" signIn={signIn}>
      <SavedAppsNote />
    </SignInPrompt>
  );
}
