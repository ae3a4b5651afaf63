import * as Sentry from '@sentry/react';
import { createTransport } from '@sentry/react';
import { flushReports, initErrorReporting, reportError, setReportedUser } from './sentry';

type Item = [{ type: string }, Record<string, unknown>];

/** A transport that keeps every envelope instead of sending it. */
function capturingTransport() {
  const events: Record<string, unknown>[] = [];
  const transport: Parameters<typeof initErrorReporting>[0]['transport'] = (options) =>
    createTransport(options, async (request) => {
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      const lines = body.split('\n').filter(Boolean);
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const [header, payload] = [JSON.parse(lines[index]), JSON.parse(lines[index + 1])] as Item;
        if (header.type === 'event') events.push(payload);
      }
      return { statusCode: 200 };
    });
  return { events, transport };
}

describe('error reporting (§8)', () => {
  const { events, transport } = capturingTransport();
  beforeAll(() => {
    initErrorReporting({ dsn: 'https://public@o0.ingest.sentry.io/1', environment: 'test', transport });
  });
  beforeEach(() => {
    events.length = 0;
    setReportedUser(null);
  });
  afterAll(() => Sentry.close());

  it('sends each error with its type tag, the user and the response data and status', async () => {
    setReportedUser({
      accountId: 'acc-1',
      email: 'owner@example.com',
      name: 'Olivia Owner',
      organizationId: 'org-1',
      permissions: ['billing_manage', 'integrations_manage'],
    });
    reportError(new Error('Unexpected error'), { type: 'api', response: { status: 500, data: { error: 'boom' } } });
    await flushReports();
    expect(events).toHaveLength(1);
    const [event] = events as {
      tags: Record<string, string>;
      user: Record<string, unknown>;
      contexts: Record<string, unknown>;
      exception: { values: { value: string }[] };
    }[];
    expect(event.tags.type).toBe('api');
    expect(event.user).toEqual({
      id: 'acc-1',
      email: 'owner@example.com',
      username: 'Olivia Owner',
      organizationId: 'org-1',
      permissions: ['billing_manage', 'integrations_manage'],
    });
    expect(event.contexts.response).toEqual({ status: 500, data: { error: 'boom' } });
    expect(event.exception.values[0].value).toBe('Unexpected error');
  });

  it('ignores chunk-loading failures, network fetch failures and ResizeObserver warnings', async () => {
    const chunk = new Error('Loading chunk 731 failed.\n(error: http://localhost:8000/marketplace/731-abc.js)');
    chunk.name = 'ChunkLoadError';
    for (const error of [
      chunk,
      new Error('Loading CSS chunk styles failed'),
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      new Error('ResizeObserver loop completed with undelivered notifications.'),
      new Error('ResizeObserver loop limit exceeded'),
    ])
      reportError(error, { type: 'uncaught' });
    reportError(new Error('Cannot read properties of undefined'), { type: 'render' });
    await flushReports();
    expect(events).toHaveLength(1);
    expect((events[0] as { tags: Record<string, string> }).tags.type).toBe('render');
  });
});
