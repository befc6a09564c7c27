import { addErrorHandler, registerMicroApps, start } from 'qiankun';
import { HOST_BASE, SHELL_BASENAME } from '../config';
import { sandboxConfiguration, type QiankunSandbox } from '../qiankun-options';
import type { Embedder, ShellProps } from './types';

/** Told whenever qiankun mounts or unmounts the shell as the address changes. */
export type MountListener = (mounted: boolean) => void;

interface Waiter {
  mounted: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/** What the next mount hands to the shell: the host may sign in again between two visits. */
let nextProps: Omit<ShellProps, 'path'> | undefined;
let mounted = false;
let started = false;
let waiters: Waiter[] = [];
let listener: MountListener = () => undefined;

function settle(nowMounted: boolean): void {
  mounted = nowMounted;
  listener(nowMounted);
  const [ready, pending] = [
    waiters.filter((w) => w.mounted === nowMounted),
    waiters.filter((w) => w.mounted !== nowMounted),
  ];
  waiters = pending;
  for (const waiter of ready) waiter.resolve();
}

function until(wanted: boolean): Promise<void> {
  if (mounted === wanted) return Promise.resolve();
  return new Promise((resolve, reject) => waiters.push({ mounted: wanted, resolve, reject }));
}

/**
 * The app and qiankun are set up once per page: registrations cannot be undone, so other
 * settings take a reload.
 */
function startOnce(remoteOrigin: string, container: HTMLElement, sandbox: QiankunSandbox): void {
  if (started) return;
  started = true;
  // Read at every mount, so a new token after signing in again reaches the shell.
  const props = {
    get token() {
      return nextProps?.token ?? '';
    },
    get moduleName() {
      return nextProps?.moduleName;
    },
    get basename() {
      return nextProps?.basename ?? SHELL_BASENAME;
    },
  };
  registerMicroApps(
    [
      {
        name: 'remote_shell',
        entry: `${remoteOrigin}/`,
        container,
        activeRule: SHELL_BASENAME,
        props,
      },
    ],
    {
      afterMount: async () => settle(true),
      afterUnmount: async () => settle(false),
    },
  );
  addErrorHandler((error) => {
    const failed = waiters;
    waiters = [];
    for (const waiter of failed) waiter.reject(error);
  });
  start({ sandbox: sandboxConfiguration(sandbox), prefetch: false });
}

/**
 * A route-based host: qiankun mounts the shell whenever the address is under SHELL_BASENAME and
 * unmounts it when the host navigates elsewhere; the browser's back button brings it back.
 */
export function qiankunRoutesEmbedder(
  sandbox: QiankunSandbox,
  onMountChange: MountListener,
): Embedder {
  listener = onMountChange;
  return async (remoteOrigin, container, hostProps) => {
    // The host has already put the address under SHELL_BASENAME, which activates the app.
    const { path: _path, ...props } = hostProps;
    nextProps = props;
    const ready = until(true);
    startOnce(remoteOrigin, container, sandbox);
    await ready;
    return async () => {
      const left = until(false);
      if (window.location.pathname.startsWith(SHELL_BASENAME)) {
        window.history.replaceState(null, '', HOST_BASE + window.location.search);
      }
      await left;
    };
  };
}
