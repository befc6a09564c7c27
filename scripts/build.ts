/**
 * Builds the remote shell and the host demo through webpack's Node API.
 * Usage: tsx scripts/build.ts [--mode development]. Exits non-zero when either build has errors.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack, { type MultiStats, type StatsAsset } from 'webpack';
import webpackConfig from '../webpack.config';
import type { Mode } from './webpack/common';

function parseMode(): Mode {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
  if (values.mode !== 'production' && values.mode !== 'development') {
    throw new Error(`--mode must be production or development, not ${values.mode}`);
  }
  return values.mode;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);
}

function printSummary(stats: MultiStats): void {
  const { children } = stats.toJson({
    all: false,
    assets: true,
    // Every file on its own line, whether emitted now or unchanged since the last build.
    cachedAssets: true,
    assetsSpace: Infinity,
    groupAssetsByChunk: false,
    groupAssetsByEmitStatus: false,
    groupAssetsByExtension: false,
    groupAssetsByInfo: false,
    groupAssetsByPath: false,
    outputPath: true,
    timings: true,
  });
  for (const child of children ?? []) {
    const assets: StatsAsset[] = [...(child.assets ?? [])].sort((a, b) => b.size - a.size);
    const total = assets.reduce((sum, asset) => sum + asset.size, 0);
    const where = path.relative(process.cwd(), child.outputPath ?? '');
    console.log(
      `\n${child.name}: ${assets.length} files, ${kib(total).trim()} in ${where} (${child.time} ms)`,
    );
    for (const asset of assets) console.log(`  ${kib(asset.size)}  ${asset.name}`);
  }
}

function run(compiler: webpack.MultiCompiler): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      // Closing lets the filesystem cache finish writing before the process exits.
      compiler.close((closeError) => {
        const failure = error ?? closeError;
        if (failure) reject(failure);
        else if (stats) resolve(stats);
        else reject(new Error('webpack returned no stats'));
      });
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const stats = await run(webpack(webpackConfig({ mode: parseMode() })));
  if (stats.hasWarnings())
    console.warn(stats.toString({ all: false, warnings: true, colors: true }));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    process.exitCode = 1;
    return;
  }
  printSummary(stats);
  console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
