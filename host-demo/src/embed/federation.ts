import { createInstance } from '@module-federation/enhanced/runtime';
import type { Embedder, ShellLifecycles } from './types';

type Federation = ReturnType<typeof createInstance>;
const instances = new Map<string, Federation>();

/** One federation runtime per remote origin: a remote is registered once and its entry loaded once. */
function federationFor(remoteOrigin: string): Federation {
  let instance = instances.get(remoteOrigin);
  if (!instance) {
    instance = createInstance({
      name: 'mepm_host_demo',
      remotes: [{ name: 'remote_shell', entry: `${remoteOrigin}/remoteEntry.js` }],
    });
    instances.set(remoteOrigin, instance);
  }
  return instance;
}

/** Loads `remote_shell/lifecycles` from remoteEntry.js at run time and mounts into our own window. */
export const embedWithFederation: Embedder = async (remoteOrigin, container, hostProps) => {
  // The return path is already in the address bar, where the shell's router reads it.
  const { path: _path, ...props } = hostProps;
  const lifecycles =
    await federationFor(remoteOrigin).loadRemote<ShellLifecycles>('remote_shell/lifecycles');
  if (!lifecycles) throw new Error(`remote_shell/lifecycles did not load from ${remoteOrigin}`);
  await lifecycles.bootstrap();
  await lifecycles.mount({ container, ...props });
  return () => lifecycles.unmount({ container });
};
