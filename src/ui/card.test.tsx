import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CardHeading } from './card';
import { theme } from './theme';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));

describe('CardHeading', () => {
  it("asks for the icon lazily and at low priority: in view, Chrome would raise it above the shell's file, which hydration waits for", () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <CardHeading
          icon="/images/apps/ledgerline.webp"
          name="Ledgerline"
          href="/apps/ledgerline/"
          byline="CRM · by Ledger Co."
        />
      </ThemeProvider>,
    );
    const icon = container.querySelector('img');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('fetchpriority', 'low');
    expect(icon).toHaveAttribute('decoding', 'async');
    expect(icon).toHaveAttribute('width', '56');
  });
});
