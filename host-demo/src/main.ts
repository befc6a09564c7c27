import { HOST_BASE, SHELL_BASENAME, remoteOrigin } from './config';
import { embedderFor, type EmbedMode } from './embed';
import type { Unmount } from './embed/types';
import { listenForShellMessages } from './shell-messages';
import { MODE_LABELS, pageElements, rememberMode, restoreMode, selectedMode } from './page';
import {
  LOADER_LABELS,
  SANDBOX_LABELS,
  parseQiankunOptions,
  qiankunOptions,
  reloadWithQiankunOptions,
} from './qiankun-options';
import { dropToken, storeToken, storedToken } from './session';
import { signIn } from './sign-in';

const page = pageElements();
const remote = remoteOrigin();
const qiankun = qiankunOptions();
let unmountCurrent: Unmount | undefined;
/** Set once qiankun routes the page: its registration lasts as long as the page. */
let routesRegistered = false;
/** The shell path to return to after signing in again (from `shell:login-required`). */
let returnPath: string | undefined;
/** Mounts and unmounts run one at a time, in the order they were asked for. */
let queue: Promise<void> = Promise.resolve();

function setStatus(text: string): void {
  page.status.textContent = text;
}

function enqueue(task: () => Promise<void>): void {
  queue = queue.then(task).catch((error: unknown) => {
    setStatus(`Error: ${error instanceof Error ? error.message : String(error)}`);
  });
}

function modeLabel(mode: EmbedMode): string {
  if (mode !== 'qiankun') return MODE_LABELS[mode];
  return `${MODE_LABELS[mode]} (${SANDBOX_LABELS[qiankun.sandbox]}, ${LOADER_LABELS[qiankun.loader]})`;
}

/** Whether qiankun, not the host's buttons, mounts and unmounts the shell as the address changes. */
function routeBased(): boolean {
  return selectedMode(page) === 'qiankun' && qiankun.loader === 'routes';
}

function showSignIn(show: boolean): void {
  page.signInForm.hidden = !show;
  if (show) page.account.focus();
}

async function unmountShell(): Promise<void> {
  const unmount = unmountCurrent;
  unmountCurrent = undefined;
  if (!unmount) return;
  await unmount();
  // Leave the shell's routes so that a reload does not land inside them.
  if (window.location.pathname.startsWith(SHELL_BASENAME)) {
    window.history.replaceState(null, '', HOST_BASE + window.location.search);
  }
}

async function mountShell(mode: EmbedMode, path?: string): Promise<void> {
  await unmountShell();
  const token = storedToken();
  if (!token) {
    showSignIn(true);
    setStatus('Sign in to embed the shell.');
    return;
  }
  // qiankun and Module Federation run the shell's router in this window, under SHELL_BASENAME:
  // enter its routes (or the path to return to) before it starts.
  if (mode !== 'iframe' && (path || !window.location.pathname.startsWith(SHELL_BASENAME))) {
    window.history.replaceState(null, '', SHELL_BASENAME + (path ?? '/'));
  }
  if (mode === 'qiankun' && qiankun.loader === 'routes') routesRegistered = true;
  setStatus(`Mounting with ${modeLabel(mode)}…`);
  const embed = await embedderFor(mode, qiankun, (mounted) =>
    setStatus(mounted ? `Mounted with ${modeLabel(mode)}.` : 'Unmounted.'),
  );
  unmountCurrent = await embed(remote, page.container, {
    token,
    moduleName: page.moduleName.value || undefined,
    basename: SHELL_BASENAME,
    path,
  });
  setStatus(`Mounted with ${modeLabel(mode)}.`);
}

function remount(): void {
  enqueue(() => mountShell(selectedMode(page)));
}

page.signInForm.addEventListener('submit', (event) => {
  event.preventDefault();
  enqueue(async () => {
    setStatus('Signing in…');
    storeToken(await signIn(remote, page.account.value, page.password.value));
    page.password.value = '';
    showSignIn(false);
    const path = returnPath;
    returnPath = undefined;
    await mountShell(selectedMode(page), path);
  });
});

page.modeSwitch.addEventListener('change', () => {
  rememberMode(page);
  // qiankun would mount the shell again whenever the address enters its routes.
  if (routesRegistered) {
    window.location.reload();
    return;
  }
  if (storedToken()) remount();
});
page.moduleName.addEventListener('change', () => {
  if (unmountCurrent) remount();
});
page.mountButton.addEventListener('click', remount);
page.unmountButton.addEventListener('click', () => {
  enqueue(async () => {
    await unmountShell();
    setStatus('Unmounted.');
  });
});
page.signOutButton.addEventListener('click', () => {
  enqueue(async () => {
    await unmountShell();
    dropToken();
    showSignIn(true);
    setStatus('Signed out.');
  });
});
page.standaloneLink.href = `${remote}/`;
restoreMode(page);

page.qiankunSandbox.value = qiankun.sandbox;
page.qiankunLoader.value = qiankun.loader;
for (const select of [page.qiankunSandbox, page.qiankunLoader]) {
  select.addEventListener('change', () => {
    reloadWithQiankunOptions(
      parseQiankunOptions({
        sandbox: page.qiankunSandbox.value,
        loader: page.qiankunLoader.value,
      }),
    );
  });
}

// The host's own navigation: a route-based qiankun host only changes the address and qiankun
// follows; otherwise leaving the shell unmounts it and entering mounts it.
page.hostNav.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  event.preventDefault();
  const toShell = link.dataset.page === 'shell';
  if (toShell && !storedToken()) {
    showSignIn(true);
    return;
  }
  if (routeBased() && unmountCurrent) {
    window.history.pushState(null, '', link.pathname + window.location.search);
  } else if (toShell) {
    if (!unmountCurrent) remount();
  } else {
    enqueue(async () => {
      await unmountShell();
      setStatus('Unmounted.');
    });
  }
});

listenForShellMessages(() => [window.location.origin, remote], {
  onLoginRequired({ redirect }) {
    returnPath = redirect;
    enqueue(async () => {
      dropToken();
      await unmountShell();
      showSignIn(true);
      setStatus('The session ended: sign in again to return to the shell.');
    });
  },
  // The user left on purpose: the next sign-in starts at the shell's home page.
  onLogout() {
    returnPath = undefined;
    enqueue(async () => {
      dropToken();
      await unmountShell();
      showSignIn(true);
      setStatus('Signed out in the shell: sign in again to open it.');
    });
  },
});

remount();
