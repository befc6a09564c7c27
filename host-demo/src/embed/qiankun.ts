import { loadMicroApp } from 'qiankun';
import { sandboxConfiguration, type QiankunSandbox } from '../qiankun-options';
import type { Embedder } from './types';

/**
 * qiankun fetches the shell's index.html from its origin and runs the script marked `entry` in
 * the sandbox the host chose. The shell keeps its styles, dialogs and menus inside the container
 * (inside the shadow root under strictStyleIsolation), so every setting works.
 */
export function qiankunEmbedder(sandbox: QiankunSandbox): Embedder {
  return async (remoteOrigin, container, hostProps) => {
    // The return path is already in the address bar, where the shell's router reads it.
    const { path: _path, ...props } = hostProps;
    const app = loadMicroApp(
      { name: 'remote_shell', entry: `${remoteOrigin}/`, container, props },
      { sandbox: sandboxConfiguration(sandbox) },
    );
    await app.mountPromise;
    return async () => {
      await app.unmount();
    };
  };
}
