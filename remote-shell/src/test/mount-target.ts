import { act } from '@testing-library/react';
import type { UnmountShell } from '../kernel/mount-options';

/** Where a test mounts the whole shell, and how it was mounted (to unmount it after). */
export interface MountTarget {
  container: HTMLElement;
  unmount: UnmountShell | undefined;
}

/**
 * A fresh container in the document for each test at `/`, as a host page gives one; whatever
 * the test mounted in it is unmounted and the container removed after the test.
 */
export function mountTargetPerTest(): MountTarget {
  const target: MountTarget = { container: document.createElement('section'), unmount: undefined };
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    target.container = document.createElement('section');
    document.body.appendChild(target.container);
  });
  afterEach(() => {
    act(() => target.unmount?.());
    target.unmount = undefined;
    target.container.remove();
  });
  return target;
}
