import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PAGES_OUT } from '../pages/webpack.pages';

export interface PagesServer {
  origin: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** /floor/... from the floor's build; everything else from the harness's, index.html for routes. */
function fileFor(pathname: string): string | undefined {
  const [root, rest] = pathname.startsWith('/floor/')
    ? [path.join(PAGES_OUT, 'floor'), pathname.slice('/floor/'.length)]
    : [path.join(PAGES_OUT, 'shell-harness'), pathname.slice(1)];
  const file = path.resolve(root, path.extname(rest) ? rest : 'index.html');
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Serves the bench's pages from their own origin, as a corporate portal would serve a host page
 * apart from the shell. No caching headers: every run opens a fresh browser context anyway.
 */
export async function startPagesServer(): Promise<PagesServer> {
  const server = createServer((request, response) => {
    const file = fileFor(new URL(request.url ?? '/', 'http://pages').pathname);
    const type = file && TYPES[path.extname(file)];
    if (!file || !type) return void response.writeHead(404).end();
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': type }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  const port = await listen(server);
  // Never the reason the bench process stays alive after a failure elsewhere.
  server.unref();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
