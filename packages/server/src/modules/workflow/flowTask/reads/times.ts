/** A time as the wire sends it: milliseconds, or null. */
export const time = (at: Date | null): number | null => (at === null ? null : at.getTime());
