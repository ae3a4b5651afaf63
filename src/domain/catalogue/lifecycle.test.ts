import { isComingSoon, LIFECYCLE_LABELS, lifecycleOf, type ReviewTimestamps } from './lifecycle';

const at = '2026-01-01T00:00:00.000Z';
const stamps = (submitted: boolean, accepted: boolean, published: boolean): ReviewTimestamps => ({
  submittedAt: submitted ? at : null,
  acceptedAt: accepted ? at : null,
  publishedAt: published ? at : null,
});

describe('lifecycleOf (spec §4: lifecycle from timestamps)', () => {
  // All eight combinations of the three timestamps, with the state §4 gives each.
  it.each([
    [true, true, true, 'PUBLISHED'],
    [true, true, false, 'ACCEPTED'],
    [true, false, true, 'IN_REVIEW'],
    [true, false, false, 'IN_REVIEW'],
    [false, true, true, 'IN_DEVELOPMENT'],
    [false, true, false, 'IN_DEVELOPMENT'],
    [false, false, true, 'IN_DEVELOPMENT'],
    [false, false, false, 'IN_DEVELOPMENT'],
  ])('submitted %s, accepted %s, published %s is %s', (submitted, accepted, published, expected) => {
    expect(lifecycleOf(stamps(submitted, accepted, published))).toBe(expected);
  });

  it('is not published when the accepted date is missing, even if published is set', () => {
    expect(lifecycleOf({ submittedAt: at, acceptedAt: null, publishedAt: at })).not.toBe('PUBLISHED');
  });
});

describe('lifecycle labels', () => {
  it('announces accepted apps as coming soon', () => {
    expect(LIFECYCLE_LABELS).toEqual({
      IN_DEVELOPMENT: 'In development',
      IN_REVIEW: 'In review',
      ACCEPTED: 'Coming soon',
      PUBLISHED: 'Published',
    });
  });
});

describe('coming soon (not available yet)', () => {
  it('is an accepted, unpublished app only', () => {
    expect(isComingSoon('ACCEPTED')).toBe(true);
    expect(LIFECYCLE_LABELS.ACCEPTED).toBe('Coming soon');
    for (const other of ['PUBLISHED', 'IN_REVIEW', 'IN_DEVELOPMENT', null, undefined]) expect(isComingSoon(other)).toBe(false);
  });
});
