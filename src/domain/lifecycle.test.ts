import { lifecycleOf } from './lifecycle';

const at = '2026-01-01T00:00:00.000Z';

describe('lifecycleOf (spec §4: lifecycle from timestamps)', () => {
  it('is published only when submitted, accepted and published are all set', () => {
    expect(lifecycleOf({ submittedAt: at, acceptedAt: at, publishedAt: at })).toBe('PUBLISHED');
  });
  it('is accepted when submitted and accepted only', () => {
    expect(lifecycleOf({ submittedAt: at, acceptedAt: at, publishedAt: null })).toBe('ACCEPTED');
  });
  it('is in review when only submitted', () => {
    expect(lifecycleOf({ submittedAt: at, acceptedAt: null, publishedAt: null })).toBe('IN_REVIEW');
  });
  it('is in development otherwise, even with a stray publish date', () => {
    expect(lifecycleOf({ submittedAt: null, acceptedAt: null, publishedAt: null })).toBe('IN_DEVELOPMENT');
    expect(lifecycleOf({ submittedAt: null, acceptedAt: at, publishedAt: at })).toBe('IN_DEVELOPMENT');
  });
});
