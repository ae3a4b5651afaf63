import type { ApiPayment } from '../../domain/catalogue/contract';
import { productJsonLd, type JsonLdApp } from './json-ld';

const payment: ApiPayment = {
  price: 4900,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly',
  trialDays: 14,
  creditCardRequired: false,
  perAccount: true,
};

const app: JsonLdApp = {
  name: 'CartPulse',
  metaDescription: 'See carts next to chats.',
  isService: false,
  categoryName: 'E-commerce',
  company: 'Cobalt Digital',
  payment,
  rate: 4.56,
  votes: 120,
  publishedAt: '2026-05-25T04:50:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};
const url = 'https://www.example.com/marketplace/apps/cartpulse/';

describe('productJsonLd (structured data of app pages)', () => {
  it('describes the app as a SoftwareApplication with a USD offer in dollars and its rating', () => {
    expect(productJsonLd(app, { url, image: 'https://www.example.com/i.svg', discount: null })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'CartPulse',
      description: 'See carts next to chats.',
      url,
      image: 'https://www.example.com/i.svg',
      applicationCategory: 'BusinessApplication',
      applicationSubCategory: 'E-commerce',
      operatingSystem: 'Web',
      author: { '@type': 'Organization', name: 'Cobalt Digital' },
      datePublished: '2026-05-25',
      dateModified: '2026-06-01',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD', url },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 120, bestRating: 5, worstRating: 1 },
    });
  });

  it('offers the current price: after a time-limited discount, or the lowered API price', () => {
    const discount = { from: new Date('2026-01-01'), to: new Date('2030-01-01'), percent: 10 };
    expect(productJsonLd(app, { url, discount }).offers.price).toBe('44.10');
    const lowered = { ...app, payment: { ...payment, price: 2175, oldPrice: 2900, discountPercent: 25 } };
    expect(productJsonLd(lowered, { url, discount: null }).offers.price).toBe('21.75');
  });

  it('offers free apps at 0.00 and leaves out the rating nobody gave', () => {
    const ld = productJsonLd({ ...app, payment: null, rate: null, votes: 0, publishedAt: null }, { url, discount: null });
    expect(ld.offers).toEqual({ '@type': 'Offer', price: '0.00', priceCurrency: 'USD', url });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('datePublished');
    expect(ld).not.toHaveProperty('image');
  });

  it('names services as such', () => {
    expect(productJsonLd({ ...app, isService: true }, { url, discount: null }).applicationSubCategory).toBe('Service');
  });
});
