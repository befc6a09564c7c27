import type { FrameworkConfiguration } from 'qiankun';

/**
 * The qiankun settings a host may choose. The shell must mount under each of them: hosts pick
 * their sandbox for their own reasons.
 */
export const QIANKUN_SANDBOXES = ['default', 'loose', 'scoped', 'shadow', 'none'] as const;
export type QiankunSandbox = (typeof QIANKUN_SANDBOXES)[number];

/** `manual`: the host calls loadMicroApp; `routes`: registerMicroApps + start by activeRule. */
export const QIANKUN_LOADERS = ['manual', 'routes'] as const;
export type QiankunLoader = (typeof QIANKUN_LOADERS)[number];

export interface QiankunOptions {
  sandbox: QiankunSandbox;
  loader: QiankunLoader;
}

export const SANDBOX_LABELS: Record<QiankunSandbox, string> = {
  default: 'default sandbox',
  loose: 'sandbox: { loose: true }',
  scoped: 'sandbox: { experimentalStyleIsolation: true }',
  shadow: 'sandbox: { strictStyleIsolation: true }',
  none: 'sandbox: false',
};

export const LOADER_LABELS: Record<QiankunLoader, string> = {
  manual: 'loadMicroApp',
  routes: 'registerMicroApps + start',
};

/** The `sandbox` value of qiankun's configuration for each setting. */
export function sandboxConfiguration(sandbox: QiankunSandbox): FrameworkConfiguration['sandbox'] {
  switch (sandbox) {
    case 'default':
      return true;
    case 'loose':
      return { loose: true };
    case 'scoped':
      return { experimentalStyleIsolation: true };
    case 'shadow':
      return { strictStyleIsolation: true };
    case 'none':
      return false;
  }
}

const STORAGE_KEY = 'host-demo:qiankun';

function pick<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** Settings from untrusted text (the address, storage, a select); unknown values get the defaults. */
export function parseQiankunOptions(
  value: Partial<Record<keyof QiankunOptions, unknown>>,
): QiankunOptions {
  return {
    sandbox: pick(QIANKUN_SANDBOXES, value.sandbox, 'default'),
    loader: pick(QIANKUN_LOADERS, value.loader, 'manual'),
  };
}

function remember(options: QiankunOptions): void {
  sessionStorage.setItem(STORAGE_KEY, new URLSearchParams({ ...options }).toString());
}

/**
 * The settings of this tab: `?sandbox=loose&loader=routes` chooses them, and they are remembered
 * for the tab because the shell's router drops the host's query string.
 */
export function qiankunOptions(): QiankunOptions {
  const query = new URL(window.location.href).searchParams;
  const remembered = new URLSearchParams(sessionStorage.getItem(STORAGE_KEY) ?? '');
  const options = parseQiankunOptions({
    sandbox: query.get('sandbox') ?? remembered.get('sandbox'),
    loader: query.get('loader') ?? remembered.get('loader'),
  });
  remember(options);
  return options;
}

/**
 * Applies other settings by loading the page again with them: qiankun keeps an app's first
 * configuration for its container, and route registrations cannot be undone.
 */
export function reloadWithQiankunOptions(options: QiankunOptions): void {
  remember(options);
  const url = new URL(window.location.href);
  url.searchParams.set('sandbox', options.sandbox);
  url.searchParams.set('loader', options.loader);
  window.location.assign(url.href);
}
