import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../sandbox/data-files';
import { server } from '../../../sandbox/test-server';
import { API, notices, signedIn, signedInStore, withSessionEffects } from '../../testing/session-test-kit';
import { selectExpertError, selectExpertStatus } from './experts-slice';
import { sendExpertMessage, sendExpertReview } from './experts-thunks';

// The session effect goes home on a 401 (gatsby's navigate).
jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const [partner, secondPartner, thirdPartner] = readCatalogueData().partners;
const message = { name: 'Ann', surname: 'Owner', email: 'ann@example.com', message: 'Can you help us?', website: '' };
const review = { name: 'Ann', email: 'ann@example.com', comment: 'A very helpful team.', website: 'https://ann.example' };

const unauthorized = () =>
  HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 });
const LOGGED_OUT = "We couldn't authorize your request as you've been logged out. Log in and try again.";

const failures: Array<[string, () => Response]> = [
  ['a network error', () => HttpResponse.error()],
  ['a 422', () => HttpResponse.json({ error: { type: 'validation', message: 'Please enter your name' } }, { status: 422 })],
  ['a 500', () => HttpResponse.json({ error: { type: 'server_error', message: 'Boom' } }, { status: 500 })],
];

describe('expert request (POST partners/experts_marketplace/{id}/message)', () => {
  it("sends it to the sandbox and says 'Message sent successfully!' for 4000 ms", async () => {
    const { store } = await signedInStore('owner');
    await expect(store.dispatch(sendExpertMessage(partner.id, message))).resolves.toBe(true);
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Message sent successfully!', autoHideDelayTime: 4000 }]);
    expect(selectExpertStatus(store.getState(), 'message')).toBe('fulfilled');
  });

  it('sends the signed-in user as userEmail beside the typed email', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/partners/experts_marketplace/${partner.id}/message`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store } = await signedInStore('owner');
    await store.dispatch(sendExpertMessage(partner.id, { ...message, name: '  Ann ' }));
    expect(body).toEqual({ ...message, name: 'Ann', userEmail: 'olivia@example.com' });
  });

  it('sends a bare domain typed as the website as an https:// address', async () => {
    let body: { website?: string } = {};
    server.use(
      http.post(`${API}/partners/experts_marketplace/${partner.id}/message`, async ({ request }) => {
        body = (await request.json()) as typeof body;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store } = await signedInStore('owner');
    await expect(store.dispatch(sendExpertMessage(partner.id, { ...message, website: ' www.ann.example/team ' }))).resolves.toBe(
      true,
    );
    expect(body.website).toBe('https://www.ann.example/team');
  });

  it.each(failures)("on %s: stores the error and says 'We couldn't send the expert request'", async (_case, answer) => {
    server.use(http.post(`${API}/partners/experts_marketplace/${partner.id}/message`, answer));
    const { store } = await signedInStore('owner');
    await expect(store.dispatch(sendExpertMessage(partner.id, message))).resolves.toBe(false);
    expect(selectExpertStatus(store.getState(), 'message')).toBe('rejected');
    expect(selectExpertError(store.getState(), 'message')).toBeTruthy();
    expect(notices(store)).toEqual([{ kind: 'error', content: "We couldn't send the expert request", autoHideDelayTime: 4000 }]);
  });

  it('on a 401 to a signed-in user: stores the error, and the session ends with the logged-out notice alone', async () => {
    server.use(http.post(`${API}/partners/experts_marketplace/${partner.id}/message`, unauthorized));
    const store = withSessionEffects((await signedInStore('owner')).store);
    await expect(store.dispatch(sendExpertMessage(partner.id, message))).resolves.toBe(false);
    expect(selectExpertError(store.getState(), 'message')).toBe('Invalid access token');
    expect(signedIn(store)).toBe(false);
    expect(notices(store).map((notice) => notice.content)).toEqual([LOGGED_OUT]);
  });
});

describe('expert review (POST partners/experts_marketplace/{id}/comment)', () => {
  it("first review: 'Review sent to be verified!'; the same user again: the 409 warning 'Review had already been sent!'", async () => {
    const { store } = await signedInStore('administrator');
    await expect(store.dispatch(sendExpertReview(secondPartner.id, review))).resolves.toBe(true);
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Review sent to be verified!', autoHideDelayTime: 4000 }]);

    await expect(store.dispatch(sendExpertReview(secondPartner.id, review))).resolves.toBe(false);
    expect(notices(store)).toEqual([{ kind: 'warning', content: 'Review had already been sent!', autoHideDelayTime: 4000 }]);
    expect(selectExpertStatus(store.getState(), 'review')).toBe('rejected');
  });

  it('sends a bare domain typed as the website as an https:// address; the sandbox takes it', async () => {
    let body: { website?: string } = {};
    server.use(
      http.post(`${API}/partners/experts_marketplace/${thirdPartner.id}/comment`, async ({ request }) => {
        body = (await request.clone().json()) as typeof body;
        return undefined;
      }),
    );
    const { store } = await signedInStore('agent');
    await expect(store.dispatch(sendExpertReview(thirdPartner.id, { ...review, website: 'ann.example' }))).resolves.toBe(true);
    expect(body.website).toBe('https://ann.example/');
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Review sent to be verified!', autoHideDelayTime: 4000 }]);
  });

  it.each(failures)("on %s: stores the error and says 'Expert review couldn't be sent'", async (_case, answer) => {
    server.use(http.post(`${API}/partners/experts_marketplace/${thirdPartner.id}/comment`, answer));
    const { store } = await signedInStore('owner');
    await expect(store.dispatch(sendExpertReview(thirdPartner.id, review))).resolves.toBe(false);
    expect(selectExpertError(store.getState(), 'review')).toBeTruthy();
    expect(notices(store)).toEqual([{ kind: 'error', content: "Expert review couldn't be sent", autoHideDelayTime: 4000 }]);
  });

  it('on a 401 to a signed-in user: stores the error, and the session ends with the logged-out notice alone', async () => {
    server.use(http.post(`${API}/partners/experts_marketplace/${thirdPartner.id}/comment`, unauthorized));
    const store = withSessionEffects((await signedInStore('owner')).store);
    await expect(store.dispatch(sendExpertReview(thirdPartner.id, review))).resolves.toBe(false);
    expect(selectExpertError(store.getState(), 'review')).toBe('Invalid access token');
    expect(notices(store).map((notice) => notice.content)).toEqual([LOGGED_OUT]);
  });
});
