/**
 * @jest-environment node
 */
import net from 'node:net';
import { startSandbox, type RunningSandbox } from './server';

/** One raw request (a Host header no client library would send), answered or not within 5 s. */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(text.split(' ')[1])));
    socket.write(head);
  });
}

describe('sandbox under a malformed request', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, accountsPort: 0 });
  });
  afterAll(() => sandbox.close());

  it('answers 400 to a Host header that is not a host, and keeps answering', async () => {
    for (const port of [sandbox.port, sandbox.accountsPort]) {
      await expect(rawStatus(port, 'GET /v2/applications HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n')).resolves.toBe(400);
      await expect(rawStatus(port, 'GET /nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).resolves.toBe(
        404,
      );
    }
  });
});
