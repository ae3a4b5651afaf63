/** What the cart page asks of a signed-out visitor: sign in, and how many apps this browser keeps for the cart. */
import { SignInPrompt } from '../../../ui/sign-in-prompt';
import { readGuestCart } from '../guest-cart';

/** Shown once the session is known to be signed out: the prompt the page's shell drew before hydration, and the apps saved here. */
export function CartSignInPrompt({ signIn }: { signIn: () => Promise<unknown> }) {
  const saved = readGuestCart().length;
  return (
    <SignInPrompt area="your cart" signIn={signIn}>
      {saved > 0 && (
        <p data-saved-apps>
          {saved} {saved === 1 ? 'app is' : 'apps are'} saved in this browser: they join your cart when you sign in.
        </p>
      )}
    </SignInPrompt>
  );
}
