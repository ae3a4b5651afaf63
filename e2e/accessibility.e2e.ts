import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/lifecycle';
import { seriousViolations } from './support/axe';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

const data = readCatalogueData();
const listed = data.applications.filter((app) => app.visibility === 'public' && !app.hidden && lifecycleOf(app) === 'PUBLISHED');
const app = listed.find((candidate) => candidate.customProps.isService !== 'true' && candidate.upgrades.length > 0)!;
const service = listed.find((candidate) => candidate.customProps.isService === 'true')!;
const compareIds = listed
  .filter((candidate) => candidate.customProps.isService !== 'true')
  .slice(0, 3)
  .map((candidate) => candidate.slug);

const PAGES = [
  ['home', '/'],
  ['listing', '/apps/'],
  ['filtered listing', '/apps/crm/?payment=free'],
  ['app', `/apps/${app.slug}/`],
  ['service', `/services/${service.slug}/`],
  ['partners', '/partners/'],
  ['partner', `/partners/${data.partners[0].slug}/`],
  ['developers', '/developers/'],
  ['developer', `/developers/${data.developers[0].slug}/`],
  ['compare', `/apps/compare/?ids=${compareIds.join(',')}`],
  ['not found', '/apps/no-such-app/'],
] as const;

describe('accessibility (axe-core)', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit();
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it.each(PAGES)('%s page has no serious or critical violations', async (_name, sitePath) => {
    const { page } = visit;
    await page.goto(siteUrl(sitePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
