/**
 * What the page measures for the bench: from the start of the first render to the frame after
 * it (first paint), and for each key pressed, from the key event to the frame after React's
 * update. A frame is awaited with requestAnimationFrame and then a message, which runs after
 * that frame is painted.
 */
declare global {
  interface Window {
    benchFirstPaint?: number;
    benchKeystrokes: number[];
  }
}

const afterNextPaint = (callback: () => void) =>
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });

export function measureFirstPaint(startedAt: number): void {
  afterNextPaint(() => {
    window.benchFirstPaint = performance.now() - startedAt;
  });
}

export function measureKeystrokes(): void {
  window.benchKeystrokes = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      afterNextPaint(() => window.benchKeystrokes.push(performance.now() - start));
    },
    { capture: true },
  );
}
