import { request } from '../../src/api-client/http';
import { recordExpertVisit, sendPartnerComment, sendPartnerMessage } from '../../src/api-client/partners';
import { readCatalogueData } from '../data-files';
import { createServices, type Services } from '../services';
import { JEST_SITE_ORIGINS, server } from '../test-server';
import { createHandlers } from '.';
import { tokenFor } from './handler-test-token';

// A fresh sandbox per test (its writes inspectable), answering through msw, called with the site's client functions.
const API = 'http://api.test';
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

let services: Services;
beforeEach(() => {
  services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
  server.use(...createHandlers(services, API, 'http://accounts.test'));
});

const tokenOf = (identity: string) => tokenFor(services, identity);
/** The sandbox account behind a token. */
const accountOf = (token: string) => services.accounts.authenticate(token)!;

describe('sandbox: partner endpoints need no login (§6)', () => {
  it('every partner endpoint answers without a bearer token', async () => {
    await expect(request(API, `/partners/experts_marketplace/${partner.id}`)).resolves.toMatchObject({ id: partner.id });
    await expect(request(API, '/partners/experts_prospects_marketplace/all?unclaimed=true')).resolves.toHaveProperty('result');
    await expect(sendPartnerMessage(API, partner.id, message, null)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, comment, null)).resolves.toBeUndefined();
    await expect(recordExpertVisit(API, partner.id, new Date('2026-11-23T10:00:00.000Z'), null)).resolves.toBeUndefined();

    expect(services.partners.messages()).toEqual([
      { ...message, website: 'https://ann.example/', expertId: partner.id, accountId: null },
    ]);
    expect(services.partners.comments()).toEqual([{ ...comment, expertId: partner.id, accountId: null }]);
    expect(services.partners.visits()).toEqual([
      { expertId: partner.id, accountId: null, visitedAt: '2026-11-23T10:00:00.000Z' },
    ]);
  });

  it('a stale or forged token is no 401 here: the call is taken as anonymous', async () => {
    const token = tokenOf('owner');
    services.accounts.revoke(accountOf(token));
    await expect(sendPartnerMessage(API, partner.id, message, token)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, comment, 'dal:forged')).resolves.toBeUndefined();
    await expect(recordExpertVisit(API, partner.id, new Date(), 'dal:forged')).resolves.toBeUndefined();
    expect(services.partners.messages()[0].accountId).toBeNull();
    expect(services.partners.comments()[0].accountId).toBeNull();
    expect(services.partners.visits()[0].accountId).toBeNull();
  });

  it('a live token names the account, and gives its email when the body has no userEmail', async () => {
    const token = tokenOf('owner');
    const { accountId, organizationId } = accountOf(token);
    const email = services.accounts.account(organizationId, accountId)!.email;
    await sendPartnerMessage(API, partner.id, { ...message, userEmail: '' }, token);
    await sendPartnerComment(API, partner.id, comment, token);
    await recordExpertVisit(API, partner.id, new Date(), token);
    expect(services.partners.messages()[0]).toMatchObject({ accountId, userEmail: email });
    expect(services.partners.comments()[0]).toMatchObject({ accountId, userEmail: 'owner@example.com' });
    expect(services.partners.visits()[0]).toMatchObject({ accountId });
  });
});

