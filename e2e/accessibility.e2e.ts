import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/catalogue/lifecycle';
import AxeBuilder from '@axe-core/playwright';
import { axeRuleIds, seriousViolations } from './support/axe';
import { unstyledControls } from './support/unstyled-controls';
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

describe('the axe rule set', () => {
  it('runs every WCAG 2.0/2.1/2.2 A and AA rule and the best practices, including those axe ships switched off', () => {
    const ids = axeRuleIds();
    // Experimental or off by default in axe-core: selecting by tag alone would skip them.
    expect(ids).toEqual(
      expect.arrayContaining(['label-content-name-mismatch', 'target-size', 'css-orientation-lock', 'p-as-heading', 'region']),
    );
    expect(ids.length).toBeGreaterThan(90);
  });

  // The pass collects details of violations only (passes are not reported): what it finds must not
  // change with that, on a page with one violation of each kind the journeys guard against.
  it('reports a serious violation wherever it is, and only the serious and critical ones', async () => {
    const { page, context } = await newVisit();
    try {
      await page.setContent(
        `<html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>
          <p style="color:#aaa;background:#fff">Faint text</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
          <button></button><p>Fine text</p></main><p>Outside any landmark</p></body></html>`,
      );
      const found = await seriousViolations(page);
      expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
      expect(found.find((line) => line.startsWith('color-contrast'))).toMatch(/\(main > p:nth-child\(2\)\)$/);
      // Text outside the landmarks is a moderate violation (region): found, but not reported.
      const all = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(all.violations.map((violation) => [violation.id, violation.impact])).toEqual([['region', 'moderate']]);
    } finally {
      await context.close();
    }
  });
});

describe('accessibility (axe-core)', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit();
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it.each(PAGES)(
    '%s page has no serious or critical violations, and no control left as the browser draws it',
    async (_name, sitePath) => {
      const { page } = visit;
      await page.goto(siteUrl(sitePath));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await expect(unstyledControls(page)).resolves.toEqual([]);
    },
  );
});

describe('accessibility (axe-core) at phone width', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit({ width: 320, height: 640 });
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it.each(PAGES.slice(0, 4))('%s page has no serious or critical violations', async (_name, sitePath) => {
    const { page } = visit;
    await page.goto(siteUrl(sitePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
