/** The product version shown by the diagnostics page and the about dialog (1.0). */
export const SHELL_VERSION = '1.0';
