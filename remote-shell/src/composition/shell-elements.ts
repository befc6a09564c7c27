/** The elements one mounted shell owns inside the host's container. */
export interface ShellElements {
  /** The shell's own element in the host's container; removing it removes everything. */
  root: HTMLElement;
  /** Emotion's style tags. */
  styles: HTMLElement;
  /** React's root: the layout and the pages. */
  app: HTMLElement;
  /** Where MUI portals (dialogs, menus, popups) mount. */
  portals: HTMLElement;
}

/**
 * Creates the shell's elements in `container`. Portals mount into the root itself, beside the
 * app: an open MUI modal hides the other children of its portal container from assistive
 * technology, so the page must be one of them. (Portals in a container of their own would hide
 * only each other, and screen readers would still reach the page behind a dialog.)
 */
export function createShellElements(container: HTMLElement): ShellElements {
  const root = document.createElement('div');
  root.dataset.mepmShell = '';
  const styles = document.createElement('div');
  const app = document.createElement('div');
  root.append(styles, app);
  container.appendChild(root);
  return { root, styles, app, portals: root };
}
