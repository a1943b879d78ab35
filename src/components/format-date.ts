import dayjs from 'dayjs';

/**
 * Dates are shown as the calendar day the editor picked. Contentful stores `2026-03-05T00:00+00:00`
 * for a plain date; converting that to the visitor's time zone would show March 4 west of UTC, so
 * the YYYY-MM-DD part is read as a local date instead.
 */
function calendarDay(iso: string): dayjs.Dayjs | null {
  const dayOnly = /^(\d{4}-\d{2}-\d{2})/.exec(iso);
  const parsed = dayOnly ? dayjs(dayOnly[1], 'YYYY-MM-DD') : dayjs(iso);
  return parsed.isValid() ? parsed : null;
}

/** en-US long format, e.g. "March 5, 2026" (also the review cards' format 'MMMM d, yyyy'). */
export function formatLongDate(iso: string | null | undefined): string {
  const day = iso ? calendarDay(iso) : null;
  return day ? day.format('MMMM D, YYYY') : '';
}

/** Mixed cards: 'MMM dd, yyyy', e.g. "Mar 05, 2026". */
export function formatShortDate(iso: string | null | undefined): string {
  const day = iso ? calendarDay(iso) : null;
  return day ? day.format('MMM DD, YYYY') : '';
}

/** Machine-readable value for <time dateTime>. */
export function isoDay(iso: string | null | undefined): string | undefined {
  const day = iso ? calendarDay(iso) : null;
  return day ? day.format('YYYY-MM-DD') : undefined;
}
