import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { FaultRule, FaultsService } from '../services/faults';
import { errorBody } from '../request-errors';

/**
 * The fault switch (sandbox/README.md, "Fault switch"), placed before every other handler of an
 * origin: `POST /sandbox/faults` arms a rule, `GET` lists the armed ones, `DELETE` clears them; any
 * other call that matches an armed rule gets the fault instead of its service's answer.
 *
 * `base` '*' is the local HTTP server (a browser on the other end), a concrete origin is Jest's msw.
 */

/** A 200 whose JSON breaks off: what a cut proxy or a crashed serializer sends. */
const MALFORMED_BODY = '{"sandbox fault": "malformed';

/** The body of a status fault: a gateway's plain text, not the service's JSON. */
export const faultText = (status: number) => `sandbox fault: ${status}`;

async function answer(rule: FaultRule, overHttp: boolean): Promise<Response | undefined> {
  switch (rule.kind) {
    case 'status':
      return new HttpResponse(faultText(rule.status!), {
        status: rule.status!,
        headers: {
          'Content-Type': 'text/plain',
          ...(rule.retryAfter !== null ? { 'Retry-After': String(rule.retryAfter) } : {}),
        },
      });
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'delay':
      if (rule.delayMs === null) {
        // No answer: the caller's own timeout ends the call (cut after a minute so nothing piles up).
        await delay(60_000);
        return dropped(overHttp);
      }
      await delay(rule.delayMs);
      // Then the service answers as usual (the handlers after this one).
      return undefined;
    case 'drop':
      return dropped(overHttp);
  }
}

/**
 * A cut connection. In Jest, msw's network error (fetch rejects). Over HTTP a handler cannot reach
 * the socket: the answer carries a second Access-Control-Allow-Origin the browser refuses, so the
 * page's fetch rejects with the same TypeError a dropped connection gives (non-browser callers see a
 * bodiless 502 and a closed connection).
 */
function dropped(overHttp: boolean): Response {
  if (!overHttp) return HttpResponse.error();
  return new HttpResponse(null, { status: 502, headers: { 'Access-Control-Allow-Origin': 'null', Connection: 'close' } });
}

export function faultHandlers(base: string, faults: FaultsService): RequestHandler[] {
  const overHttp = base === '*';
  return [
    http.post(`${base}/sandbox/faults`, async ({ request }) => {
      let input: unknown;
      try {
        input = await request.json();
      } catch {
        return HttpResponse.json(errorBody('validation', 'The body must be JSON'), { status: 422 });
      }
      const rule = faults.set(input && typeof input === 'object' ? input : {});
      if (typeof rule === 'string') return HttpResponse.json(errorBody('validation', rule), { status: 422 });
      return HttpResponse.json(rule, { status: 201 });
    }),
    http.get(`${base}/sandbox/faults`, () => HttpResponse.json({ faults: faults.list() })),
    http.delete(`${base}/sandbox/faults`, () => {
      faults.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.all(`${base}/*`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/sandbox/faults') return undefined;
      const rule = faults.take(request.method, pathname);
      return rule ? answer(rule, overHttp) : undefined;
    }),
  ];
}
