// @ts-check
/**
 * `npm start -w @mepm/server` (`npm run serve` at the root): runs the server bundled into dist/
 * by esbuild, with plain Node, in this process. Running the sources through tsx's loader instead
 * sends every module of every start through a loader thread: over a second of CPU that each
 * restart after a crash pays again. The bundle is made again whenever a source it was made from
 * has changed (size or modification time, as make judges), which takes about a tenth of a second.
 *
 * Plain JavaScript because it runs before anything can compile TypeScript.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverRoot, 'dist');
/** The files the bundle was made from, each with its size and modification time. */
const sourcesFile = path.join(dist, 'sources.json');

async function bundleIsCurrent() {
  /** @type {Record<string, string>} */
  let recorded;
  try {
    recorded = JSON.parse(await readFile(sourcesFile, 'utf8'));
  } catch {
    return false;
  }
  const current = await describe(Object.keys(recorded));
  return Object.entries(recorded).every(([file, seen]) => current[file] === seen);
}

/** @param {string[]} files */
async function describe(files) {
  const seen = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => `${info.size} ${info.mtimeMs}`,
        () => 'missing',
      ),
    ),
  );
  return Object.fromEntries(files.map((file, index) => [file, seen[index]]));
}

async function bundle() {
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: serverRoot,
    // The PGlite host runs as a process of its own, from the file beside main.js.
    entryPoints: { main: 'src/main.ts', 'pglite-host': 'src/db/embedded/pglite-host.ts' },
    outdir: dist,
    bundle: true,
    // main.ts imports the rest of the server once the database is opening: in chunks of their
    // own, those modules and their packages load then, not before main.js runs.
    splitting: true,
    // Beside main.js, not below it: src/server-root.ts finds the package one level up.
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [installedPackagesStayExternal],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  await stop();

  // Several servers may start from one checkout at once: each file is replaced whole, never read
  // half-written, and the list of sources last, once the files it vouches for are in place.
  await mkdir(dist, { recursive: true });
  for (const file of result.outputFiles) await replace(file.path, file.contents);
  // Chunks are named by their content: those of earlier sources can go.
  const current = new Set(result.outputFiles.map((file) => file.path));
  for (const name of await readdir(dist)) {
    const file = path.join(dist, name);
    if (name.startsWith('chunk-') && !current.has(file)) await rm(file, { force: true });
  }
  const sources = Object.keys(result.metafile.inputs).map((file) => path.resolve(serverRoot, file));
  sources.push(fileURLToPath(import.meta.url));
  await replace(sourcesFile, JSON.stringify(await describe(sources)));
}

/**
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
async function replace(file, contents) {
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

/**
 * Installed packages load from node_modules as they are; only the workspace's own packages,
 * which are TypeScript sources, are bundled in.
 * @type {import('esbuild').Plugin}
 */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mepm/') ? undefined : { path: args.path, external: true },
    );
  },
};

if (!(await bundleIsCurrent())) await bundle();
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(dist, 'main.js')).href);
