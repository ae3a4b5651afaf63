import { makeSiteStore, RootElement } from '../testing/site';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { AppCard } from './app-card';
import { apiPayment } from '../domain/testing/api-payment';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));

const clipBoost: AppCardData = {
  slug: 'clipboost',
  name: 'ClipBoost',
  icon: '/images/apps/clipboost.svg',
  shortDescription: 'Clips for chats.',
  categoryName: 'Analytics',
  isService: false,
  payment: apiPayment({ price: 2900 }),
  customProps: { discountFrom: '2000-01-01T00:00:00.000Z', discountTo: '2999-12-31T23:59:59.000Z', discountPercent: '10' },
  discountActive: true,
  rate: 4.5,
  votes: 12,
  installations: 100,
  compatibility: ['livechat'],
  underMaintenance: false,
  company: 'Clip Co',
};
const expired = { discountFrom: '2020-01-01T00:00:00.000Z', discountTo: '2020-12-31T23:59:59.000Z', discountPercent: '10' };

const card = (app: AppCardData) => (
  <RootElement store={makeSiteStore()}>
    <AppCard app={app} />
  </RootElement>
);
const price = () => screen.getByText((_, element) => element?.hasAttribute('data-price') ?? false);

describe('AppCard price', () => {
  it('shows a discounted price with the old price struck through and the percent off', () => {
    render(card(clipBoost));
    const tag = price();
    expect(within(tag).getByText('$26.10 / month', { selector: 'strong' })).toBeInTheDocument();
    const old = tag.querySelector('s');
    expect(old?.textContent).toBe('Regular price $29 / month');
    expect(tag.textContent).toBe('$26.10 / monthRegular price $29 / month10% off');
  });

  it('shows the listed price alone without a discount', () => {
    render(card({ ...clipBoost, customProps: {}, discountActive: false }));
    expect(price().textContent).toBe('$29 / month');
    expect(price().querySelector('s')).toBeNull();
  });

  it("renders the build's state on the server, hydrates without a mismatch, then reads the browser clock", () => {
    // Built while the discount ran; by now it has ended.
    const app = { ...clipBoost, customProps: expired, discountActive: true };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(card(app));
    errors.mockClear();
    expect(html.replace(/<[^>]+>/g, '')).toContain('$26.10 / monthRegular price $29 / month10% off');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    render(card(app), { container, hydrate: true });
    expect(errors.mock.calls.filter(([message]) => String(message).includes('hydrat'))).toEqual([]);
    errors.mockRestore();
    expect(price().textContent).toBe('$29 / month');
  });

  it('shows a discount that started after the build once mounted', () => {
    render(card({ ...clipBoost, discountActive: false }));
    expect(price().textContent).toBe('$26.10 / monthRegular price $29 / month10% off');
  });
});
