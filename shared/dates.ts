// Date display formats of spec §9, isomorphic (Intl only).

/** Spec §9: news dates (and, here, settings history) are shown in Cairo time. */
export const DISPLAY_TIME_ZONE = 'Africa/Cairo';

function partsOf(instant: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
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
