import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonCss, type ButtonStyleProps } from './button-styles';

const Box = styled.dialog`
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  padding: ${({ theme }) => theme.space.xl}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 40px rgba(27, 27, 32, 0.25);
  &::backdrop {
    background: rgba(27, 27, 32, 0.55);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.size.xl};
  }
`;

const Close = styled.button.attrs<ButtonStyleProps>({ type: 'button', $variant: 'quiet' })`
  ${buttonCss}
  flex: none;
  min-height: 44px;
  width: 44px;
  padding: 0;
  font-size: 1.5rem;
  line-height: 1;
`;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Rendered (and shown modal) only while open. */
  open: boolean;
  /** The heading the dialog is labelled by. */
  title: ReactNode;
  /** Asked by Esc and the close button; the owner closes it by setting `open` false. */
  onClose: () => void;
  /** Esc and the close button do nothing meanwhile (an action in flight). */
  closeDisabled?: boolean;
  /** Where focus goes once closed; by default the element focused when it opened (its opener). */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser moves focus in, keeps it
 * there (the page behind is inert) and turns Esc into a cancel event, which asks the owner to
 * close. Focus goes back to the opener on close. Without showModal (jsdom, old browsers) it is
 * shown open, focus is moved in, and Esc is handled by a key listener.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, closeDisabled = false, returnFocus, children }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest props, for listeners registered once.
  const latest = useRef({ onClose, closeDisabled, returnFocus });
  latest.current = { onClose, closeDisabled, returnFocus };
  const native = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    native.current = typeof dialog.showModal === 'function';
    if (native.current) {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // The form's own first control rather than the close button, where one is marked.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (native.current ? null : dialog.querySelector<HTMLElement>(FOCUSABLE));
    first?.focus();
    // Esc: the browser's cancel would close the dialog behind React's back; the owner decides.
    const cancel = (event: Event) => {
      event.preventDefault();
      if (!latest.current.closeDisabled) latest.current.onClose();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (native.current && dialog.open) dialog.close();
      const target = latest.current.returnFocus?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || native.current) return;
        event.stopPropagation();
        if (!closeDisabled) onClose();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close aria-label="Close" onClick={onClose} disabled={closeDisabled}>
          <span aria-hidden="true">×</span>
        </Close>
      </Head>
      {children}
    </Box>
  );
}
