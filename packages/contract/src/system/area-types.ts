/**
 * The levels of areas: a province at the top, its cities, their districts. The address picker's
 * level limit counts them (1: province only, 2: and city, 3: and district). Imports nothing.
 */
export const AREA_TYPES = ['province', 'city', 'district'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const AREA_MAX_LEVEL = AREA_TYPES.length;
