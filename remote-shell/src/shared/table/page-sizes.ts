/**
 * SPEC §9: the page sizes a user may pick and the default. They mirror the contract's
 * DEFAULT_PAGE_SIZE/MAX_PAGE_SIZE, kept here as values because the contract's index pulls in the
 * schema library, which the shell's widgets have no use for.
 */
export const PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 20;