describe('sandbox: partner writes of §7', () => {
  it('POST …/{id}/message takes the expert request (by id or slug); 404 for an unknown expert', async () => {
    const token = tokenOf('owner');
    await expect(sendPartnerMessage(API, partner.id, message, token)).resolves.toBeUndefined();
    await expect(sendPartnerMessage(API, partner.slug, message, null)).resolves.toBeUndefined();
    await expect(sendPartnerMessage(API, 'nope', message, token)).rejects.toMatchObject({ status: 404 });
    await expect(sendPartnerMessage(API, 'nope', message, null)).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['with', true],
    ['without', false],
  ])('POST …/{id}/message answers 422 in the service error shape for a missing field, %s a token', async (_case, signed) => {
    const token = signed ? tokenOf('owner') : null;
    await expect(sendPartnerMessage(API, partner.id, { ...message, surname: '' }, token)).rejects.toMatchObject({
      status: 422,
      kind: 'validation',
      data: { error: { type: 'validation', message: 'Please enter your surname' } },
    });
    await expect(
      request(API, `/partners/experts_marketplace/${partner.id}/message`, { method: 'POST', token }),
    ).rejects.toMatchObject({ status: 422 });
    expect(services.partners.messages()).toEqual([]);
  });

  it('POST …/{id}/comment takes one review per user and expert: the second answers 409', async () => {
    const token = tokenOf('administrator');
    await expect(sendPartnerComment(API, partner.id, comment, token)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, comment, token)).rejects.toMatchObject({ status: 409, kind: 'conflict' });
    // Another expert, or another user, is a new review.
    await expect(sendPartnerComment(API, otherPartner.id, comment, token)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, comment, tokenOf('viewer'))).resolves.toBeUndefined();
  });

  it('POST …/{id}/comment without a token: one review per email and expert, the second answers 409', async () => {
    await expect(sendPartnerComment(API, partner.id, comment, null)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, partner.id, { ...comment, email: ' ANN@example.com' }, null)).rejects.toMatchObject({
      status: 409,
      kind: 'conflict',
    });
    await expect(sendPartnerComment(API, partner.id, { ...comment, email: 'bob@example.com' }, null)).resolves.toBeUndefined();
    await expect(sendPartnerComment(API, otherPartner.id, comment, null)).resolves.toBeUndefined();
    // A signed-in account is its own reviewer, whatever email it types.
    await expect(sendPartnerComment(API, partner.id, comment, tokenOf('agent'))).resolves.toBeUndefined();
  });

  it.each([
    ['with', true],
    ['without', false],
  ])('POST …/{id}/comment answers 422 outside §5 bounds (review 10 to 2000, name 3 to 64), %s a token', async (_case, signed) => {
    const token = signed ? tokenOf('agent') : null;
    await expect(sendPartnerComment(API, partner.id, { ...comment, comment: 'too short' }, token)).rejects.toMatchObject({
      status: 422,
      message: 'Review must be between 10 and 2000 characters',
    });
    await expect(sendPartnerComment(API, partner.id, { ...comment, name: 'Al' }, token)).rejects.toMatchObject({
      status: 422,
      message: 'Name must be between 3 and 64 characters',
    });
    expect(services.partners.comments()).toEqual([]);
  });

  it('takes a bare domain as the website and keeps it as https://; refuses other schemes with 422', async () => {
    await expect(sendPartnerComment(API, partner.id, { ...comment, website: 'ann.example' }, null)).resolves.toBeUndefined();
    await expect(
      sendPartnerMessage(API, partner.id, { ...message, website: 'www.ann.example/team' }, tokenOf('owner')),
    ).resolves.toBeUndefined();
    expect(services.partners.comments()[0].website).toBe('https://ann.example/');
    expect(services.partners.messages()[0].website).toBe('https://www.ann.example/team');

    for (const website of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://ann.example',
      'not a site',
    ]) {
      await expect(sendPartnerComment(API, otherPartner.id, { ...comment, website }, null)).rejects.toMatchObject({
        status: 422,
        message: 'Please enter a valid website address (such as example.com)',
      });
      await expect(sendPartnerMessage(API, otherPartner.id, { ...message, website }, null)).rejects.toMatchObject({
        status: 422,
        message: 'Please enter a valid website address (such as example.com)',
      });
    }
    expect(services.partners.comments()).toHaveLength(1);
    expect(services.partners.messages()).toHaveLength(1);
  });

  it.each([
    ['with', true],
    ['without', false],
  ])(
    'POST partners/experts/visits records expert_id and visited_at %s a token; 422 without them, 404 for an unknown expert',
    async (_case, signed) => {
      const token = signed ? tokenOf('owner') : null;
      await expect(recordExpertVisit(API, partner.slug, new Date('2026-11-23T10:00:00.000Z'), token)).resolves.toBeUndefined();
      expect(services.partners.visits()).toEqual([
        { expertId: partner.id, accountId: signed ? accountOf(token!).accountId : null, visitedAt: '2026-11-23T10:00:00.000Z' },
      ]);
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
      await expect(request(API, '/partners/experts/visits', { method: 'POST', token })).rejects.toMatchObject({ status: 422 });
      await expect(recordExpertVisit(API, 'nope', new Date(), token)).rejects.toMatchObject({ status: 404 });
      expect(services.partners.visits()).toHaveLength(1);
    },
  );
});
