/** How the shell is running: standalone, or embedded by a host in one of three ways. */
export type EmbedKind = 'standalone' | 'qiankun' | 'federation' | 'iframe';

/**
 * What the entry layer (src/entry) hands to `mountShell` (src/composition/mount-shell.tsx).
 * The host's props (container, token, moduleName, basename) arrive here after the entry layer
 * has worked out where the API lives and how the shell is embedded.
 */
export interface ShellMountOptions {
  /** The element the host gave; the shell renders, styles and portals only inside it. */
  container: HTMLElement;
  /** A token from the host: signs the user in without the login page. */
  token?: string;
  /** Narrows the menu like project_show_module: hse, material, card, exclude-hse-material-card. */
  moduleName?: string;
  /** Router base path; '/' when standalone. */
  basename: string;
  /** Origin of the API server (the origin the shell's scripts came from), e.g. 'http://127.0.0.1:3000'. */
  apiBase: string;
  embed: EmbedKind;
  /**
   * Where `shell:login-required` and `shell:logout` go while embedded: the host page's origin.
   * Undefined when standalone.
   */
  hostOrigin?: string;
}

/** Unmounts what `mountShell` mounted; leaves no node, style, listener or timer behind. */
export type UnmountShell = () => void;

/** The message posted to the host when the session ends while embedded (issue: walking skeleton). */
export interface LoginRequiredMessage {
  type: 'shell:login-required';
  /** The shell path (without the host's basename) to return to after signing in again. */
  redirect: string;
}

/** The message posted to the host when the user logs out inside the embedded shell. */
export interface LogoutMessage {
  type: 'shell:logout';
}

/** Everything the embedded shell tells its host (README, Embedding guide). */
export type HostMessage = LoginRequiredMessage | LogoutMessage;
