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

/*
 * React Flow (the flow designer's drawing) watches its pane and nodes with a ResizeObserver and
 * reads the viewport's transform through DOMMatrixReadOnly; jsdom has neither. Nodes are given
 * their sizes by the layout, so an observer that never reports is enough.
 */
class StubResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class StubDOMMatrixReadOnly {
  m22: number;
  constructor(transform?: string) {
    const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
    this.m22 = scale === undefined ? 1 : Number(scale);
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? StubResizeObserver,
  DOMMatrixReadOnly: globalThis.DOMMatrixReadOnly ?? StubDOMMatrixReadOnly,
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
