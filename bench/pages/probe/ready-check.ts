import type { ReadyCondition } from './types';

function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
}

function isEnabled(element: Element): boolean {
  return !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true';
}

/** Whether the page in `container` shows its main heading and lets the user press a button. */
export function isReady(container: HTMLElement, condition: ReadyCondition): boolean {
  const text = new RegExp(condition.headingText);
  const headings = container.querySelectorAll(condition.headingSelector);
  const heading = [...headings].some(
    (element) => text.test(element.textContent?.trim() ?? '') && isVisible(element),
  );
  if (!heading) return false;
  const buttons = container.querySelectorAll(condition.buttonSelector);
  return [...buttons].some((element) => isEnabled(element) && isVisible(element));
}

/** What the container held when the wait gave up: enough to fix a condition the page outgrew. */
export function describeContainer(container: HTMLElement, condition: ReadyCondition): string {
  const headings = [...container.querySelectorAll(condition.headingSelector)].map(
    (element) => `"${element.textContent?.trim().slice(0, 40) ?? ''}"`,
  );
  const buttons = [...container.querySelectorAll(condition.buttonSelector)];
  const enabled = buttons.filter((element) => isEnabled(element) && isVisible(element)).length;
  return `headings [${headings.join(', ')}], buttons ${buttons.length} (${enabled} enabled and visible), path ${window.location.pathname}`;
}
