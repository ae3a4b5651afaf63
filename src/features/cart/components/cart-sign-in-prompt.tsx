/** What the cart page asks of a signed-out visitor: sign in, and how many apps this browser keeps for the cart. */
import { SignInButton } from '../../../ui/sign-in-button';
import { readGuestCart } from '../guest-cart';

/** Shown once the session is known to be signed out. */
export function CartSignInPrompt({ signIn }: { signIn: () => Promise<unknown> }) {
  const saved = readGuestCart().length;
  return (
    <>
      <p>Sign in with your LiveChat or HelpDesk account to see your cart.</p>
      {saved > 0 && (
        <p data-saved-apps>
          {saved} {saved === 1 ? 'app is' : 'apps are'} saved in this browser: they join your cart when you sign in.
        </p>
      )}
      <SignInButton signIn={signIn} />
    </>
  );
}
