import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHostBridge } from './bridge';
import { fakeFrame } from './host-test-kit';
import type { InboundMessage } from './messages';

const HOST = 'http://localhost:8003';
const trustedOrigins = [HOST, 'https://host.example.com'];

function started(options: Parameters<typeof fakeFrame>[0] = {}) {
  const frame = fakeFrame(options);
  const bridge = createHostBridge({ window: frame.window, trustedOrigins });
  const received: InboundMessage[] = [];
  bridge.subscribe((message) => received.push(message));
  return { frame, bridge, received };
}

afterEach(() => jest.useRealTimers());

describe('handshake (§9: the host answers within 3000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('sends loaded to the trusted origins with an explicit target and is agent-app when the host answers in time', async () => {
    const { frame, bridge } = started();
    const result = bridge.handshake('/apps/');
    expect(frame.posted).toEqual([
      { message: { type: 'loaded', payload: { pathname: '/apps/' } }, origin: HOST },
      { message: { type: 'loaded', payload: { pathname: '/apps/' } }, origin: 'https://host.example.com' },
    ]);
    jest.advanceTimersByTime(2999);
    frame.deliver({ type: 'loaded' }, HOST);
    await expect(result).resolves.toBe(true);
    expect(bridge.parentOrigin()).toBe(HOST);
    // From now on, only the origin that answered.
    bridge.send({ type: 'app_installed', payload: { appId: 'a1' } });
    expect(frame.posted.at(-1)).toEqual({ message: { type: 'app_installed', payload: { appId: 'a1' } }, origin: HOST });
  });

  it('runs as a normal page when the answer does not come within 3000 ms', async () => {
    const { frame, bridge } = started();
    const result = bridge.handshake('/');
    jest.advanceTimersByTime(3000);
    await expect(result).resolves.toBe(false);
    frame.deliver({ type: 'loaded' }, HOST);
    await Promise.resolve();
    expect(bridge.send({ type: 'refresh_cart', payload: {} })).toBe(true);
  });

  it('an answer from an untrusted origin does not count', async () => {
    const { frame, bridge } = started();
    const result = bridge.handshake('/');
    frame.deliver({ type: 'loaded' }, 'http://localhost:8004');
    jest.advanceTimersByTime(3000);
    await expect(result).resolves.toBe(false);
    expect(bridge.stats.untrustedOrigin).toBe(1);
  });

  it('is a normal page at once when not framed, or framed by an untrusted ancestor', async () => {
    const alone = started({ framed: false });
    await expect(alone.bridge.handshake('/')).resolves.toBe(false);
    expect(alone.bridge.framed).toBe(false);
    const partner = started({ ancestorOrigins: ['https://partner.example'] });
    await expect(partner.bridge.handshake('/')).resolves.toBe(false);
    expect(partner.frame.posted).toEqual([]);
  });

  it('sends the handshake only to a trusted ancestor the browser names', () => {
    const { frame, bridge } = started({ ancestorOrigins: ['https://host.example.com'] });
    void bridge.handshake('/');
    expect(frame.posted.map(({ origin }) => origin)).toEqual(['https://host.example.com']);
  });
});

describe('received messages', () => {
  it('passes on well-formed messages from the trusted parent', () => {
    const { frame, received, bridge } = started();
    frame.deliver({ type: 'navigate', payload: { pathname: '/apps/marketplace/apps/crm/', replace: true } }, HOST);
    frame.deliver({ type: 'refresh_installed_apps' }, HOST);
    frame.deliver({ type: 'cart_updated', payload: { cart: { id: 'c1' } } }, HOST);
    expect(received).toEqual([
      { type: 'navigate', payload: { pathname: '/apps/marketplace/apps/crm/', replace: true } },
      { type: 'refresh_installed_apps', payload: {} },
      { type: 'cart_updated', payload: { cart: { id: 'c1' } } },
    ]);
    expect(bridge.stats.accepted).toBe(3);
  });

  it('sends nothing before a trusted parent spoke', () => {
    const { frame, bridge } = started();
    expect(bridge.send({ type: 'app_installed', payload: { appId: 'a1' } })).toBe(false);
    expect(frame.posted).toEqual([]);
  });
});

