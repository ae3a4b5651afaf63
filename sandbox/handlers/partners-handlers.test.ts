import { request } from '../../src/api-client/http';
import { recordExpertVisit, sendPartnerComment, sendPartnerMessage } from '../../src/api-client/partners';
import { tokenFor } from '../../src/features/auth/auth-test-kit';
import { readCatalogueData } from '../data-files';

const API = 'http://localhost:8001';
const [partner, otherPartner] = readCatalogueData().partners;
const message = {
  email: 'ann@example.com',
  userEmail: 'owner@example.com',
  message: 'Can you help us?',
  name: 'Ann',
  surname: 'Owner',
  website: 'https://ann.example',
};
const comment = {
  email: 'ann@example.com',
  userEmail: 'owner@example.com',
  comment: 'Very helpful team.',
  name: 'Ann',
  website: '',
};

describe('sandbox: partner writes of §7', () => {
  it('every write answers 401 without a valid bearer token', async () => {
    await expect(sendPartnerMessage(API, partner.id, message, null)).rejects.toMatchObject({ status: 401 });
    await expect(sendPartnerComment(API, partner.id, comment, 'dal:forged')).rejects.toMatchObject({ status: 401 });
    await expect(recordExpertVisit(API, partner.id, new Date(), null)).rejects.toMatchObject({ status: 401 });
  });

  it('POST …/{id}/message takes the expert request (by id or slug); 404 for an unknown expert', async () => {
    const { access_token: token } = await tokenFor('owner');
    await expect(sendPartnerMessage(API, partner.id, message, token)).resolves.toBeUndefined();
    await expect(sendPartnerMessage(API, partner.slug, message, token)).resolves.toBeUndefined();
    await expect(sendPartnerMessage(API, 'nope', message, token)).rejects.toMatchObject({ status: 404 });
  });

  it('POST …/{id}/message answers 422 in the service error shape for a missing field', async () => {
    const { access_token: token } = await tokenFor('owner');
    await expect(sendPartnerMessage(API, partner.id, { ...message, surname: '' }, token)).rejects.toMatchObject({
      status: 422,
      kind: 'validation',
      data: { error: { type: 'validation', message: 'Please enter your surname' } },
    });
  });

  it('POST …/{id}/comment takes one review per user and expert: the second answers 409', async () => {
    const { access_token: token } = await tokenFor('administrator');
    await expect(sendPartnerComment(API, partner.id, comment, token)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, comment, token)).rejects.toMatchObject({ status: 409, kind: 'conflict' });
    // Another expert, or another user, is a new review.
    await expect(sendPartnerComment(API, otherPartner.id, comment, token)).resolves.toBeUndefined();
    const { access_token: other } = await tokenFor('viewer');
    await expect(sendPartnerComment(API, partner.id, comment, other)).resolves.toBeUndefined();
  });

  it('POST …/{id}/comment answers 422 outside §5 bounds (review 10 to 2000, name 3 to 64)', async () => {
    const { access_token: token } = await tokenFor('agent');
    await expect(sendPartnerComment(API, partner.id, { ...comment, comment: 'too short' }, token)).rejects.toMatchObject({
      status: 422,
      message: 'Review must be between 10 and 2000 characters',
    });
    await expect(sendPartnerComment(API, partner.id, { ...comment, name: 'Al' }, token)).rejects.toMatchObject({
      status: 422,
      message: 'Name must be between 3 and 64 characters',
    });
  });

  it('POST partners/experts/visits records expert_id and visited_at; 422 without them, 404 for an unknown expert', async () => {
    const { access_token: token } = await tokenFor('owner');
    await expect(recordExpertVisit(API, partner.id, new Date(), token)).resolves.toBeUndefined();
    await expect(
      request(API, '/partners/experts/visits', {
        method: 'POST',
        body: { expert_id: partner.id, visited_at: 'yesterday' },
        token,
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(request(API, '/partners/experts/visits', { method: 'POST', body: {}, token })).rejects.toMatchObject({
      status: 422,
    });
    await expect(recordExpertVisit(API, 'nope', new Date(), token)).rejects.toMatchObject({ status: 404 });
  });
});
