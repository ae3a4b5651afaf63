import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { AWAITING } from '../../../domain/site/messages';
import { selectInstallState, selectSessionKnown, selectSessionPending, selectSessionUser } from '../install-selectors';
import { notifyWhenAvailable } from '../install-thunks';
import { Button } from '../../../ui/button';
import { Action, ActionBox } from './action-button';

type Shown = 'idle' | 'failed' | 'sign-in';

/**
 * "Notify me" on an app that is not available yet (coming soon): `POST /awaiting_apps` for the
 * signed-in organization. A visitor signs in first, then the request is sent; a 401 ends the
 * session and asks to sign in again.
 */
export function NotifyMe({
  appId,
  placement,
  signIn,
  resume = false,
}: {
  appId: string;
  placement: 'card' | 'page';
  signIn: () => Promise<void>;
  /** The button was pressed before this chunk loaded: press it once the session is known. */
  resume?: boolean;
}) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const pending = useAppSelector(selectSessionPending);
  const resumed = useRef(resume);
  const noted = useAppSelector(selectInstallState).awaiting.includes(appId);
  const [shown, setShown] = useState<Shown>('idle');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const outcome = await dispatch(notifyWhenAvailable(appId));
    if (outcome === 'failed') setShown('failed');
    else if (outcome === 'unauthorized' || outcome === 'not-signed-in') setShown('sign-in');
    else setShown('idle');
  };

  const click = async () => {
    setBusy(true);
    try {
      if (!user) await signIn();
      await send();
    } finally {
      setBusy(false);
    }
  };

  // A session still being restored is awaited, so a signed-in user is not asked to sign in again.
  useEffect(() => {
    if (!resumed.current || !known || pending) return;
    resumed.current = false;
    if (!noted) void click();
  });

  if (noted) {
    return (
      <ActionBox>
        <Action type="button" disabled>
          {AWAITING.button}
        </Action>
        <p role="status">{AWAITING.noted}</p>
      </ActionBox>
    );
  }

  return (
    <ActionBox>
      <Button variant="primary" size="sm" pending={busy} onClick={() => void click()}>
        {AWAITING.button}
      </Button>
      {shown === 'failed' && <p role="alert">{AWAITING.failed}</p>}
      {shown === 'sign-in' && (placement === 'page' || !user) && <p role="status">{AWAITING.signIn}</p>}
    </ActionBox>
  );
}
