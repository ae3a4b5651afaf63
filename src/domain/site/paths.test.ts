import { appPath, categoryPath, developerPath, partnerCampaignPath, partnerPath, productPath, servicePath } from './paths';

describe('site paths (§2 routes, without the /marketplace prefix)', () => {
  it('puts apps under /apps/ and services under /services/', () => {
    expect(appPath('cartpulse')).toBe('/apps/cartpulse/');
    expect(servicePath('setup-help')).toBe('/services/setup-help/');
    expect(productPath({ slug: 'cartpulse', isService: false })).toBe('/apps/cartpulse/');
    expect(productPath({ slug: 'setup-help', isService: true })).toBe('/services/setup-help/');
  });
  it('gives a category its page, and no category the all-apps page', () => {
    expect(categoryPath('crm')).toBe('/apps/crm/');
    expect(categoryPath(null)).toBe('/apps/');
    expect(categoryPath('')).toBe('/apps/');
  });
  it('gives developers, partners and partner campaigns their pages', () => {
    expect(developerPath('acme')).toBe('/developers/acme/');
    expect(partnerPath('expert-co')).toBe('/partners/expert-co/');
    expect(partnerCampaignPath('spring')).toBe('/partners/campaigns/spring/');
  });
});
