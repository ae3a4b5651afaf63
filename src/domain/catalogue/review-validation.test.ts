import { validateAppReview } from './review-validation';

const valid = { rate: 4, name: 'Ann', comment: 'Great app' };

describe('app review form rules (§5)', () => {
  it('accepts a rating 1 to 5 with a name of 2 to 64 and a review of 2 to 255 characters', () => {
    expect(validateAppReview(valid)).toEqual({});
    expect(validateAppReview({ rate: 1, name: 'Al', comment: 'ok' })).toEqual({});
    expect(validateAppReview({ rate: 5, name: 'n'.repeat(64), comment: 'r'.repeat(255) })).toEqual({});
  });

  it('asks for a rating on the 1-5 scale when none is chosen or it is off the scale', () => {
    for (const rate of [null, 0, 6, 2.5]) {
      expect(validateAppReview({ ...valid, rate }).rate).toBe(
        'This field cannot be blank, please rate the app on a scale from 1-5',
      );
    }
  });

  it('asks for the name and the review when blank (spaces count as blank)', () => {
    expect(validateAppReview({ ...valid, name: '  ', comment: '' })).toEqual({
      name: 'Please enter your name',
      comment: 'Please enter your review',
    });
  });

  it('refuses a name over 64 and a review over 255 characters with the spec texts', () => {
    expect(validateAppReview({ ...valid, name: 'n'.repeat(65), comment: 'r'.repeat(256) })).toEqual({
      name: 'Name cannot be longer than 64 characters',
      comment: 'Review cannot be longer than 255 characters',
    });
  });

  it('refuses a one-character name or review (the lower bound of 2)', () => {
    const errors = validateAppReview({ ...valid, name: 'A', comment: 'x' });
    expect(errors.name).toBe('Name must be at least 2 characters');
    expect(errors.comment).toBe('Review must be at least 2 characters');
  });

  it('counts characters as a reader does: 255 emoji fit', () => {
    expect(validateAppReview({ ...valid, comment: '😀'.repeat(255) })).toEqual({});
  });
});
