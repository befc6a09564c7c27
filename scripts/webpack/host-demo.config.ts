import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { baseConfig, type Mode } from './common';

/** The server serves the host demo under this path. */
export const HOST_DEMO_BASE = '/host-demo/';

/** A thin host page: plain TypeScript, embedding the shell through qiankun, Module Federation or an iframe. */
export function hostDemoConfig(mode: Mode, root: string, configFile: string): Configuration {
  const packageDir = path.join(root, 'host-demo');
  return {
    ...baseConfig(mode, 'host-demo', configFile),
    context: packageDir,
    entry: { main: './src/main.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: HOST_DEMO_BASE,
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      uniqueName: 'mepm_host_demo',
      clean: true,
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
    ],
  };
}
