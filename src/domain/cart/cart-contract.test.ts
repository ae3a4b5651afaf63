import { cartProductPath } from './cart-contract';

describe('cartProductPath', () => {
  it('links an app to /apps/{slug}/ and a service to /services/{slug}/ (§2: a service has no /apps/ page)', () => {
    expect(cartProductPath({ slug: 'cartpulse', productType: 'application' })).toBe('/apps/cartpulse/');
    expect(cartProductPath({ slug: 'upshift-onboarding-workshop', productType: 'service' })).toBe(
      '/services/upshift-onboarding-workshop/',
    );
  });
});
