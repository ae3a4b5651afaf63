import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { ApiError, errorFromBody, request, setRequestHooks } from './http';

const BASE = 'http://api.test';

describe('request (the one fetch wrapper)', () => {
  it('sends the bearer token and parses JSON', async () => {
    server.use(http.get(`${BASE}/echo`, ({ request: req }) => HttpResponse.json({ auth: req.headers.get('authorization') })));
    await expect(request(BASE, '/echo', { token: 'dal:abc' })).resolves.toEqual({ auth: 'Bearer dal:abc' });
  });

  it('returns undefined for 204', async () => {
    server.use(http.delete(`${BASE}/thing`, () => new HttpResponse(null, { status: 204 })));
    await expect(request(BASE, '/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns 404 into a not-found error carrying the raw text', async () => {
    server.use(http.get(`${BASE}/missing`, () => new HttpResponse('Not found', { status: 404 })));
    await expect(request(BASE, '/missing')).rejects.toMatchObject({ kind: 'not-found', message: 'Not found', status: 404 });
  });

  it('names 401, 409 and 422 and reads code:message errors', async () => {
    server.use(
      http.get(`${BASE}/401`, () =>
        HttpResponse.json({ error: { type: 'authorization', message: 'Invalid token' } }, { status: 401 }),
      ),
      http.get(`${BASE}/409`, () => HttpResponse.json({ code: 'PRODUCTS_CART_CHECKOUT_STARTED:Cart locked' }, { status: 409 })),
      http.get(`${BASE}/422`, () => HttpResponse.json({ recurly: 'declined:Card declined' }, { status: 422 })),
      http.get(`${BASE}/500`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(request(BASE, '/401')).rejects.toMatchObject({ kind: 'unauthorized', message: 'Invalid token' });
    await expect(request(BASE, '/409')).rejects.toMatchObject({
      kind: 'conflict',
      code: 'PRODUCTS_CART_CHECKOUT_STARTED',
      message: 'Cart locked',
    });
    await expect(request(BASE, '/422')).rejects.toMatchObject({ kind: 'validation', code: 'declined', message: 'Card declined' });
    await expect(request(BASE, '/500')).rejects.toMatchObject({ kind: 'http', message: 'Unexpected error' });
  });

  it('reports a network failure as a network error', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await request(BASE, '/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
  });

  it('words a network failure while offline as offline, with what to do', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await request(BASE, '/down').catch((e: unknown) => e);
      expect(error).toMatchObject({
        kind: 'network',
        message: "You're offline. This needs the network: try again once you're back online.",
      });
    } finally {
      online.mockRestore();
    }
  });

  it('falls back to "Unexpected error" for bodies without an error field', () => {
    expect(errorFromBody('oops')).toEqual({ code: null, message: 'Unexpected error' });
  });
});

describe('request hooks (utm headers §7, error reporting §8)', () => {
  afterEach(() => setRequestHooks({}));

  it('adds the hook headers of the called service, and a caller header wins', async () => {
    setRequestHooks({
      headers: (baseUrl): Record<string, string> => (baseUrl === BASE ? { 'flux-meta-utm-source': 'ads', 'x-a': 'hook' } : {}),
    });
    server.use(
      http.get(`${BASE}/echo`, ({ request: req }) =>
        HttpResponse.json({ utm: req.headers.get('flux-meta-utm-source'), a: req.headers.get('x-a') }),
      ),
    );
    await expect(request(BASE, '/echo', { headers: { 'x-a': 'caller' } })).resolves.toEqual({ utm: 'ads', a: 'caller' });
  });

  it("sends a static file of the site with no headers of its own, so the page's preload of it is reused", async () => {
    setRequestHooks({ headers: () => ({ 'flux-meta-utm-source': 'ads' }) });
    server.use(
      http.get(`${BASE}/data/index.json`, ({ request: req }) =>
        HttpResponse.json({ accept: req.headers.get('accept'), utm: req.headers.get('flux-meta-utm-source') }),
      ),
    );
    const sent = (await request(BASE, '/data/index.json', { staticFile: true })) as { accept: string | null; utm: string | null };
    expect(sent.utm).toBeNull();
    expect(sent.accept).not.toBe('application/json');
    await expect(request(BASE, '/data/index.json')).resolves.toEqual({ accept: 'application/json', utm: 'ads' });
  });

  it('tells the failed hook about every failed call, and still throws', async () => {
    const failed = jest.fn();
    setRequestHooks({ failed });
    server.use(http.post(`${BASE}/boom`, () => HttpResponse.json({ error: 'oops' }, { status: 500 })));
    await expect(request(BASE, '/boom', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ status: 500, data: { error: 'oops' } }), {
      method: 'POST',
      path: '/boom',
    });
  });
});

describe('a service that does not answer', () => {
  afterEach(() => jest.useRealTimers());

  it('fails the call after 30 s as a timeout (not a network failure, which may be an ad blocker), and not before', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(http.get(`${BASE}/slow`, () => new Promise<Response>(() => undefined)));
    let settled: unknown = null;
    const call = request(BASE, '/slow').catch((error: unknown) => (settled = error));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    // §8's words: the wrapper's own ('no answer within 30 s') are not shown to anyone.
    expect(settled).toMatchObject({ kind: 'timeout', message: 'Unexpected error' });
  });

  it("still ends when the caller's own signal aborts first", async () => {
    server.use(http.get(`${BASE}/slow`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = request(BASE, '/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'network' });
  });
});
