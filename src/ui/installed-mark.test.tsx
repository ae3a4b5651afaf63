import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { InstalledMark } from './installed-mark';
import { theme } from './theme';

const mark = (fact: Parameters<typeof InstalledMark>[0]['fact']) =>
  render(
    <ThemeProvider theme={theme}>
      <InstalledMark fact={fact} name="Circly Assist" />
    </ThemeProvider>,
  );

describe('InstalledMark', () => {
  it("says 'Installed' with the placement's host link (§2)", () => {
    mark({ state: 'installed', label: 'Open settings', href: 'http://localhost:8003/livechat/settings/apps/a1' });
    expect(screen.getByText('Installed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open settings: Circly Assist' })).toHaveAttribute(
      'href',
      'http://localhost:8003/livechat/settings/apps/a1',
    );
  });

  it('says only Installed without a placement link, and nothing when not installed or unknown', () => {
    const { container, rerender } = mark({ state: 'installed', label: 'Installed', href: null });
    expect(screen.getByText('Installed')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <ThemeProvider theme={theme}>
        <InstalledMark fact={{ state: 'not-installed' }} name="Circly Assist" />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
