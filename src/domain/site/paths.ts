/** Site paths (§2), without the /marketplace prefix (Gatsby adds it). */
export const appPath = (slug: string) => `/apps/${slug}/`;
export const servicePath = (slug: string) => `/services/${slug}/`;
export const productPath = (app: { slug: string; isService: boolean }) =>
  app.isService ? servicePath(app.slug) : appPath(app.slug);
export const categoryPath = (slug: string | null) => (slug ? `/apps/${slug}/` : '/apps/');
export const developerPath = (slug: string) => `/developers/${slug}/`;
export const partnerPath = (slug: string) => `/partners/${slug}/`;
export const partnerCampaignPath = (campaignSlug: string) => `/partners/campaigns/${campaignSlug}/`;
