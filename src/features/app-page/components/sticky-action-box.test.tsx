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

/** Hand-driven IntersectionObserver: each test says where the observed elements are. */
let observed: Element[] = [];
let report: IntersectionObserverCallback = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {
    observed = [];
  }
}

/** Positions in the order observed: the top of the parts (just under the header), the box, the end. */
function scrollTo(start: 'above' | 'in' | 'below', box: 'above' | 'in' | 'below', end: 'above' | 'in' | 'below') {
  const entry = (target: Element, at: string) =>
    ({
      target,
      isIntersecting: at === 'in',
      boundingClientRect: { top: at === 'above' ? -200 : at === 'in' ? 300 : 2000 },
      rootBounds: { top: 90 },
    }) as unknown as IntersectionObserverEntry;
  act(() => report([entry(observed[0], start), entry(observed[1], box), entry(observed[2], end)], {} as IntersectionObserver));
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
  observed = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

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

  it('does nothing where there is no IntersectionObserver', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(page());
    expect(pricing()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });
});
