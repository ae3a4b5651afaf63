import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { ApiPayment } from '../../../domain/contract';
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
const region = () => screen.getByRole('region', { name: 'Pricing' });
const text = () => region().textContent;
/** The current price exactly (a substring check would let '$81.60' pass for '$8'). */
const amount = () => region().querySelector('.amount strong')?.textContent;
/** Each paragraph of the box, exactly, in order (the heading excluded). */
const paragraphs = () => Array.from(region().querySelectorAll('p'), (p) => p.textContent);

describe('PriceBox', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows the monthly price per agent, the yearly option with its monthly rate, and the trial', () => {
    render(box(app));
    expect(amount()).toBe('$10');
    expect(paragraphs()).toEqual([
      '$10',
      'monthly (1 month), per agent',
      // floor(1000 × 0.85 × 12) = 10200 cents a year, 850 a month (the <br> between them has no text).
      'Or pay yearly: $102 per agent$8.50 a month, 15% less',
      '14-day free trial, no credit card required',
    ]);
  });

  it('says when the trial needs a credit card, and says nothing of a trial with zero days', () => {
    const { unmount } = render(box({ ...app, payment: { ...payment, creditCardRequired: true } }));
    expect(region().querySelector('.trial')?.textContent).toBe('14-day free trial (credit card required)');
    unmount();
    render(box({ ...app, trialDays: 0, payment: { ...payment, trialDays: 0, creditCardRequired: true } }));
    expect(text()).not.toMatch(/trial/);
  });

  it('shows a one-time price per organization with its monthly rate over a year', () => {
    render(box({ ...app, trialDays: 0, payment: { ...payment, frequency: 'once', perAccount: false, price: 4900 } }));
    expect(amount()).toBe('$49');
    // 4900 ÷ 12 = 408.33 cents a month.
    expect(paragraphs()).toEqual(['$49', 'once, per organization', '$4.08 a month over a year']);
    expect(text()).not.toContain('yearly');
  });

  it('shows Free for apps without a payment, and the plan restriction', () => {
    render(box({ ...app, payment: null, trialDays: 0, plan: 'business' }));
    expect(paragraphs()).toEqual(['Free', 'This app is currently available only for Business and Enterprise plans']);
  });

  it('applies a discount active now in the browser, keeping the old price struck through with the percent', () => {
    // The build did not see it (discountActive false): the effect after mount finds it.
    render(box({ ...app, customProps: window2026, discountActive: false }));
    // 1000 cents less 20 % = 800; yearly floor(800 × 0.85 × 12) = 8160, 680 a month.
    expect(amount()).toBe('$8');
    const old = screen.getByText('$10', { selector: 's' });
    expect(old).toHaveTextContent(/^Regular price \$10$/);
    expect(paragraphs()).toEqual([
      '$8 Regular price $10 20% off',
      'monthly (1 month), per agent',
      'Or pay yearly: $81.60 per agent$6.80 a month, 15% less',
      '14-day free trial, no credit card required',
    ]);
  });

  it('renders the build-time state on the server and hydrates it without a mismatch, then reads the clock', () => {
    jest.setSystemTime(new Date('2027-03-01T00:00:00.000Z'));
    const props = { ...app, customProps: window2026, discountActive: true };
    const html = renderToString(box(props));
    expect(html.replace(/<!-- -->/g, '')).toMatch(/>\$8<\/strong>.*>20% off</);

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
    expect(amount()).toBe('$10');
  });

  it('shows a price the API already lowered with its old price', () => {
    render(box({ ...app, payment: { ...payment, price: 4410, oldPrice: 4900, discountPercent: 10 } }));
    expect(amount()).toBe('$44.10');
    expect(screen.getByText(/Regular price/).closest('s')).toHaveTextContent(/^Regular price \$49$/);
    expect(paragraphs()[0]).toBe('$44.10 Regular price $49 10% off');
  });
});
