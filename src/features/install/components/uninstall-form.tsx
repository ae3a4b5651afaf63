import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { joinReasons, UNINSTALL_REASONS, type InstallTarget } from '../../../domain/install/install-actions';
import { selectInstallState } from '../install-selectors';
import { uninstallApp } from '../install-thunks';
import { Action } from './action-button';

const Form = styled.form`
  flex-basis: 100%;
  display: grid;
  gap: 8px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    display: grid;
    gap: 4px;
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
`;

/**
 * §4: why the app goes (reasons joined into one text; none is required, the call then sends an empty
 * one), then the uninstall itself.
 */
export function UninstallForm({
  target,
  onClose,
}: {
  target: InstallTarget & { clientId?: string | null };
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectInstallState(state).activity[target.appId] === 'uninstalling');
  const [picked, setPicked] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await dispatch(uninstallApp(target, joinReasons(picked, comment)))) onClose();
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Uninstall ${target.name}`}>
      <fieldset>
        <legend>Why are you uninstalling {target.name}? (optional)</legend>
        {UNINSTALL_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="checkbox"
              checked={picked.includes(reason)}
              onChange={(event) =>
                setPicked((now) => (event.target.checked ? [...now, reason] : now.filter((item) => item !== reason)))
              }
            />{' '}
            {reason}
          </label>
        ))}
        <label htmlFor={`${id}-comment`}>Anything else?</label>
        <textarea id={`${id}-comment`} value={comment} onChange={(event) => setComment(event.target.value)} rows={2} />
      </fieldset>
      <div className="buttons">
        <Action type="submit" disabled={busy}>
          {busy ? 'Uninstalling…' : 'Uninstall'}
        </Action>
        <Action type="button" onClick={onClose} disabled={busy}>
          Cancel
        </Action>
      </div>
    </Form>
  );
}
