import { pageChanged, sitePath } from './deferred-main';

describe('page changes after hydration (§2)', () => {
  it('reports site paths, without the /marketplace prefix', () => {
    expect(sitePath('/marketplace/apps/crm/')).toBe('/apps/crm/');
    expect(sitePath('/marketplace')).toBe('/');
    expect(sitePath('/marketplace/')).toBe('/');
    expect(sitePath('/marketplace-tools/')).toBe('/marketplace-tools/');
    expect(sitePath('/apps/')).toBe('/apps/');
  });

  it('reports the same page once (Gatsby reports the first page around the start)', () => {
    expect(() => {
      pageChanged('/marketplace/apps/');
      pageChanged('/marketplace/apps/');
    }).not.toThrow();
  });
});
