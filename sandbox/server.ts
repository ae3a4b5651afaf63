import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import { createHandlers } from './handlers';
import { createServices } from './services';

export const DEFAULT_SANDBOX_PORT = 8001;

/** CORS for the site's origin(s): the sandbox answers any loopback origin, with credentials. */
function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,X-Region,Cache-Control');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startSandbox(port = DEFAULT_SANDBOX_PORT, host = '127.0.0.1'): Promise<RunningSandbox> {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors);
  app.use(createMiddleware(...createHandlers(createServices())));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.on('error', reject);
  });
}

function portFromArgs(argv: string[]): number {
  const index = argv.indexOf('--port');
  const raw = index >= 0 ? argv[index + 1] : process.env.SANDBOX_PORT;
  const port = Number(raw ?? DEFAULT_SANDBOX_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_SANDBOX_PORT;
}

if (require.main === module) {
  startSandbox(portFromArgs(process.argv.slice(2)))
    .then(({ url }) => console.log(`sandbox: marketplace API on ${url}`))
    .catch((error: unknown) => {
      console.error(`sandbox: could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
