import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { ApiPayment } from '../../../domain/catalogue/contract';
import type { AppPageData } from '../app-page-data';
import { theme } from '../../../ui/theme';
import { PriceBox } from './price-box';

const payment: ApiPayment = {
  price: 1000,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly',
  trialDays: 14,
  creditCardRequired: false,
  perAccount: true,
};
type PriceApp = Pick<AppPageData, 'payment' | 'trialDays' | 'plan' | 'customProps' | 'discountActive'>;
const app: PriceApp = { payment, trialDays: 14, plan: null, customProps: {}, discountActive: false };
const window2026 = { discountFrom: '2026-01-01T00:00:00.000Z', discountTo: '2026-12-31T23:59:59.000Z', discountPercent: '20' };

const box = (props: PriceApp) => (
  <ThemeProvider theme={theme}>
    <PriceBox app={props} />
  </ThemeProvider>
);
const text = () => screen.getByRole('region', { name: 'Pricing' }).textContent;

describe('PriceBox', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows the monthly price per agent, the yearly option with its monthly rate, and the trial', () => {
    render(box(app));
    expect(text()).toContain('$10');
    expect(text()).toContain('monthly (1 month), per agent');
    expect(text()).toContain('Or pay yearly: $102 per agent');
    expect(text()).toContain('$8.50 a month, 15% less');
    expect(text()).toContain('14-day free trial, no credit card required');
  });

  it('says when the trial needs a credit card, and says nothing of a trial with zero days', () => {
    const { unmount } = render(box({ ...app, payment: { ...payment, creditCardRequired: true } }));
    expect(text()).toContain('14-day free trial (credit card required)');
    unmount();
    render(box({ ...app, trialDays: 0, payment: { ...payment, trialDays: 0, creditCardRequired: true } }));
    expect(text()).not.toMatch(/trial/);
  });

  it('shows a one-time price per organization with its monthly rate over a year', () => {
    render(box({ ...app, trialDays: 0, payment: { ...payment, frequency: 'once', perAccount: false, price: 4900 } }));
    expect(text()).toContain('$49');
    expect(text()).toContain('once, per organization');
    expect(text()).toContain('$4.08 a month over a year');
    expect(text()).not.toContain('yearly');
  });

  it('shows Free for apps without a payment, and the plan restriction', () => {
    render(box({ ...app, payment: null, trialDays: 0, plan: 'business' }));
    expect(text()).toContain('Free');
    expect(text()).toContain('This app is currently available only for Business and Enterprise plans');
  });

  it('applies a discount active now in the browser, keeping the old price struck through with the percent', () => {
    // The build did not see it (discountActive false): the effect after mount finds it.
    render(box({ ...app, customProps: window2026, discountActive: false }));
    expect(screen.getByText('$8 / agent / month', { selector: 'strong' })).toBeInTheDocument();
    const old = screen.getByText('$10 / agent / month', { selector: 's', exact: false });
    expect(old.textContent).toBe('Regular price $10 / agent / month');
    expect(text()).toContain('20% off');
    expect(text()).toContain('Or pay yearly: $81.60 per agent');
  });

  it('renders the build-time state on the server and hydrates it without a mismatch, then reads the clock', () => {
    jest.setSystemTime(new Date('2027-03-01T00:00:00.000Z'));
    const props = { ...app, customProps: window2026, discountActive: true };
    const html = renderToString(box(props));
    expect(html.replace(/<!-- -->/g, '')).toContain('20% off');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(box(props), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // After mount the browser's clock (2027) is past the window: the discount is gone.
    expect(text()).not.toContain('% off');
    expect(screen.queryByText(/Regular price/)).not.toBeInTheDocument();
    expect(text()).toContain('$10');
  });

  it('shows an hourly rate per hour, with no monthly or yearly plan', () => {
    render(box({ ...app, trialDays: 0, payment: { ...payment, frequency: 'hourly', perAccount: false, price: 9000 } }));
    expect(screen.getByText('$90 / hour', { selector: 'strong' })).toBeInTheDocument();
    expect(text()).not.toMatch(/month|yearly/);
  });

  it('shows a price the API already lowered with its old price', () => {
    render(box({ ...app, payment: { ...payment, price: 4410, oldPrice: 4900, discountPercent: 10 } }));
    expect(text()).toContain('$44.10');
    expect(screen.getByText(/Regular price/).closest('s')).toHaveTextContent('$49');
    expect(text()).toContain('10% off');
  });
});
