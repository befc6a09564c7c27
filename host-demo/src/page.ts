import type { EmbedMode } from './embed';

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`index.html has no ${type.name} #${id}`);
  return element;
}

/** The elements of index.html the host demo drives. */
export function pageElements() {
  return {
    modeSwitch: byId('embed-mode', HTMLFieldSetElement),
    moduleName: byId('module-name', HTMLSelectElement),
    qiankunSandbox: byId('qiankun-sandbox', HTMLSelectElement),
    qiankunLoader: byId('qiankun-loader', HTMLSelectElement),
    hostNav: byId('host-nav', HTMLElement),
    mountButton: byId('mount', HTMLButtonElement),
    unmountButton: byId('unmount', HTMLButtonElement),
    signOutButton: byId('sign-out', HTMLButtonElement),
    standaloneLink: byId('standalone-link', HTMLAnchorElement),
    status: byId('status', HTMLParagraphElement),
    signInForm: byId('sign-in', HTMLFormElement),
    account: byId('account', HTMLInputElement),
    password: byId('password', HTMLInputElement),
    container: byId('shell-container', HTMLElement),
  };
}

export type PageElements = ReturnType<typeof pageElements>;

export const MODE_LABELS: Record<EmbedMode, string> = {
  qiankun: 'qiankun',
  federation: 'Module Federation',
  iframe: 'iframe',
};

const MODE_KEY = 'host-demo:mode';

/** Keeps the chosen mode for the tab, so that a reload inside the shell embeds it the same way. */
export function rememberMode(page: PageElements): void {
  sessionStorage.setItem(MODE_KEY, selectedMode(page));
}

export function restoreMode(page: PageElements): void {
  const mode = sessionStorage.getItem(MODE_KEY);
  const radio = page.modeSwitch.querySelector<HTMLInputElement>(`input[value="${mode}"]`);
  if (radio) radio.checked = true;
}

export function selectedMode(page: PageElements): EmbedMode {
  const checked = page.modeSwitch.querySelector<HTMLInputElement>('input[name="mode"]:checked');
  const mode = checked?.value;
  return mode === 'federation' || mode === 'iframe' ? mode : 'qiankun';
}
