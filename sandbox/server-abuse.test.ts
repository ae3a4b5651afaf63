/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from './body-limit';
import { server as mswServer } from './test-server';
import { startSandbox, type RunningSandbox } from './server';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * One request over a raw socket: `head`, then `body` in pieces until the server answers (or it is
 * all sent). The server may close while the client still writes: what it answered counts.
 */
function rawExchange(port: number, head: string, body: Buffer[] = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      if (!top) return reject(new Error('no answer'));
      resolve({ status: Number(top.split(' ')[1]), head: top, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.write(head);
    const pieces = [...body];
    const writeNext = () => {
      const piece = pieces.shift();
      if (piece === undefined || chunks.length > 0 || socket.destroyed) return;
      socket.write(piece, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

const headerOf = (answer: RawAnswer, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]?.trim();

/** Raw HTTP with Accept-Encoding as given; the body as bytes (Node's client decodes nothing). */
function getBytes(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const TOO_LARGE = /^\{"error":\{"type":"payload_too_large","message":"Request body over 1048576 bytes"\}\}$/;

describe('the local server under abuse', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    mswServer.close();
    sandbox = await startSandbox({ port: 0, accountsPort: 0, siteOrigins: 'http://localhost:8000' });
  });
  afterAll(() => sandbox.close());

  describe(`request bodies over ${MAX_BODY_BYTES} bytes`, () => {
    const post = (target: string, type: string, length: number) =>
      `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

    it.each([
      ['API', 'PUT', '/feedback/rate/application/x', 'application/json'],
      ['API', 'POST', '/partners/experts/visits', 'application/json'],
      ['accounts', 'POST', '/sandbox/authorize', 'application/json'],
      ['accounts', 'POST', '/sandbox/app-consent', 'application/x-www-form-urlencoded'],
      ['accounts', 'POST', '/v2/token', 'application/x-www-form-urlencoded'],
    ])(
      'are refused 413 on the %s origin (%s %s) from Content-Length alone, and the connection is closed',
      async (origin, method, target, type) => {
        const port = origin === 'API' ? sandbox.port : sandbox.accountsPort;
        const head = post(target, type, MAX_BODY_BYTES + 1).replace('POST', method);
        const answer = await rawExchange(port, head, [Buffer.alloc(1024, 'a')]);
        expect(answer.status).toBe(413);
        expect(answer.body).toMatch(TOO_LARGE);
        expect(headerOf(answer, 'Content-Type')).toMatch(/^application\/json/);
        expect(headerOf(answer, 'Connection')).toBe('close');
      },
    );

    it('are refused 413 when chunked without Content-Length, once the limit is passed', async () => {
      const piece = Buffer.alloc(64 * 1024, 'a');
      const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
      for (const [port, target] of [
        [sandbox.port, '/partners/experts/visits'],
        [sandbox.accountsPort, '/sandbox/authorize'],
      ] as const) {
        const head = `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
        const answer = await rawExchange(
          port,
          head,
          Array.from({ length: 40 }, () => chunk),
        );
        expect(answer.status).toBe(413);
        expect(answer.body).toMatch(TOO_LARGE);
      }
    });

    it('takes a body just under the limit to its handler, and keeps serving after refusals', async () => {
      const form = `grant_type=refresh_token&client_id=marketplace-sandbox&refresh_token=${'a'.repeat(MAX_BODY_BYTES - 80)}`;
      const head = post('/v2/token', 'application/x-www-form-urlencoded', form.length).replace(
        '\r\n\r\n',
        '\r\nConnection: close\r\n\r\n',
      );
      const answer = await rawExchange(sandbox.accountsPort, head, [Buffer.from(form)]);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.type).toBe('invalid_grant'); // the handler read the form
      expect((await getBytes(`${sandbox.url}/applications/published`)).status).toBe(200);
    });
  });

  it('forgets a client that goes away mid-body, logging nothing, and keeps serving', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await new Promise<void>((resolve) => {
        const socket = net.connect(sandbox.port, '127.0.0.1', () => {
          socket.write('POST /partners/experts/visits HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{"exp');
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => resolve());
      });
      expect((await getBytes(`${sandbox.url}/applications/published`)).status).toBe(200);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  describe('methods that echo or tunnel', () => {
    const request = (port: number, method: string) =>
      rawExchange(
        port,
        `${method} /v2/info HTTP/1.1\r\nHost: localhost\r\nCookie: sandbox_accounts_session=SECRET\r\nAuthorization: Bearer SECRET\r\nConnection: close\r\n\r\n`,
      );

    it('answers TRACE 405 with Allow, echoing nothing, on all three origins', async () => {
      for (const port of [sandbox.port, sandbox.accountsPort, sandbox.hostPagePort]) {
        const answer = await request(port, 'TRACE');
        expect(answer.status).toBe(405);
        expect(headerOf(answer, 'Allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expect(answer.body).toBe('{"error":{"type":"method_not_allowed","message":"Method not allowed"}}');
        expect(answer.head + answer.body).not.toContain('SECRET');
      }
    });

    it('refuses TRACK (Node’s parser knows no such method: 400) and CONNECT (405), echoing nothing', async () => {
      for (const port of [sandbox.port, sandbox.accountsPort, sandbox.hostPagePort]) {
        const track = await request(port, 'TRACK');
        expect([400, 405]).toContain(track.status);
        expect(track.head + track.body).not.toContain('SECRET');
        const connect = await rawExchange(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
        expect(connect.status).toBe(405);
        expect(connect.body).toContain('method_not_allowed');
      }
      expect((await getBytes(`${sandbox.url}/applications/published`)).status).toBe(200);
    });
  });

  describe('compressed JSON answers', () => {
    let plain: Buffer;
    beforeAll(async () => {
      const answer = await getBytes(`${sandbox.url}/applications/published`);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      plain = answer.body;
      expect(plain.length).toBeGreaterThan(10_000);
    });

    it.each([
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['gzip', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const)('Accept-Encoding: %s → %s, decoding to the same JSON', async (accept, encoding, decode) => {
      const answer = await getBytes(`${sandbox.url}/applications/published`, {
        'Accept-Encoding': accept,
        Origin: 'http://localhost:8000',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.length / 3);
      expect(JSON.parse(decode(answer.body).toString('utf8'))).toEqual(JSON.parse(plain.toString('utf8')));
    });

    it('sends tiny answers and refused encodings as they are', async () => {
      const small = await getBytes(`${sandbox.accountsUrl}/v2/info`, { 'Accept-Encoding': 'br, gzip' });
      expect(small.status).toBe(401);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString('utf8')).error.type).toBe('authentication');
      const refused = await getBytes(`${sandbox.url}/applications/published`, {
        'Accept-Encoding': 'br;q=0, gzip;q=0, identity',
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.equals(plain)).toBe(true);
    });
  });
});
