import type { ShellProps } from './lifecycles';

/**
 * Props for the shell running as a page of its own (opened directly or inside an iframe). A host
 * framing it narrows the menu with `?moduleName=`; the shell itself takes `/home?token=`.
 */
export function standaloneProps(container: HTMLElement): ShellProps {
  const moduleName = new URL(window.location.href).searchParams.get('moduleName') ?? undefined;
  return { container, moduleName };
}
