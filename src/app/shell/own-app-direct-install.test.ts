import { siteConfig } from '../../core/config';
import { installApp } from '../../features/install/install-thunks';
import { selectInstallState } from '../../features/install/install-selectors';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { server } from '../../../sandbox/test-server';
import { ownAppPageData } from './own-app-page';

jest.mock('../../features/install/leave-site', () => ({ leaveSiteFor: jest.fn() }));

// §4: apps with a direct install URL follow their own flow: the organization's own private and
// in-review apps too (their page is built from GET /applications, not from the public detail).
const sandbox = withInstallSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');
const DEVELOPER_ORG = '23f285c072a8d28bc7bf396f';

function ownApp(slug: string) {
  const app = Object.values(sandbox.services.applications.ownApplications(DEVELOPER_ORG)).find((item) => item.slug === slug);
  if (!app) throw new Error(`no own app ${slug}`);
  return app;
}

async function installCalls(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') seen.push(`${request.method} ${request.url}`);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

it('keeps the direct install URL of an own app on its page data (null when it has none)', () => {
  const app = ownApp('buzzwise-plus-private');
  expect(ownAppPageData(app).directInstallUrl).toBeNull();
  const url = `/applications/${app.id}/direct-install`;
  expect(ownAppPageData({ ...app, directInstallUrl: url })).toMatchObject({ directInstallUrl: url, isPrivate: true });
});

it.each(['buzzwise-plus-private', 'queuio-in-review'])(
  'installs the own app %s with a direct install URL by the POST to that URL, not the install call',
  async (slug) => {
    const app = ownApp(slug);
    const store = storeSignedInAs(sandbox, 'developer');
    const target = ownAppPageData({ ...app, directInstallUrl: `/applications/${app.id}/direct-install` });
    const calls = await installCalls(() => store.dispatch(installApp(target, { redirectDisabled: true })));
    expect(calls).toEqual([`POST ${API}/applications/${app.id}/direct-install`]);
    expect(selectInstallState(store.getState()).direct[app.id]).toMatchObject({
      accountStatus: 'created',
      message: 'Your account has been created.',
    });
    expect(sandbox.services.applications.installed(DEVELOPER_ORG)).toEqual([app.id]);
  },
);

it('installs an own app without a direct install URL with the install call', async () => {
  const app = ownApp('buzzwise-plus-private');
  const store = storeSignedInAs(sandbox, 'developer');
  const calls = await installCalls(() => store.dispatch(installApp(ownAppPageData(app), { redirectDisabled: true })));
  expect(calls).toEqual([`PUT ${API}/applications/${app.id}/install`]);
});
