import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { ReviewStars, Stars, starFills } from './stars';

const inTheme = (node: JSX.Element) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('stars', () => {
  it('shows 4.5 as four full stars and a half, not five full ones', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('renders the half star in the rating summary', () => {
    const { container } = inTheme(<Stars rate={4.5} votes={12} />);
    expect([...container.querySelectorAll('[aria-hidden] > span')].map((star) => star.className)).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
    expect(container.textContent).toBe('★★★★★Rated 4.5 out of 5 (12 votes)');
  });

  it("reads one reviewer's stars as 'Rated 4 out of 5', with no vote count", () => {
    inTheme(<ReviewStars rate={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/vote/)).not.toBeInTheDocument();
  });
});
