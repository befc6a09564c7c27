import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { baseConfig } from '../../scripts/webpack/common';

const pagesDir = import.meta.dirname;
const configFile = import.meta.filename;

/** Where the bench's pages are built; ignored by git (dist/), ESLint and Prettier. */
export const PAGES_OUT = path.join(pagesDir, '..', 'dist');

/** Script files of the bench's own (probe, harness), counted apart from the page they measure. */
export const OWN_SCRIPT = /\/bench-[^/]*\.js$/;

const hashed = (name: string) => `js/${name}.[contenthash:8].js`;

/**
 * The floor: a minimal React + MUI + Redux page built with the shell's base config (esbuild-loader,
 * esbuild minifier, the same target), production mode. Served under /floor/.
 */
function floorConfig(): Configuration {
  return {
    ...baseConfig('production', 'bench-floor', configFile),
    context: path.join(pagesDir, 'floor'),
    entry: { floor: './main.tsx', 'bench-probe': './probe.ts' },
    output: {
      path: path.join(PAGES_OUT, 'floor'),
      publicPath: '/floor/',
      filename: hashed('[name]'),
      chunkFilename: hashed('[name]'),
      clean: true,
    },
    // The floor runs first: the probe calls the window.mountFloor it defines.
    plugins: [
      new HtmlWebpackPlugin({ template: './index.html', chunks: ['floor', 'bench-probe'] }),
    ],
  };
}

/** The shell harness: a host page that loads the remote through the federation runtime. Served at /. */
function shellHarnessConfig(): Configuration {
  return {
    ...baseConfig('production', 'bench-shell-harness', configFile),
    context: path.join(pagesDir, 'shell-harness'),
    entry: { 'bench-harness': './main.ts' },
    output: {
      path: path.join(PAGES_OUT, 'shell-harness'),
      publicPath: '/',
      filename: hashed('[name]'),
      chunkFilename: hashed('bench-[name]'),
      uniqueName: 'bench_shell_harness',
      clean: true,
    },
    plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
  };
}

export function benchPagesConfig(): Configuration[] {
  return [floorConfig(), shellHarnessConfig()];
}
