import { Button } from './button';
import { usePending } from './use-pending';

/**
 * An in-page "Sign in". Signing in first tries the silent iframe (up to 2500 ms) before the popup
 * opens, so without feedback a press looked ignored for seconds: the button shows it is working
 * (spinner, aria-busy, disabled against a second press) until the attempt ends, whatever its outcome.
 */
export function SignInButton({ signIn }: { signIn: () => Promise<unknown> }) {
  const [pending, press] = usePending();
  return (
    <Button variant="secondary" pending={pending} onClick={() => press(signIn)}>
      Sign in
    </Button>
  );
}
