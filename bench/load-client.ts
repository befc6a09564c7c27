import http from 'node:http';

/**
 * The bench's HTTP client for load: node:http over kept-alive sockets, one per concurrent worker.
 * The load generator shares the machine's cores with the server and its database; `fetch` costs
 * it about three times the CPU per request of a plain request, which the server would then lack.
 */
export interface LoadClient {
  /** GETs `path` on the origin and returns the parsed JSON answer. */
  getJson(path: string, headers: Record<string, string>): Promise<unknown>;
  close(): void;
}

export function loadClient(origin: string, concurrency: number): LoadClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(origin);
  return {
    getJson(path, headers) {
      return new Promise((resolve, reject) => {
        const request = http.get({ agent, hostname, port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          response.on('error', reject);
        });
        request.on('error', reject);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Whether an answer is the API's success envelope. */
export function isSuccess(envelope: unknown): boolean {
  return (
    typeof envelope === 'object' && envelope !== null && 'code' in envelope && envelope.code === 200
  );
}
