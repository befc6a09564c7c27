/** One request the shell made, as the server would see it. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

type Answer = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Replaces global fetch with `answer` (setup.ts restores it after each test) and records every
 * request. Answers are real Response objects, so the shell's parsing runs as in a browser.
 */
export function stubFetch(answer: Answer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry: SeenRequest = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(entry);
    return answer(entry);
  });
  return seen;
}

/** The server's `{code, msg, data}` envelope; session codes travel with HTTP 401. */
export function envelope(code: number, data: unknown = null, msg = ''): Response {
  const status = code === 200 ? 200 : code >= 600 ? 401 : code === 369 ? 200 : code;
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
