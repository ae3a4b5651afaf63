type Closable = { close(): Promise<void> };

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __E2E_SERVERS__?: Closable[] }).__E2E_SERVERS__ ?? [];
  await Promise.all(servers.map((server) => server.close()));
}
