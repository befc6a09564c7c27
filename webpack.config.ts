// First: the Module Federation plugin loaded below needs webpack's old internal paths.
import type { Configuration } from 'webpack';
import type { Mode } from './scripts/webpack/common';
import { hostDemoConfig } from './scripts/webpack/host-demo.config';
import { remoteShellConfig } from './scripts/webpack/remote-shell.config';

export interface BuildEnv {
  mode?: Mode;
}

const root = import.meta.dirname;
const configFile = import.meta.filename;

/** The two browser builds: the remote shell (remote-shell/dist) and the host demo (host-demo/dist). */
export default function webpackConfig(env: BuildEnv = {}): Configuration[] {
  const mode = env.mode ?? 'production';
  return [remoteShellConfig(mode, root, configFile), hostDemoConfig(mode, root, configFile)];
}
