import { validatePartnerMessage, validatePartnerReview } from './review-validation-partner';

const review = { name: 'Ann', email: 'ann@example.com', comment: 'Ten chars!', website: '' };
const message = { name: 'Ann', surname: 'Lee', email: 'ann@example.com', message: 'Hello', website: 'https://ann.example' };

describe('partner review form rules (§5: review 10 to 2000, name 3 to 64)', () => {
  it('accepts the bounds', () => {
    expect(validatePartnerReview(review)).toEqual({});
    expect(validatePartnerReview({ ...review, name: 'n'.repeat(64), comment: 'c'.repeat(2000) })).toEqual({});
  });

  it('refuses a name of 2 or 65 characters and a review of 9 or 2001', () => {
    for (const [name, comment] of [
      ['An', 'c'.repeat(9)],
      ['n'.repeat(65), 'c'.repeat(2001)],
    ]) {
      expect(validatePartnerReview({ ...review, name, comment })).toEqual({
        name: 'Name must be between 3 and 64 characters',
        comment: 'Review must be between 10 and 2000 characters',
      });
    }
  });

  it('needs a valid email and an http(s) website when one is given', () => {
    expect(validatePartnerReview({ ...review, email: 'ann', website: 'javascript:alert(1)' })).toEqual({
      email: 'Please enter a valid email address',
      website: 'Please enter a full website address (https://…)',
    });
  });
});

describe('partner message form rules', () => {
  it('accepts a complete message; the website is optional', () => {
    expect(validatePartnerMessage(message)).toEqual({});
    expect(validatePartnerMessage({ ...message, website: '' })).toEqual({});
  });

  it('names each missing field', () => {
    expect(validatePartnerMessage({ name: ' ', surname: '', email: '', message: '', website: 'nope' })).toEqual({
      name: 'Please enter your name',
      surname: 'Please enter your surname',
      email: 'Please enter a valid email address',
      message: 'Please enter your message',
      website: 'Please enter a full website address (https://…)',
    });
  });
});
