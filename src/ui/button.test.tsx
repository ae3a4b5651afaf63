import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Button } from './button';
import { theme } from './theme';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('is a type="button" that acts on a click', async () => {
    const click = jest.fn();
    themed(
      <Button variant="primary" onClick={click}>
        Install
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Install' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows why it is disabled as text, and a screen reader reads it as the description', async () => {
    const click = jest.fn();
    themed(
      <Button variant="primary" disabledReason="To install contact the owner of the LiveChat license." onClick={click}>
        Install
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Install' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('To install contact the owner of the LiveChat license.');
    // Visible text on the page, not a tooltip.
    expect(screen.getByText('To install contact the owner of the LiveChat license.')).toBeVisible();
    expect(button).not.toHaveAttribute('title');
    await userEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });

  it('keeps its label while pending, says it is busy and shows a spinner', () => {
    themed(
      <Button variant="primary" pending>
        Install
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Install' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a description the caller gives beside the reason', () => {
    themed(
      <>
        <p id="extra">Paid plans only.</p>
        <Button aria-describedby="extra" disabledReason="Not now.">
          Install
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Install' })).toHaveAccessibleDescription('Paid plans only. Not now.');
  });
});
