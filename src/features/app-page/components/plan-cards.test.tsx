import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { apiPayment } from '../../../domain/testing/api-payment';
import type { ApiUpgradePlan } from '../../../domain/catalogue/contract';
import type { AppPageData } from '../app-page-data';
import { theme } from '../../../ui/theme';
import { PlanCards } from './plan-cards';

type PlanApp = Parameters<typeof PlanCards>[0]['app'];

const pro: ApiUpgradePlan = {
  id: 'p-pro',
  name: 'Pro',
  price: 999,
  frequency: 'monthly',
  perAccount: true,
  features: ['Unlimited history', 'Priority support'],
};
const app: PlanApp = {
  name: 'CasePath',
  payment: apiPayment({ price: 499, perAccount: true }),
  upgrades: [pro, { id: 'p-setup', name: 'Setup', price: 4900, frequency: 'once', perAccount: false, features: [] }],
  customProps: {},
  discountActive: false,
};

const show = (over: Partial<AppPageData> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <PlanCards app={{ ...app, ...over }} />
    </ThemeProvider>,
  );
const cards = () =>
  within(screen.getByRole('region', { name: 'Plans' }))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('plan'));

describe('PlanCards', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows nothing for an app with one plan', () => {
    const { container } = show({ upgrades: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the app own plan first, marked as the one an install starts on, then each upgrade', () => {
    show();
    const [base, second, third] = cards();
    expect(cards()).toHaveLength(3);
    expect(base).toHaveAttribute('aria-current', 'true');
    expect(base).toHaveTextContent('Standard');
    expect(base).toHaveTextContent('Starting plan');
    expect(second).not.toHaveAttribute('aria-current');
    expect(third).not.toHaveAttribute('aria-current');
  });

  it('prices each plan by the §9 rules: unit, pay type, yearly at 15 % off, one-time over a year', () => {
    show();
    const [base, second, third] = cards();
    expect(base).toHaveTextContent('$4.99 / agent / month');
    expect(base).toHaveTextContent('monthly (1 month), per agent');
    // floor(499 × 0.85 × 12) = 5089 → $50.89; ÷ 12 rounded = 424 → $4.24.
    expect(base).toHaveTextContent('Or $50.89 yearly per agent ($4.24 a month, 15% less)');
    expect(second).toHaveTextContent('$9.99 / agent / month');
    // floor(999 × 0.85 × 12) = 10189 → $101.89; ÷ 12 rounded = 849 → $8.49.
    expect(second).toHaveTextContent('Or $101.89 yearly per agent ($8.49 a month, 15% less)');
    expect(within(second).getByRole('list', { name: 'Pro features' })).toHaveTextContent('Unlimited history');
    expect(third).toHaveTextContent('$49 one-time');
    expect(third).toHaveTextContent('once, per organization');
    expect(third).toHaveTextContent('$4.08 a month over a year');
    expect(third).not.toHaveTextContent('yearly');
  });

  it('lowers the app own price by an active discount, keeping the old one struck through; upgrades keep theirs', () => {
    show({
      customProps: { discountFrom: '2026-01-01T00:00:00.000Z', discountTo: '2026-12-31T23:59:59.000Z', discountPercent: '20' },
    });
    const [base, second] = cards();
    expect(
      within(base)
        .getByText(/Regular price/)
        .closest('s'),
    ).toHaveTextContent('$4.99 / agent / month');
    expect(second).toHaveTextContent('$9.99 / agent / month');
    expect(second.querySelector('s')).toBeNull();
  });

  it('says Free for a free app with paid upgrades, and shows an hourly upgrade per hour only', () => {
    show({
      payment: null,
      upgrades: [{ id: 'h', name: 'Consulting', price: 9000, frequency: 'hourly', perAccount: false, features: [] }],
    });
    const [base, hourly] = cards();
    expect(base).toHaveTextContent('Free');
    expect(hourly).toHaveTextContent('$90 / hour');
    expect(hourly).not.toHaveTextContent(/month|yearly/);
  });
});
