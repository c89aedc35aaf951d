// The buckets of the dated counters (migration 0097): an instant's UTC month, week of
// that month and day. Weeks are the month's days 1–7, 8–14, 15–21, 22–28 and 29 to its
// end, so every week lies in one month and a month is whole weeks. The triggers and
// fills write the same labels in SQL (0097_commands_keep_dated_counters.ts).

export const BUCKET_UNITS = ['month', 'week', 'day'] as const;
export type BucketUnit = (typeof BUCKET_UNITS)[number];

/** 'YYYY-MM-wN' for the UTC day DD of 'YYYY-MM-DD…'. */
export const weekLabel = (iso: string): string => `${iso.slice(0, 7)}-w${Math.floor((Number(iso.slice(8, 10)) + 6) / 7)}`;

/** The bucket of an ISO instant in each unit. */
export function bucketOf(unit: BucketUnit, iso: string): string {
  if (unit === 'month') return iso.slice(0, 7);
  if (unit === 'day') return iso.slice(0, 10);
  return weekLabel(iso);
}
