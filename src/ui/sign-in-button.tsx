import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './button';

/**
 * An in-page "Sign in". Signing in first tries the silent iframe (up to 2500 ms) before the popup
 * opens, so without feedback a press looked ignored for seconds: the button shows it is working
 * (spinner, aria-busy, disabled against a second press) until the attempt ends, whatever its outcome.
 */
export function SignInButton({ signIn }: { signIn: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const press = useCallback(() => {
    setPending(true);
    void signIn()
      .catch(() => undefined)
      .finally(() => {
        if (mounted.current) setPending(false);
      });
  }, [signIn]);
  return (
    <Button variant="secondary" pending={pending} onClick={press}>
      Sign in
    </Button>
  );
}
