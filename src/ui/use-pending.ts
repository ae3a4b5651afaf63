import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A press that starts slow work (a sign-in tries the silent iframe, up to 2500 ms, before the popup)
 * shows it was taken until the work ends, whatever its outcome, and a second press meanwhile starts
 * nothing. Returns whether it is pending and the press: `press(work)` runs `work` unless it already
 * runs.
 */
export function usePending(): [boolean, (work: () => Promise<unknown>) => void] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const press = useCallback((work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    void work()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        if (mounted.current) setPending(false);
      });
  }, []);
  return [pending, press];
}
