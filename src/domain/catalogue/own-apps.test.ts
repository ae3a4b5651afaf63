import type { ApiApplication } from './contract';
import {
  comingSoonApps,
  comingSoonAreaApps,
  groupOwnApps,
  inReviewAppPath,
  OWN_APP_GROUP_ORDER,
  privateAppPath,
} from './own-apps';

const at = '2026-01-01T00:00:00.000Z';
type Stage = 'development' | 'review' | 'accepted' | 'published';
const STAMPS: Record<Stage, Pick<ApiApplication, 'submittedAt' | 'acceptedAt' | 'publishedAt'>> = {
  development: { submittedAt: null, acceptedAt: null, publishedAt: null },
  review: { submittedAt: at, acceptedAt: null, publishedAt: null },
  accepted: { submittedAt: at, acceptedAt: at, publishedAt: null },
  published: { submittedAt: at, acceptedAt: at, publishedAt: at },
};

const app = (id: string, name: string, stage: Stage, extra: Partial<ApiApplication> = {}): ApiApplication =>
  ({
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    icon: `https://cdn.example/${id}.png`,
    shortDescription: `${name} in short`,
    category: { id: 'c', slug: 'crm', name: 'CRM' },
    company: 'Dev Co',
    hidden: false,
    customProps: {},
    ...STAMPS[stage],
    ...extra,
  }) as ApiApplication;

describe('groupOwnApps (§2 private and in-review areas, §4 lifecycle from timestamps)', () => {
  it('groups the own apps by lifecycle in the order an app goes, sorted by name, and links each to its page', () => {
    const own = [
      app('3', 'Zeta Draft', 'development'),
      app('1', 'Alpha Draft', 'development'),
      app('2', 'Reviewed One', 'review'),
      app('4', 'Soon App', 'accepted'),
      app('5', 'Live App', 'published'),
      app('6', 'Live Service', 'published', { customProps: { isService: 'true' } }),
    ];
    const groups = groupOwnApps(own, [own[2]]);
    expect(groups.map((group) => [group.title, group.apps.map((item) => item.name)])).toEqual([
      ['In development', ['Alpha Draft', 'Zeta Draft']],
      ['In review', ['Reviewed One']],
      ['Coming soon', ['Soon App']],
      ['Published', ['Live App', 'Live Service']],
    ]);
    expect(groups.flatMap((group) => group.apps.map((item) => item.href))).toEqual([
      '/private-apps/alpha-draft/',
      '/private-apps/zeta-draft/',
      '/in-review-apps/reviewed-one/',
      '/private-apps/soon-app/',
      '/apps/live-app/',
      // §2: a service's page is /services/{slug}/ (there is no /apps/ page for it).
      '/services/live-service/',
    ]);
    expect(OWN_APP_GROUP_ORDER).toEqual(['IN_DEVELOPMENT', 'IN_REVIEW', 'ACCEPTED', 'PUBLISHED']);
  });

  it('takes apps only in the reviewed list, once when in both, and leaves out empty groups', () => {
    const reviewed = app('9', 'Queued', 'review');
    const groups = groupOwnApps([reviewed], [reviewed, app('8', 'Only Reviewed', 'review')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ lifecycle: 'IN_REVIEW', title: 'In review' });
    expect(groups[0].apps.map((item) => [item.name, item.href])).toEqual([
      ['Only Reviewed', '/in-review-apps/only-reviewed/'],
      ['Queued', '/in-review-apps/queued/'],
    ]);
  });

  it('an app of the own list that the service marks in review by its timestamps alone opens on /private-apps/', () => {
    const [group] = groupOwnApps([app('7', 'Stamped', 'review')], []);
    expect(group.apps[0].href).toBe(privateAppPath('stamped'));
    expect(inReviewAppPath('x')).toBe('/in-review-apps/x/');
  });

  it('has no groups for an organization without apps', () => {
    expect(groupOwnApps([], [])).toEqual([]);
  });
});

describe('comingSoonApps (§4: accepted, not published)', () => {
  it('keeps only accepted, unhidden apps, sorted by name, each opening on /coming-soon-apps/{slug}', () => {
    const list = [
      app('1', 'Published App', 'published'),
      app('2', 'Zulu Soon', 'accepted'),
      app('3', 'Alpha Soon', 'accepted'),
      app('4', 'Hidden Soon', 'accepted', { hidden: true }),
      app('5', 'In Review', 'review'),
      app('6', 'Draft', 'development'),
    ];
    expect(comingSoonApps(list).map((item) => item.name)).toEqual(['Alpha Soon', 'Zulu Soon']);
    expect(comingSoonAreaApps(list).map((item) => [item.href, item.lifecycle])).toEqual([
      ['/coming-soon-apps/alpha-soon/', 'ACCEPTED'],
      ['/coming-soon-apps/zulu-soon/', 'ACCEPTED'],
    ]);
  });

  it('finds none in a list of published apps only', () => {
    expect(comingSoonApps([app('1', 'Published App', 'published')])).toEqual([]);
  });
});
