/**
 * @mui/styled-engine adds `<meta name="emotion-insertion-point">` to document.head the first time
 * its StyledEngineProvider module is evaluated (once per page) and keeps a reference to it. The
 * production bundle tree-shakes that module away today; unbundled code (tests) and any future use
 * of StyledEngineProvider bring it back. The host's document must look as it
 * did whenever no shell is mounted, so the shell takes its meta out while nothing is mounted and
 * puts the same element back before the next mount. A meta the page had before the shell loaded
 * belongs to the host (its own MUI) and is never touched.
 */
const SELECTOR = 'meta[name="emotion-insertion-point"]';

const hostOwned = document.head.querySelector(SELECTOR) !== null;
let shellOwned: Element | undefined;
let mounts = 0;

function find(): void {
  if (!hostOwned) shellOwned ??= document.head.querySelector(SELECTOR) ?? undefined;
}

/** After the shell's modules have loaded: removes the meta again if no shell is mounted. */
export function tidyInsertionPoint(): void {
  find();
  if (mounts === 0) shellOwned?.remove();
}

/** Before a mount: the shell's styles are placed relative to the meta. */
export function claimInsertionPoint(): void {
  find();
  mounts += 1;
  if (shellOwned && !shellOwned.isConnected) document.head.prepend(shellOwned);
}

/** After an unmount (or a failed mount). */
export function releaseInsertionPoint(): void {
  mounts = Math.max(0, mounts - 1);
  tidyInsertionPoint();
}