/** A seeded fuzz: look-alike origins, other windows, malformed payloads. None accepted, none throws. */
describe('postMessage fuzz', () => {
  const lookAlikes = [
    'http://localhost.evil:8003',
    'http://localhost:8004',
    'http://localhost',
    'https://localhost:8003',
    'http://127.0.0.1:8003',
    'http://sub.localhost:8003',
    'https://host.example.com.evil.example',
    'https://evil-host.example.com',
    'https://sub.host.example.com',
    'http://host.example.com',
    'https://host.example.com:444',
    'null',
    '',
    'HTTP://LOCALHOST:8003/',
    'http://localhost:8003/',
  ];
  const validMessage = fc.constantFrom<unknown>(
    { type: 'navigate', payload: { pathname: '/apps/' } },
    { type: 'refresh_cart' },
    { type: 'loaded' },
    { type: 'cart_updated', payload: { cart: {} } },
  );
  const throwing = fc.constant(null).map(() =>
    Object.defineProperty({}, 'type', {
      get() {
        throw new Error('hostile getter');
      },
    }),
  );
  const malformed = fc.oneof(
    fc.anything(),
    throwing,
    fc.record({ type: fc.string(), payload: fc.anything() }),
    fc.record({
      type: fc.constantFrom('navigate', 'preload', 'cart_updated'),
      payload: fc.anything().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    }),
    fc.record({
      type: fc.constantFrom('navigate', 'preload'),
      payload: fc.record({
        pathname: fc.oneof(fc.integer(), fc.constant(null), fc.string({ minLength: 2049, maxLength: 2100 })),
      }),
    }),
    fc.record({
      type: fc.constant('navigate'),
      payload: fc.record({ pathname: fc.string(), replace: fc.oneof(fc.string(), fc.integer()) }),
    }),
    fc.record({
      type: fc.constant('cart_updated'),
      payload: fc.record({ cart: fc.oneof(fc.string(), fc.array(fc.integer()), fc.constant(null)) }),
    }),
    fc.constantFrom('navigate', '{"type":"navigate"}', ['navigate'], new Date(), () => 'navigate'),
  );
  type Case = { data: unknown; origin: string; fromParent: boolean; kind: 'look-alike' | 'not-parent' | 'malformed' };
  const cases = fc.oneof(
    fc.record({
      data: validMessage,
      origin: fc.constantFrom(...lookAlikes),
      fromParent: fc.constant(true),
      kind: fc.constant('look-alike' as const),
    }),
    fc.record({
      data: validMessage,
      origin: fc.constantFrom(HOST),
      fromParent: fc.constant(false),
      kind: fc.constant('not-parent' as const),
    }),
    fc.record({
      data: malformed,
      origin: fc.constantFrom(HOST),
      fromParent: fc.constant(true),
      kind: fc.constant('malformed' as const),
    }),
  );

  it('accepts none of 10,000 hostile messages and never throws', () => {
    const { frame, bridge, received } = started();
    const sample = fc.sample<Case>(cases, { numRuns: 10_000, seed: 15 });
    const sent = { 'look-alike': 0, 'not-parent': 0, malformed: 0 };
    const otherWindow = { postMessage: () => undefined };
    for (const { data, origin, fromParent, kind } of sample) {
      sent[kind] += 1;
      expect(() => frame.deliver(data, origin, fromParent ? frame.parent : otherWindow)).not.toThrow();
    }
    console.log(`postMessage fuzz: ${sample.length} sent ${JSON.stringify(sent)}; bridge counts ${JSON.stringify(bridge.stats)}`);
    expect(sample).toHaveLength(10_000);
    expect(received).toEqual([]);
    expect(bridge.stats.accepted).toBe(0);
    expect(bridge.parentOrigin()).toBeNull();
    expect(bridge.stats.untrustedOrigin).toBe(sent['look-alike']);
    expect(bridge.stats.notParent).toBe(sent['not-parent']);
    expect(bridge.stats.malformed).toBe(sent.malformed);
  });
});

describe('no outbound postMessage uses *', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sourceFiles(file);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });
  }

  it('finds no postMessage(…, "*") anywhere in src/ or the sandbox host page', () => {
    const root = path.resolve(__dirname, '../../..');
    const files = [...sourceFiles(path.join(root, 'src')), path.join(root, 'sandbox/pages/host-page.ts')];
    const offenders = files.filter((file) => /postMessage\([^)]*['"`]\*['"`]/.test(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  // Messages to the site's own service worker (src/app/offline-plugin-browser.ts) are not the bridge:
  // they go to a worker (`registration.active`, `serviceWorker.controller`), never to a window.
  const toWorker = (receiver: string) => /(^|\.)(active\??|controller)$/.test(receiver);
  const strayPosts = (source: string) =>
    [...source.matchAll(/([\w?.]*)\.postMessage\(/g)].map(([, receiver]) => receiver).filter((receiver) => !toWorker(receiver));

  it('only src/features/host touches window.parent or posts messages (to anything but the service worker)', () => {
    const root = path.resolve(__dirname, '../../..');
    const offenders = sourceFiles(path.join(root, 'src'))
      .filter((file) => !file.includes(`${path.sep}features${path.sep}host${path.sep}`))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return /\bwindow\.parent\b/.test(source) || strayPosts(source).length > 0;
      });
    expect(offenders).toEqual([]);
  });

  it('tells a message to the service worker from one to a window', () => {
    expect(strayPosts('serviceWorker.active?.postMessage({}); navigator.serviceWorker.controller.postMessage({});')).toEqual([]);
    expect(
      strayPosts('window.top.postMessage(m, origin); parent.postMessage(m, o); frame.contentWindow?.postMessage(m, o)'),
    ).toEqual(['window.top', 'parent', 'frame.contentWindow?']);
    expect(strayPosts('postMessage(m)')).toEqual([]);
  });
});
