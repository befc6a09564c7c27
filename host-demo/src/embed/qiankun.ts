import { loadMicroApp } from 'qiankun';
import type { Embedder } from './types';

/**
 * qiankun fetches the shell's index.html from its origin and runs the script marked `entry` in a
 * JavaScript sandbox. No style isolation: it breaks MUI popups that render outside the app, and
 * the shell keeps its styles inside the container anyway.
 */
export const embedWithQiankun: Embedder = async (remoteOrigin, container, hostProps) => {
  // The return path is already in the address bar, where the shell's router reads it.
  const { path: _path, ...props } = hostProps;
  const app = loadMicroApp(
    { name: 'remote_shell', entry: `${remoteOrigin}/`, container, props },
    { sandbox: true },
  );
  await app.mountPromise;
  return async () => {
    await app.unmount();
  };
};
