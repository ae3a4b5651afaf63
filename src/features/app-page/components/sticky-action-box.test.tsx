import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { ProductActionsProvider, type ProductActionsProps } from '../../../ui/product-actions';
import { theme } from '../../../ui/theme';
import { apiPayment } from '../../../domain/testing/api-payment';
import type { AppPageData } from '../app-page-data';
import { StickyActionLayout } from './sticky-action-box';

const app = {
  appId: 'a1',
  slug: 'cartpulse',
  name: 'CartPulse',
  isService: false,
  payment: apiPayment({ price: 1500 }),
  trialDays: 0,
  plan: null,
  customProps: {},
  discountActive: false,
} as unknown as AppPageData;

/** The shell's actions stand-in: the primary action first, then compare (which the box leaves out). */
const Actions = ({ placement }: ProductActionsProps) => (
  <div data-product-actions={placement}>
    <button type="button">Buy</button>
    <button type="button">Compare</button>
  </div>
);

/**
 * Hand-driven geometry: each test says where the three watched elements are (the top of the parts
 * just under the header, the box, the end), then scrolls; a frame runs at once.
 */
const RECTS = { above: { top: -400, bottom: -200 }, in: { top: 300, bottom: 500 }, below: { top: 2000, bottom: 2200 } };
type At = keyof typeof RECTS;
function scrollTo(start: At, box: At, end: At) {
  const markers = document.querySelectorAll('div[aria-hidden="true"]');
  const place = (element: Element, at: At) => {
    element.getBoundingClientRect = () => ({
      ...RECTS[at],
      left: 0,
      right: 0,
      width: 0,
      height: 200,
      x: 0,
      y: RECTS[at].top,
      toJSON: () => ({}),
    });
  };
  place(markers[0], start);
  place(document.querySelector('[data-block="action-box"]')!, box);
  place(markers[markers.length - 1], end);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const page = (unavailable = false) => (
  <ThemeProvider theme={theme}>
    <ProductActionsProvider actions={Actions}>
      <StickyActionLayout app={app} unavailable={unavailable} top={<p>Access card</p>}>
        <p>Sections</p>
      </StickyActionLayout>
    </ProductActionsProvider>
  </ThemeProvider>
);

const pricing = () => screen.getByRole('region', { name: 'Pricing' });
const bar = () => screen.queryByRole('region', { name: 'Get CartPulse' });

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    // Runs the frame at once; its id 0 tells the hook no frame is pending any more.
    callback(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('StickyActionLayout', () => {
  it('puts the access cards before the pricing box, and the rest after it', () => {
    render(page());
    const access = screen.getByText('Access card');
    expect(access.compareDocumentPosition(pricing()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pricing().compareDocumentPosition(screen.getByText('Sections')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pricing()).toHaveTextContent('$15 / month');
  });

  it('offers no second action while the header with its own is in view', () => {
    render(page());
    scrollTo('in', 'in', 'below');
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('shows the primary action in the box once the header is scrolled away', () => {
    render(page());
    scrollTo('above', 'in', 'below');
    expect(within(pricing()).getByRole('button', { name: 'Buy' })).toBeInTheDocument();
    // Only the primary action is shown (the rest is hidden by CSS, not in jsdom): one set of actions.
    expect(screen.getAllByRole('button', { name: 'Buy' })).toHaveLength(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('shows the compact bar with the price and the action once the box is scrolled away too, and not at the end', () => {
    render(page());
    scrollTo('above', 'above', 'below');
    const region = bar()!;
    expect(region).toHaveTextContent('CartPulse');
    expect(region).toHaveTextContent('$15 / month');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeInTheDocument();
    // The box's own action is gone meanwhile: one action at a time.
    expect(within(pricing()).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');

    scrollTo('above', 'above', 'in');
    expect(bar()).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('keeps a focused action in place when the page scrolls on', () => {
    render(page());
    scrollTo('above', 'above', 'below');
    act(() => within(bar()!).getByRole('button', { name: 'Buy' }).focus());
    scrollTo('above', 'in', 'below');
    expect(within(bar()!).getByRole('button', { name: 'Buy' })).toHaveFocus();
  });

  it('offers no action for an app that is no longer available', () => {
    render(page(true));
    scrollTo('above', 'above', 'below');
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('renders without actions on the server and hydrates without a mismatch', () => {
    const html = renderToString(page());
    expect(html).not.toContain('Buy');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(page(), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('follows a jump that never crosses the screen (an anchor, End): box from below to above at once', () => {
    render(page());
    scrollTo('in', 'below', 'below');
    expect(bar()).not.toBeInTheDocument();
    scrollTo('above', 'above', 'below');
    expect(bar()).toBeInTheDocument();
  });
});
