import type { EmbedKind, ShellMountOptions, UnmountShell } from '../kernel/mount-options';
import { claimInsertionPoint, releaseInsertionPoint, tidyInsertionPoint } from './insertion-point';
import {
  currentBrowsingContext,
  resolveApiBase,
  resolveHostOrigin,
  scriptPublicPath,
} from './mount-context';

/**
 * What a host passes to `mount` and `unmount`. qiankun adds more (name, setGlobalState, ...) and
 * passes its wrapper element of the app as `container`; the extra props are ignored.
 */
export interface ShellProps {
  container: HTMLElement;
  token?: string;
  moduleName?: string;
  basename?: string;
  [extra: string]: unknown;
}

export interface Lifecycles {
  bootstrap(): Promise<void>;
  mount(props: ShellProps): Promise<void>;
  unmount(props: ShellProps): Promise<void>;
}

// The dynamic import is the async boundary Module Federation needs: React, MUI and the other shared
// modules are only required after the share scope is initialised (else RUNTIME-005).
const loadShell = () => import('../composition/mount-shell');
// The layout every signed-in page renders in: a host mounts the shell signed in (it passes the
// token), so its code is fetched beside the application chunk instead of after mount() asks.
const loadLayout = () => import('../layout/Layout');

/** Where the shell renders: qiankun's wrapper holds the entry HTML, whose #root is meant for it. */
function mountTarget(embed: EmbedKind, container: HTMLElement): HTMLElement {
  if (embed !== 'qiankun') return container;
  return container.querySelector<HTMLElement>('#root') ?? container;
}

function mountOptions(embed: EmbedKind, props: ShellProps): ShellMountOptions {
  const context = currentBrowsingContext();
  return {
    container: mountTarget(embed, props.container),
    token: props.token || undefined,
    moduleName: props.moduleName || undefined,
    basename: props.basename || '/',
    apiBase: resolveApiBase(scriptPublicPath(context), context),
    embed,
    hostOrigin: resolveHostOrigin(embed, context),
  };
}

/**
 * Lifecycles in the shape qiankun and Module Federation hosts call: synchronous functions returning
 * promises (qiankun reads them off the UMD global and cannot wait for a module to load first).
 * Several shells may be mounted at once, one per container.
 */
export function createLifecycles(embed: EmbedKind): Lifecycles {
  const mounted = new Map<HTMLElement, Promise<UnmountShell>>();

  async function unmountFrom(container: HTMLElement): Promise<void> {
    const pending = mounted.get(container);
    if (!pending) return;
    mounted.delete(container);
    // A mount that failed left nothing to remove; its caller already got the error.
    const unmountShell = await pending.catch(() => undefined);
    unmountShell?.();
  }

  return {
    async bootstrap() {
      // Start fetching the application chunk before the first mount asks for it, and the layout's
      // without waiting for it: a failure there is the router's to report when it needs it.
      loadLayout().catch(() => undefined);
      await loadShell();
      tidyInsertionPoint();
    },
    async mount(props) {
      const { container } = props;
      await unmountFrom(container);
      const pending = loadShell().then(({ mountShell }): UnmountShell => {
        claimInsertionPoint();
        try {
          const unmountShell = mountShell(mountOptions(embed, props));
          return () => {
            unmountShell();
            releaseInsertionPoint();
          };
        } catch (error) {
          releaseInsertionPoint();
          throw error;
        }
      });
      mounted.set(container, pending);
      try {
        await pending;
      } catch (error) {
        if (mounted.get(container) === pending) mounted.delete(container);
        throw error;
      }
    },
    async unmount(props) {
      await unmountFrom(props.container);
    },
  };
}
