// Date display formats of spec §9, isomorphic (Intl only).

/** Spec §9: news dates (and, here, settings history) are shown in Cairo time. */
export const DISPLAY_TIME_ZONE = 'Africa/Cairo';

/** Every part of a date and time in digits, down to the second: the audit log's timestamps and the zone arithmetic below. */
export const TO_THE_SECOND = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** The formatters the functions below read parts from, each built once per time zone (formatOf). */
const FORMATS = {
  parts12: ['en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true }],
  clock: ['en-US', { hourCycle: 'h23', ...TO_THE_SECOND }],
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * A formatter built once per use and time zone: building one costs about twenty times a date's formatting (ICU's
 * data), and a list formats its dates by the row, an export by the thousand.
 */
function formatOf(use: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${use}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = FORMATS[use];
    formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  }
  return format;
}

function partsOf(instant: Date, timeZone: string): Record<string, string> {
  const parts = formatOf('parts12', timeZone).formatToParts(instant);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/**
 * Settings history (spec §3, §9): date as DD/MM/YYYY and time as hh:mm am/pm
 * (moment's "hh:mm a": two-digit 12-hour clock, lower-case am/pm).
 */
export function formatSettingsDate(iso: string | Date, timeZone: string = DISPLAY_TIME_ZONE): { date: string; time: string } {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not a date: ${String(iso)}`);
  const p = partsOf(instant, timeZone);
  const hour = p.hour === '00' ? '12' : (p.hour ?? '').padStart(2, '0');
  return { date: `${p.day}/${p.month}/${p.year}`, time: `${hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}` };
}

const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** How much of an instant is written: its day, to the minute, to the second (the audit log), or its time of day alone. */
export type DatePrecision = 'day' | 'minute' | 'second' | 'time';

/**
 * The one written form of a date on the back-office's screens, in its exports and PDFs, and in a stored message's
 * parameters (spec §9 "YYYY-MM-DD HH:mm"; docs/decisions.md "Dates"): Cairo time, 24-hour, in the language's digits
 * (en 2026-12-06 14:05, ar ٢٠٢٦-١٢-٠٦ ١٤:٠٥). The public site keeps its own reader's form (public spec §6).
 */
export function formatInstant(
  iso: string | Date,
  language: string,
  precision: DatePrecision = 'minute',
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not a date: ${String(iso)}`);
  const p = wallClock(instant, timeZone);
  const day = `${p.year}-${p.month}-${p.day}`;
  const minute = `${p.hour}:${p.minute}`;
  const written = { day, minute: `${day} ${minute}`, second: `${day} ${minute}:${p.second}`, time: minute }[precision];
  return language === 'ar' ? written.replace(/\d/g, (digit) => ARABIC_INDIC_DIGITS[Number(digit)] ?? digit) : written;
}

/** The wall clock's parts of an instant in a time zone, in digits, 24-hour. */
function wallClock(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatOf('clock', timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
}

/** Minutes the zone is ahead of UTC at an instant (Cairo: +120 or +180). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant a calendar day (YYYY-MM-DD) starts in a time zone, so date
 * filters mean the day people see on screen (Cairo by default).
 */
export function startOfDay(day: string, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Two passes settle days where the offset changes (daylight saving).
  let guess = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60000;
  guess = utcMidnight - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (Cairo by default). */
export function dayOf(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatOf('day', timeZone).format(instant);
}

/** The next calendar day after YYYY-MM-DD. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
