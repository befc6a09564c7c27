// @ts-check
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverSrc = 'packages/server/src';
const shellSrc = 'remote-shell/src';

const folders = (dir) =>
  readdirSync(path.join(root, dir)).filter((name) =>
    statSync(path.join(root, dir, name)).isDirectory(),
  );

/**
 * The server's capabilities: `modules/<name>`, or `modules/<area>/<name>` inside an area folder
 * (one whose index lists modules, such as permission and system).
 */
function serverCapabilities() {
  const modules = `${serverSrc}/modules`;
  return folders(modules).flatMap((name) => {
    const inner = folders(`${modules}/${name}`);
    return inner.length === 0
      ? [`${modules}/${name}`]
      : inner.map((cap) => `${modules}/${name}/${cap}`);
  });
}

/** One zone per capability: nothing outside it in `within` may be imported from inside it. */
function eachApart(units, within, message) {
  return units.map((unit) => ({
    target: `./${unit}`,
    from: `./${within}`,
    except: [`./${path.relative(within, unit)}`],
    message,
  }));
}

/**
 * Which folders may import which. Server: a module reaches another module only through the
 * kernel (what two modules share moves down), and nothing below the composition imports
 * modules. Shell: a feature never imports another feature nor the composition (the list of
 * features, the store's mount, the routes); the kernel imports neither; layout and shared widgets
 * import no feature. Tests (`tests: true`) may mount the composed shell around what they test.
 */
export function importBoundaries({ tests = false } = {}) {
  const modules = `${serverSrc}/modules`;
  const features = `${shellSrc}/features`;
  const featureAreas = folders(features).map((name) => `${features}/${name}`);
  const composition = `${shellSrc}/composition`;
  const kernel = `${shellSrc}/kernel`;
  const zone = (target, from, message) => ({ target: `./${target}`, from: `./${from}`, message });
  const shellLayers = [
    zone(features, composition, 'A feature never imports the composition: it only lists features.'),
    zone(
      kernel,
      composition,
      'The kernel never imports the composition: the composition builds on it.',
    ),
    zone(kernel, features, 'The kernel never imports a feature: features build on it.'),
    zone(`${shellSrc}/shared`, composition, 'shared/ never imports the composition.'),
  ];
  return [
    ...eachApart(
      serverCapabilities(),
      modules,
      'A module never imports another module: move what both need into the kernel.',
    ),
    ...['kernel', 'plugins', 'db'].map((layer) => ({
      target: `./${serverSrc}/${layer}`,
      from: `./${modules}`,
      message: 'Only the composition (app.ts, main.ts) imports modules.',
    })),
    ...eachApart(
      featureAreas,
      features,
      'Features never import each other: move what both need to shared/ or kernel/.',
    ),
    ...['layout', 'shared'].map((layer) => ({
      target: `./${shellSrc}/${layer}`,
      from: `./${features}`,
      message: `${layer}/ never imports a feature: the composition hands features to it.`,
    })),
    ...(tests ? [] : shellLayers),
  ];
}
