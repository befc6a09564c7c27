import { createInstance } from '@module-federation/enhanced/runtime';
import { runProbe } from '../probe/run-probe';

/** The part of `remote_shell/lifecycles` the harness calls. */
interface ShellLifecycles {
  bootstrap(): Promise<void>;
  mount(props: { container: HTMLElement; token: string; basename: string }): Promise<void>;
}

// Loads the remote the way the host demo does (host-demo/src/embed/federation.ts): remoteEntry.js
// from the shell's origin through the federation runtime, then bootstrap(); the clock starts at mount().
runProbe(async ({ remoteOrigin, token }) => {
  if (!remoteOrigin || !token) throw new Error('the shell harness needs remoteOrigin and token');
  const federation = createInstance({
    name: 'bench_shell_harness',
    remotes: [{ name: 'remote_shell', entry: `${remoteOrigin}/remoteEntry.js` }],
  });
  const lifecycles = await federation.loadRemote<ShellLifecycles>('remote_shell/lifecycles');
  if (!lifecycles) throw new Error(`remote_shell/lifecycles did not load from ${remoteOrigin}`);
  await lifecycles.bootstrap();
  return (container) => lifecycles.mount({ container, token, basename: '/' });
});
