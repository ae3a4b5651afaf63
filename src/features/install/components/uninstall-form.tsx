import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { joinReasons, UNINSTALL_REASONS, type InstallTarget } from '../../../domain/install/install-actions';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Checkbox, ChoiceLabel, Textarea } from '../../../ui/form-controls';
import { selectInstallState } from '../install-selectors';
import { uninstallApp } from '../install-thunks';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  fieldset {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px ${theme.space.lg}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    display: grid;
    gap: ${({ theme }) => theme.space.sm}px;
  }
  legend {
    padding: 0 ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.type.weight.semibold};
  }
  .comment {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm}px;
  }
`;

type Target = InstallTarget & { clientId?: string | null };

/**
 * §4: why the app goes (reasons joined into one text; none is required, the call then sends an empty
 * one), then the uninstall itself.
 */
export function UninstallForm({ target, onClose }: { target: Target; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectInstallState(state).activity[target.appId] === 'uninstalling');
  const [picked, setPicked] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const id = useId();

  const submitButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await dispatch(uninstallApp(target, joinReasons(picked, comment)))) onClose();
    // Failed: the dialog stays with what was picked. The button, disabled while busy, had dropped
    // the focus to the page's body, outside the dialog: it gets it back, for another try or Cancel.
    // (In the next frame: by then the button is enabled again.)
    else
      requestAnimationFrame(() => {
        const button = submitButton.current;
        if (button && !button.form?.contains(document.activeElement)) button.focus();
      });
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Uninstall ${target.name}`}>
      <fieldset>
        <legend>Why are you uninstalling {target.name}? (optional)</legend>
        {UNINSTALL_REASONS.map((reason, index) => (
          <ChoiceLabel key={reason}>
            <Checkbox
              // The dialog moves focus here rather than to its close button.
              data-autofocus={index === 0 ? true : undefined}
              checked={picked.includes(reason)}
              onChange={(event) =>
                setPicked((now) => (event.target.checked ? [...now, reason] : now.filter((item) => item !== reason)))
              }
            />
            {reason}
          </ChoiceLabel>
        ))}
        <div className="comment">
          <label htmlFor={`${id}-comment`}>Anything else?</label>
          <Textarea id={`${id}-comment`} value={comment} onChange={(event) => setComment(event.target.value)} rows={2} />
        </div>
      </fieldset>
      <div className="buttons">
        <Button ref={submitButton} type="submit" variant="danger" pending={busy}>
          {busy ? 'Uninstalling…' : 'Uninstall'}
        </Button>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** The uninstall form in a modal dialog: focus moves in, Esc or Close cancel, focus returns to the opener. */
export function UninstallDialog({
  open,
  target,
  onClose,
  returnFocus,
}: {
  open: boolean;
  target: Target;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const busy = useAppSelector((state) => selectInstallState(state).activity[target.appId] === 'uninstalling');
  return (
    <Dialog open={open} title={`Uninstall ${target.name}`} onClose={onClose} closeDisabled={busy} returnFocus={returnFocus}>
      <UninstallForm target={target} onClose={onClose} />
    </Dialog>
  );
}
