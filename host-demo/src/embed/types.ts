/** What the host hands to the shell, whichever way it embeds it. */
export interface ShellProps {
  token: string;
  moduleName?: string;
  basename: string;
  /** The shell page to open instead of home (after signing in again, the page the session ended on). */
  path?: string;
}

/** The lifecycles the shell exposes to qiankun and as `remote_shell/lifecycles`. */
export interface ShellLifecycles {
  bootstrap(): Promise<void>;
  mount(props: { container: HTMLElement } & ShellProps): Promise<void>;
  unmount(props: { container: HTMLElement }): Promise<void>;
}

export type Unmount = () => Promise<void>;

/** Mounts the shell from `remoteOrigin` into `container`; resolves once it is mounted. */
export type Embedder = (
  remoteOrigin: string,
  container: HTMLElement,
  props: ShellProps,
) => Promise<Unmount>;
