import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../data-files';
import { createServices, type Services } from '../services';
import { createFaultsService } from '../services/faults';
import { JEST_SITE_ORIGINS, server } from '../test-server';
import { createHandlers } from '.';
import { faultHandlers } from './faults';

// The fault switch (README "Fault switch") through the handlers, as a test or the e2e setup calls it.
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const [partner] = readCatalogueData().partners;
const ratingPath = `/feedback/rate/application/${readCatalogueData().applications[0].id}`;

let services: Services;
beforeEach(() => {
  services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const arm = (body: unknown, origin = API) =>
  fetch(`${origin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const summary = () => fetch(`${API}${ratingPath}`);

describe('sandbox fault switch', () => {
  it('is off by default: every call reaches its service, and GET lists no rule', async () => {
    expect((await summary()).status).toBe(200);
    await expect((await fetch(`${API}/sandbox/faults`)).json()).resolves.toEqual({ faults: [] });
  });

  it("answers the next N matching calls with the status (plain text body, Retry-After when given), then the service's own", async () => {
    const armed = await arm({ match: 'GET /feedback/rate/application/:id', fault: '429', times: 2, retryAfter: 7 });
    expect(armed.status).toBe(201);
    for (let call = 0; call < 2; call += 1) {
      const answer = await summary();
      expect(answer.status).toBe(429);
      expect(answer.headers.get('Retry-After')).toBe('7');
      await expect(answer.text()).resolves.toBe('sandbox fault: 429');
    }
    expect((await summary()).status).toBe(200);
    await expect((await fetch(`${API}/sandbox/faults`)).json()).resolves.toEqual({ faults: [] });
  });

  it('a status without retryAfter has no Retry-After header; the method must match too', async () => {
    await arm({ match: 'PUT /feedback/rate/application/*', fault: 500 });
    expect((await summary()).status).toBe(200);
    const put = await fetch(`${API}${ratingPath}`, {
      method: 'PUT',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(put.status).toBe(500);
    expect(put.headers.get('Retry-After')).toBeNull();
  });

  it('malformed: a 200 whose JSON breaks off; empty: a 200 JSON answer with no body', async () => {
    await arm({ match: 'GET /feedback/*', fault: 'malformed' });
    const broken = await summary();
    expect(broken.status).toBe(200);
    expect(broken.headers.get('Content-Type')).toBe('application/json');
    await expect(broken.json()).rejects.toThrow();

    await arm({ match: '* /feedback/*', fault: 'empty' });
    const empty = await summary();
    expect(empty.status).toBe(200);
    await expect(empty.text()).resolves.toBe('');
  });

  it('drop: the fetch itself fails (a cut connection), once', async () => {
    await arm({ match: `POST /partners/experts_marketplace/${partner.id}/message`, fault: 'drop' });
    const send = () => fetch(`${API}/partners/experts_marketplace/${partner.id}/message`, { method: 'POST', body: '{}' });
    await expect(send()).rejects.toThrow(TypeError);
    expect((await send()).status).not.toBe(502);
  });

  it('delay: the real answer after delayMs (fake time)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await arm({ match: 'GET /feedback/rate/application/:id', fault: 'delay', delayMs: 5000 });
      let status = 0;
      const pending = summary().then((answer) => (status = answer.status));
      await jest.advanceTimersByTimeAsync(4900);
      expect(status).toBe(0);
      await jest.advanceTimersByTimeAsync(200);
      await pending;
      expect(status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('delay without delayMs never answers on its own: the caller gives up (its abort)', async () => {
    await arm({ match: 'GET /feedback/*', fault: 'delay' });
    const controller = new AbortController();
    const pending = fetch(`${API}${ratingPath}`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('one switch for both origins: a rule armed on the accounts origin faults the API too; DELETE clears every rule', async () => {
    await arm({ match: 'GET /feedback/*', fault: '503', times: 5 }, ACCOUNTS);
    expect((await summary()).status).toBe(503);
    expect((await fetch(`${ACCOUNTS}/sandbox/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await summary()).status).toBe(200);
  });

  it('newest rule first; the switch itself is never faulted', async () => {
    await arm({ match: '* /*', fault: '500', times: 3 });
    await arm({ match: 'GET /feedback/*', fault: '418' });
    expect((await summary()).status).toBe(418);
    const listed = (await (await fetch(`${API}/sandbox/faults`)).json()) as {
      faults: Array<{ match: string; remaining: number }>;
    };
    expect(listed.faults).toEqual([expect.objectContaining({ match: '* /*', remaining: 3 })]);
    expect((await summary()).status).toBe(500);
  });

  it.each([
    [{ fault: '500' }, 'match must be'],
    [{ match: 'FETCH /x', fault: '500' }, 'match must be'],
    [{ match: 'GET x', fault: '500' }, 'match must be'],
    [{ match: 'GET /x', fault: '200' }, 'fault must be'],
    [{ match: 'GET /x', fault: 'explode' }, 'fault must be'],
    [{ match: 'GET /x', fault: '500', times: 0 }, 'times must be'],
    [{ match: 'GET /x', fault: 'drop', retryAfter: 3 }, 'retryAfter'],
    [{ match: 'GET /x', fault: '500', delayMs: 3 }, 'delayMs'],
  ])('refuses %j with 422', async (body, reason) => {
    const answer = await arm(body);
    expect(answer.status).toBe(422);
    const { error } = (await answer.json()) as { error: { type: string; message: string } };
    expect(error.type).toBe('validation');
    expect(error.message).toContain(reason);
    await expect((await fetch(`${API}/sandbox/faults`)).json()).resolves.toEqual({ faults: [] });
  });

  it('over the HTTP server (base "*"), a drop is refused by the browser: a second Access-Control-Allow-Origin, a 502', async () => {
    const faults = createFaultsService();
    faults.set({ match: 'GET /probe', fault: 'drop' });
    server.use(
      ...faultHandlers('*', faults),
      http.get('http://probe.test/probe', () => HttpResponse.text('ok')),
    );
    const answer = await fetch('http://probe.test/probe');
    expect(answer.status).toBe(502);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('null');
  });
});
