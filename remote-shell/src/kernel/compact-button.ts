/** A text button shown with its icon only (a phone's top bar): no minimum width, no gap after it. */
export const COMPACT_BUTTON_SX = { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } } as const;
