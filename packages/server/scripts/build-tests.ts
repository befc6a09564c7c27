/**
 * Bundles the server's test files for a run with plain Node. Our TypeScript (the server, its test
 * support and the workspace packages) goes into the bundles; installed packages stay imports, as
 * they are in the running server (see start.mjs), so that each loads from node_modules natively.
 *
 * Code keeps finding its files where they are: `import.meta.url` is set to the source file's own
 * URL in each file before bundling. So a test that starts a lock holder or the launcher starts the
 * .ts file beside its source, through tsx, exactly as without the bundle.
 *
 * The PGlite host is the exception: every embedded test database starts one, and through tsx's
 * loader each start cost about 1.6 s of CPU where the bundled host takes 0.3 s. It is bundled
 * beside the tests, and the module that starts it sees its bundled place as its URL, so that it
 * starts the bundled host with plain Node, as the running server does (see start.mjs).
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop, type Plugin } from 'esbuild';

/** Installed packages are imported, not bundled; our workspace packages are TypeScript sources. */
const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mepm/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Scripts that run as processes of their own, bundled too, and the module starting each. */
const BUNDLED_PROCESSES = [
  { script: 'src/db/embedded/pglite-host.ts', startedBy: 'src/db/embedded/start-pglite-host.ts' },
];

/**
 * Each source file sees its own URL as import.meta.url, not the bundle's; a module starting a
 * bundled process sees its place among the bundles, where it finds the bundled script beside it.
 */
function ownImportMetaUrl(packageDir: string, outdir: string): Plugin {
  const bundledPlaces = new Map(
    BUNDLED_PROCESSES.map(({ startedBy }) => [
      path.join(packageDir, startedBy),
      path.join(outdir, startedBy.replace(/\.ts$/, '.mjs')),
    ]),
  );
  return {
    name: 'own-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const place = bundledPlaces.get(args.path) ?? args.path;
        const url = JSON.stringify(pathToFileURL(place).href);
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

export interface BuiltTests {
  /** The bundle of each test file, in the order given. */
  files: string[];
  /** Removes the bundles. */
  remove(): Promise<void>;
}

/**
 * Bundles `files` (relative to packageDir) into a folder of this run's own under
 * node_modules/.cache: a run on PostgreSQL may be going on beside one on the embedded database.
 * Inside packages/server's node_modules so that the bundles resolve packages as the sources do.
 */
export async function buildTests(packageDir: string, files: string[]): Promise<BuiltTests> {
  const cache = path.join(packageDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(path.join(cache, 'server-tests-'));
  try {
    await build({
      absWorkingDir: packageDir,
      entryPoints: [...files, ...BUNDLED_PROCESSES.map(({ script }) => script)],
      outbase: packageDir,
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Modules several test files use (the server above all) go into shared chunks.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Stack traces of failures point into the TypeScript sources (node --enable-source-maps).
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [installedPackagesStayExternal, ownImportMetaUrl(packageDir, outdir)],
      logLevel: 'warning',
    });
  } catch (error) {
    await rm(outdir, { recursive: true, force: true });
    throw error;
  } finally {
    // esbuild's service process would otherwise stay for the whole run.
    await stop();
  }
  return {
    files: files.map((file) => path.join(outdir, file.replace(/\.ts$/, '.mjs'))),
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}
