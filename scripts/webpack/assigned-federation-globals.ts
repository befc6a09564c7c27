import type { LoaderContext } from 'webpack';

/** The module of the Module Federation runtime that creates its page-wide globals. */
export const FEDERATION_GLOBALS_MODULE =
  /@module-federation[\\/]runtime-core[\\/]dist[\\/]global\.c?js$/;

// The one helper through which the runtime creates `__GLOBAL_LOADING_REMOTE_ENTRY__`,
// `__FEDERATION__` and `__VMOK__` on globalThis (only when they are missing).
const DEFINE_HELPER =
  /function definePropertyGlobalVal\((\w+), (\w+), (\w+)\) \{\s*Object\.defineProperty\(\1, \2, \{[^}]*\}\);\s*\}/;

/**
 * A webpack loader for the federation runtime's globals module: it assigns its globals instead of
 * defining them non-configurable.
 *
 * qiankun's loose sandbox (`sandbox: { loose: true }`) evaluates the shell with `globalThis` bound
 * to a Proxy whose target is an empty object and whose defineProperty trap defines the property on
 * the real window. A Proxy may not report a non-configurable property its target lacks, so the
 * runtime's definition threw a TypeError and the shell never mounted. An assignment goes through
 * the sandbox's set trap instead, which records the global as the app's own: the sandbox removes it
 * from the host's window on unmount and puts it back on the next mount (a definition would have
 * been recorded as a change to an existing property and left behind as `undefined`). Elsewhere
 * (no sandbox, qiankun's default sandbox, a Module Federation host) it only makes them configurable.
 *
 * The build fails when the module no longer has this helper, so an upgrade gets looked at; should
 * the runtime move it to another file, the browser tests of the loose sandbox fail instead.
 */
export default function assignedFederationGlobals(
  this: LoaderContext<Record<string, never>>,
  source: string,
): string {
  if (!DEFINE_HELPER.test(source)) {
    throw new Error(
      `${this.resourcePath}: the Module Federation runtime no longer creates its globals through ` +
        'definePropertyGlobalVal; check that the shell still mounts under qiankun with ' +
        'sandbox: { loose: true } and update scripts/webpack/assigned-federation-globals.ts',
    );
  }
  return source.replace(
    DEFINE_HELPER,
    'function definePropertyGlobalVal($1, $2, $3) {\n\t$1[$2] = $3;\n}',
  );
}
