import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { runInThisContext } from 'node:vm';
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { StubSocket } from './socket-stub';

/*
 * jsdom has no fetch. Node's own fetch lives in the main context, outside the sandbox jest gives
 * each test file; `runInThisContext` evaluates in that main context, so these are Node's real
 * fetch classes. AbortController/AbortSignal come from the same place because Node's Request
 * refuses a signal made by jsdom's AbortController (RTK Query and React Router pass one).
 */
const nodeGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'structuredClone',
] as const;
for (const name of nodeGlobals) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    writable: true,
    value: runInThisContext(name),
  });
}
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  // jsdom's own would dial the test's made-up API host; see socket-stub.ts.
  WebSocket: StubSocket,
});

// MUI's enter and exit transitions run on real timers; on two busy cores a dialog can take more
// than Testing Library's default second to appear or leave. Waiting longer fails nothing that
// works, and what is broken still fails, a few seconds later.
configure({ asyncUtilTimeout: 5000 });

const nodeFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = nodeFetch;
  window.localStorage.clear();
  window.sessionStorage.clear();
  StubSocket.opened.length = 0;
});
