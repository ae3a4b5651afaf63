import { act, render, screen } from '@testing-library/react';
import { injectReducer, type LazyLoadedSlices } from '../../../core/store';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { makeSiteStore, RootElement } from '../../../testing/site';
import type { AppPageData } from '../app-page-data';
import { AppHeader } from './app-header';

const app = {
  appId: 'a1',
  slug: 'cartpulse',
  name: 'CartPulse',
  icon: '/images/apps/cartpulse.svg',
  isService: false,
  underMaintenance: false,
  shortDescription: 'Carts next to chats.',
  categoryName: 'E-commerce',
  company: 'Cobalt Digital',
  developerSlug: 'cobalt-digital',
  compatibility: ['livechat', 'helpdesk'],
  types: [],
  installations: 1200,
  publishedAt: '2026-05-25T04:50:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  lifecycle: 'PUBLISHED',
  rate: 4.5,
  votes: 10,
} as unknown as AppPageData;

const header = (over: Partial<AppPageData>, unavailable = false, store = makeSiteStore()) =>
  render(
    <RootElement store={store}>
      <AppHeader app={{ ...app, ...over }} unavailable={unavailable} />
    </RootElement>,
  );

describe('AppHeader', () => {
  it('shows the products, dates as MMM D, YYYY and the compare toggle of an app', async () => {
    header({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CartPulse');
    expect(screen.getByText('Works with LiveChat')).toBeInTheDocument();
    expect(screen.getByText('Works with HelpDesk')).toBeInTheDocument();
    expect(screen.getByText('May 25, 2026')).toHaveAttribute('datetime', app.publishedAt);
    expect(screen.getByText(/1,200 installations/)).toBeInTheDocument();
    // The actions hydrate from their own chunk.
    expect(await screen.findByRole('button', { name: 'Compare CartPulse' })).toBeInTheDocument();
    expect(screen.queryByText('Published', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('labels an app that is not published with its lifecycle', () => {
    const { unmount } = header({ lifecycle: 'IN_REVIEW' });
    expect(screen.getByText('In review')).toBeInTheDocument();
    unmount();
    header({ lifecycle: 'ACCEPTED' });
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows a service with its types and without the compare toggle', () => {
    header({ isService: true, types: ['chatbot_building', 'training'] });
    expect(screen.getByText('Chatbot building')).toBeInTheDocument();
    expect(screen.getByText('Training')).toBeInTheDocument();
    expect(screen.getByText(/1,200 activations/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare/ })).not.toBeInTheDocument();
  });

  it('says an app or a service hidden since the build is no longer available, in place of its actions', async () => {
    const { unmount } = header({}, true);
    expect(screen.getByRole('status')).toHaveTextContent('This app is no longer available');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Compare CartPulse' })).not.toBeInTheDocument();
    unmount();
    header({ isService: true }, true);
    expect(screen.getByRole('status')).toHaveTextContent('This service is no longer available');
  });

  it("shows the build's rating until the store holds a newer summary, then that one at once", () => {
    type Ratings = LazyLoadedSlices['ratings'];
    // The ratings feature's slice, stood in for by its state (features do not import each other).
    const empty = { status: {}, error: {}, errorStatus: {}, summaries: {} } as Ratings;
    injectReducer('ratings', (state: Ratings = empty, action) =>
      action.type === 'test/summary' ? { ...state, summaries: { a1: action.payload as ApiRatingSummary } } : state,
    );
    const store = makeSiteStore();
    header({}, false, store);
    const banner = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(banner).toHaveTextContent('Rated 4.5 out of 5 (10 votes)');

    act(() => {
      store.dispatch({
        type: 'test/summary',
        payload: { product: 'livechat', rate: 4.6, votes: 11, reviews: [], histogram: [] },
      });
    });
    expect(banner).toHaveTextContent('Rated 4.6 out of 5 (11 votes)');
    expect(banner).not.toHaveTextContent('10 votes');
  });
});
