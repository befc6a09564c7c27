/**
 * Dates between stored milliseconds and what a person reads in a workbook, in the person's time
 * zone: a workbook holds wall-clock times and no zone, the records hold instants.
 */

/** The zone an export or import uses when the caller names none: the company's (SPEC §9). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time by the runtime's zone data, read afresh: slow (Intl, parts as objects). */
function readWallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Years before 100 would be read as 19xx by Date.UTC; forms hold years 1000 to 9999.
  return wall + (((instant % 1000) + 1000) % 1000);
}

const HOUR_MS = 3_600_000;
/** Hours of offsets kept per zone (nearly six years of them): an export's dates share hours. */
const MAX_CACHED_HOURS = 50_000;
/** By zone, by UTC hour: the zone's offset all that hour, or null when it changes during it. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset throughout the UTC hour of `instant`, read once per hour: when the first and
 * the last second of the hour have one offset, no change happened between (no zone has changed
 * its offset and back within an hour). Null for an hour with a change.
 */
function hourOffset(instant: number, timeZone: string): number | null {
  let hours = hourOffsets.get(timeZone);
  if (hours === undefined) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(instant / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = hour * HOUR_MS;
    const last = first + HOUR_MS - 1000;
    const atFirst = readWallClock(first, timeZone) - first;
    offset = readWallClock(last, timeZone) - last === atFirst ? atFirst : null;
    if (hours.size >= MAX_CACHED_HOURS) hours.clear();
    hours.set(hour, offset);
  }
  return offset;
}

/** The wall-clock time of `instant` in `timeZone`, as milliseconds as if it were UTC. */
export function wallClockOf(instant: number, timeZone: string): number {
  const offset = hourOffset(instant, timeZone);
  return offset === null ? readWallClock(instant, timeZone) : instant + offset;
}

/** The instant whose wall-clock time in `timeZone` is `wallClock` (the earlier at a DST overlap). */
export function instantOf(wallClock: number, timeZone: string): number {
  const firstOffset = wallClockOf(wallClock, timeZone) - wallClock;
  const guess = wallClock - firstOffset;
  const secondOffset = wallClockOf(guess, timeZone) - guess;
  return wallClock - secondOffset;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const FORMAT_TOKENS = {
  yyyy: (wall: Date) => pad(wall.getUTCFullYear(), 4),
  MM: (wall: Date) => pad(wall.getUTCMonth() + 1),
  dd: (wall: Date) => pad(wall.getUTCDate()),
  HH: (wall: Date) => pad(wall.getUTCHours()),
  mm: (wall: Date) => pad(wall.getUTCMinutes()),
  ss: (wall: Date) => pad(wall.getUTCSeconds()),
};
const TOKEN = /yyyy|MM|dd|HH|mm|ss/g;

/**
 * Instants in `timeZone` by a field's format: `yyyy`, `MM`, `dd`, `HH`, `mm`, `ss` and any other
 * characters kept (`yyyy年MM月dd日`, `yyyy/MM/dd HH:mm`). The format is read once: an export
 * formats every row's date by the same one.
 */
export function instantFormatter(format: string, timeZone: string): (instant: number) => string {
  const pieces: ((wall: Date) => string)[] = [];
  let from = 0;
  for (const match of format.matchAll(TOKEN)) {
    const literal = format.slice(from, match.index);
    if (literal !== '') pieces.push(() => literal);
    pieces.push(FORMAT_TOKENS[match[0] as keyof typeof FORMAT_TOKENS]);
    from = match.index + match[0].length;
  }
  const rest = format.slice(from);
  if (rest !== '') pieces.push(() => rest);
  return (instant) => {
    const wall = new Date(wallClockOf(instant, timeZone));
    let text = '';
    for (const piece of pieces) text += piece(wall);
    return text;
  };
}

/** One instant by `instantFormatter`. */
export const formatInstant = (instant: number, format: string, timeZone: string): string =>
  instantFormatter(format, timeZone)(instant);

const DATE_TEXT =
  /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2})[:时時](\d{1,2})(?:[:分](\d{1,2})秒?)?)?$/;

/**
 * The wall-clock time of a date typed as text: `2026-03-05`, `2026/3/5 14:30`, `2026年3月5日`,
 * with or without seconds. Undefined when it is not a real date.
 */
export function parseDateText(text: string): number | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((n) => Number(n ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const back = new Date(wall);
  // 2026-02-30 would roll over to March: a date that does not exist is refused.
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === (month ?? 1) - 1 &&
    back.getUTCDate() === day;
  return real && hour < 24 && minute < 60 && second < 60 ? wall : undefined;
}
