import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { theme } from '../../../ui/theme';
import type { AppPageData } from '../app-page-data';
import { AppSections } from './app-sections';

const app = {
  name: 'FrontDesk QA',
  isService: true,
  longDescription: '<p>Quality reviews.</p>',
  features: [],
  benefits: [],
  upgrades: [],
  changelog: [],
  support: { email: 'help@example.com', url: 'https://help.example.com/', docsUrl: 'https://docs.example.com/' },
  terms: { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' },
  ratingSummary: null,
} as unknown as AppPageData;

const sections = (over: Partial<AppPageData>) =>
  render(
    <ThemeProvider theme={theme}>
      <AppSections app={{ ...app, ...over }} />
    </ThemeProvider>,
  );

describe('AppSections: developer-supplied addresses', () => {
  it('links http(s) and mailto addresses', () => {
    sections({});
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', 'https://help.example.com/');
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', 'https://example.com/privacy');
  });

  it('never renders a javascript: or data: address as a link', () => {
    sections({
      support: { email: 'help@example.com', url: 'javascript:alert(1)', docsUrl: 'data:text/html,x' },
      terms: { termsUrl: ' JavaScript:alert(1)', privacyUrl: 'java\tscript:alert(2)' },
    });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:help@example.com']);
    expect(screen.queryByText('Help center')).not.toBeInTheDocument();
    expect(screen.queryByText('Terms of service')).not.toBeInTheDocument();
  });
});

describe('AppSections: reviews', () => {
  const summary: ApiRatingSummary = {
    product: 'livechat',
    rate: 4.5,
    votes: 2,
    histogram: [
      { stars: 5, percent: 50, votes: 1 },
      { stars: 4, percent: 50, votes: 1 },
      { stars: 3, percent: 0, votes: 0 },
      { stars: 2, percent: 0, votes: 0 },
      { stars: 1, percent: 0, votes: 0 },
    ],
    reviews: [
      { id: 'r1', name: 'Ann', rate: 4, comment: 'Solid.', createdAt: '2026-05-02T10:00:00.000Z' },
      { id: 'r2', name: 'Bo', rate: 5, comment: 'Great.', createdAt: '2026-05-03T10:00:00.000Z' },
    ],
  } as ApiRatingSummary;

  it('labels each single review with its own stars, not like a total with a vote count', () => {
    sections({ ratingSummary: summary });
    const reviews = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(reviews[0]).getByRole('img').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(within(reviews[1]).getByRole('img').getAttribute('aria-label')).toBe('Rated 5 out of 5');
    expect(reviews[0].textContent).not.toMatch(/vote/);
    // The date and the stars are separate blocks, so they never run together.
    expect(within(reviews[0]).getByText('May 2, 2026').closest('p')?.textContent).toBe('Ann · May 2, 2026');
  });
});

describe('AppSections: the sections of §2', () => {
  it('always has an #upgrades section (a link to it lands), saying so when the app comes in one plan', () => {
    const { container } = sections({});
    expect(container.querySelector('#upgrades')).toHaveTextContent('No upgrades: FrontDesk QA comes in one plan.');
    for (const id of ['upgrades', 'description', 'support', 'app-terms', 'reviews'])
      expect(container.querySelector(`#${id}`)).not.toBeNull();
  });

  it('names the upgrades and links to the plan cards (#plans) instead of listing the plans again', () => {
    const upgrades = [
      { id: 'p-pro', name: 'Pro', price: 2900, frequency: 'monthly', perAccount: false, features: ['Unlimited seats'] },
      { id: 'p-setup', name: 'Setup', price: 4900, frequency: 'once', perAccount: false, features: [] },
    ] as AppPageData['upgrades'];
    const { container } = sections({ upgrades });
    const section = screen.getByRole('region', { name: 'Upgrades' });
    expect(section).toBe(container.querySelector('#upgrades'));
    expect(section).toHaveTextContent('Besides its starting plan, FrontDesk QA has 2 upgrades: Pro and Setup.');
    expect(within(section).getByRole('link', { name: 'Compare the plans' })).toHaveAttribute('href', '#plans');
    // No second set of plan cards: no plan headings, prices or plan features here.
    expect(within(section).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('Unlimited seats');
    expect(section).not.toHaveTextContent('$');
  });
});
