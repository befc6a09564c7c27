import { describeContainer, isReady } from './ready-check';
import type { ReadyCondition } from './types';

/**
 * Resolves with performance.now() at the first moment the condition holds. It is checked after
 * every DOM change in the container (the commit that shows the page) and on every animation frame
 * (styles that reveal it without a DOM change, such as a fade-in), whichever sees it first. Layout
 * is only forced once a heading's text matches, so the check adds little to what it measures.
 */
export function waitUntilReady(container: HTMLElement, condition: ReadyCondition): Promise<number> {
  return new Promise((resolve, reject) => {
    let frame = 0;
    const observer = new MutationObserver(check);
    const timeout = window.setTimeout(() => {
      stop();
      const found = describeContainer(container, condition);
      reject(new Error(`not interactive after ${condition.timeoutMs} ms: ${found}`));
    }, condition.timeoutMs);

    function stop(): void {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    }

    function check(): boolean {
      if (!isReady(container, condition)) return false;
      const at = performance.now();
      stop();
      resolve(at);
      return true;
    }

    function onFrame(): void {
      if (!check()) frame = requestAnimationFrame(onFrame);
    }

    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    frame = requestAnimationFrame(onFrame);
  });
}
