import Type from 'typebox';

/** The latest instant a JavaScript Date can hold. */
const MAX_TIME_MS = 8_640_000_000_000_000;
const time = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS }));

/** A list's time range filter: milliseconds since the epoch, both ends inclusive. */
export const TimeRangeQuery = { startTime: time, endTime: time };
