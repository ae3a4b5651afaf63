import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Dialog } from './dialog';
import { theme } from './theme';

function Page({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Uninstall
      </button>
      <Dialog open={open} title="Uninstall Circly Assist" onClose={() => setOpen(false)} closeDisabled={busy}>
        <label>
          <input type="checkbox" data-autofocus /> Too expensive
        </label>
        <button type="button">Confirm</button>
      </Dialog>
    </ThemeProvider>
  );
}

/**
 * jsdom has no HTMLDialogElement.showModal: a minimal stand-in (open, and Esc as the browser's
 * cancel event) runs the component's native path; the other tests run its fallback.
 */
function polyfillShowModal() {
  const proto = HTMLDialogElement.prototype as unknown as { showModal?: () => void; close: () => void };
  const close = Object.getOwnPropertyDescriptor(proto, 'close');
  const onEscape = (event: KeyboardEvent) => {
    const dialog = document.querySelector('dialog[open]');
    if (event.key === 'Escape' && dialog) dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', onEscape);
  return () => {
    delete proto.showModal;
    if (close) Object.defineProperty(proto, 'close', close);
    document.removeEventListener('keydown', onEscape);
  };
}

describe.each([
  ['without showModal (fallback)', () => () => undefined],
  ['with showModal', polyfillShowModal],
])('Dialog %s', (_case, setUp) => {
  let tearDown: () => void;
  beforeEach(() => {
    tearDown = setUp();
  });
  afterEach(() => tearDown());

  it('opens labelled by its title, with focus inside', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Uninstall' }));
    const dialog = screen.getByRole('dialog', { name: 'Uninstall Circly Assist' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: 'Too expensive' })).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Uninstall' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, reached by the keyboard, and gives focus back', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Uninstall' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('stays open on Esc while its action is in flight', async () => {
    render(<Page busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Uninstall' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
