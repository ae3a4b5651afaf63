import { missingPageKind, NOT_FOUND_MESSAGES } from './not-found';

describe('missingPageKind', () => {
  it.each([
    ['/marketplace/apps/gone-app/', 'app'],
    ['/marketplace/apps/gone-app', 'app'],
    ['/apps/gone-app/settings', 'app'],
    ['/marketplace/services/gone-service/', 'service'],
    ['/marketplace/partners/nobody', 'page'],
    ['/marketplace/nowhere/', 'page'],
    ['/marketplace/apps/', 'page'],
    ['/marketplace/apps', 'page'],
    ['/marketplace/appsx/y', 'page'],
    ['/marketplace/developers/apps/x', 'page'],
    ['/partners/nobody', 'page'],
  ])('%s is about a missing %s', (pathname, kind) => {
    expect(missingPageKind(pathname, '/marketplace')).toBe(kind);
  });

  it('mentions renamed or removed only for apps and services', () => {
    expect(NOT_FOUND_MESSAGES.app).toMatch(/renamed or removed/);
    expect(NOT_FOUND_MESSAGES.service).toMatch(/renamed or removed/);
    expect(NOT_FOUND_MESSAGES.page).not.toMatch(/renamed|removed|app may/);
  });
});
