import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { publishedReads } from '../../../api-client/published-reads';
import { RootElement } from '../../../testing/site';
import { siteConfig } from '../../../core/config';
import type { ApiApplication } from '../../../domain/catalogue/contract';
import { ProductActionsProvider } from '../../../ui/product-actions';
import { server } from '../../../../sandbox/test-server';
import type { AppPageData, AppPageQueryData } from '../app-page-data';
import { ProductPage } from './product-page';
import { apiPayment } from '../../../domain/testing/api-payment';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
// The parts under the header, reduced to the price block (the part the published detail changes).
jest.mock('./page-parts', () => {
  const { PriceBox: MockPriceBox } = jest.requireActual<typeof import('./price-box')>('./price-box');
  return { PageParts: ({ data }: { data: AppPageQueryData }) => <MockPriceBox app={data.app} /> };
});

const payment = apiPayment();

const app = {
  appId: 'a1',
  slug: 'cartpulse',
  name: 'CartPulse',
  icon: '/images/apps/cartpulse.svg',
  isService: false,
  underMaintenance: false,
  shortDescription: 'Carts next to chats.',
  categorySlug: 'e-commerce',
  categoryName: 'E-commerce',
  company: 'Cobalt Digital',
  developerSlug: null,
  compatibility: ['livechat'],
  types: [],
  installations: 0,
  publishedAt: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
  lifecycle: 'PUBLISHED',
  plan: null,
  trialDays: 0,
  payment,
  customProps: {},
  discountActive: false,
  rate: null,
  votes: 0,
} as unknown as AppPageData;

const published = (over: Partial<ApiApplication>) =>
  ({ slug: 'cartpulse', hidden: false, underMaintenance: false, payment, customProps: {}, ...over }) as ApiApplication;

let reads = 0;
function answer(response: () => Response) {
  server.use(
    http.get(`${siteConfig.apiUrl}/applications/cartpulse/published`, () => {
      reads += 1;
      return response();
    }),
  );
}

const Actions = () => <button type="button">Install</button>;

function mount() {
  render(
    <RootElement>
      <ProductActionsProvider actions={Actions}>
        <ProductPage data={{ app, more: { nodes: [] } }} />
      </ProductActionsProvider>
    </RootElement>,
  );
}

beforeEach(() => {
  reads = 0;
  publishedReads.clear();
});
afterEach(() => jest.useRealTimers());

describe('ProductPage: the published detail after hydration (§4 Loading)', () => {
  it('shows the price, discount and maintenance badge as published now', async () => {
    answer(() =>
      HttpResponse.json(
        published({ underMaintenance: true, payment: { ...payment, price: 2500, oldPrice: 3000, discountPercent: 17 } }),
      ),
    );
    mount();
    expect(await screen.findByText('Under maintenance')).toBeInTheDocument();
    expect(screen.getByText('$25 / month')).toBeInTheDocument();
    expect(screen.queryByText('$10 / month')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
  });

  it('keeps the built page when nothing changed', async () => {
    answer(() => HttpResponse.json(published({})));
    mount();
    expect(await screen.findByText('$10 / month')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBe(1);
    expect(screen.queryByText('Under maintenance')).not.toBeInTheDocument();
  });

  it('says a hidden app is no longer available, in place of its actions', async () => {
    answer(() => HttpResponse.json(published({ hidden: true })));
    mount();
    expect(await screen.findByRole('status')).toHaveTextContent('This app is no longer available');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('says a deleted app (404) is no longer available', async () => {
    answer(() => new HttpResponse('Not found', { status: 404 }));
    mount();
    expect(await screen.findByText('This app is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('keeps the built page when the read fails', async () => {
    answer(() => new HttpResponse(null, { status: 500 }));
    mount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByText('$10 / month')).toBeInTheDocument();
  });

  it('reads again on focus, at most every 15000 ms', async () => {
    let clock = 1_000_000;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    answer(() => HttpResponse.json(published({})));
    mount();
    await screen.findByText('$10 / month');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBe(1);
    clock += 14999;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(reads).toBe(1);
    answer(() => HttpResponse.json(published({ hidden: true })));
    clock += 1;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('This app is no longer available')).toBeInTheDocument();
    expect(reads).toBe(2);
    now.mockRestore();
  });
});
