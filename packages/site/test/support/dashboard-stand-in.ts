import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page at the dashboard's address (DASHBOARD_URL), so a test sees the browser arrive there. The dashboard is
 * its own app (packages/dashboard); the site only has to send signed-in users to its address.
 */
export async function startDashboardStandIn() {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Dashboard</title><h1>Dashboard</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
