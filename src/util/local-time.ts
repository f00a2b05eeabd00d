/**
 * Times for people, in the machine's time zone (TZ), the same way everywhere a human line shows one
 * (docs/output.md#times): `2026-11-22 07:08:01`. JSON keeps the API's values. format/dates.ts re-exports it as
 * formatTime; services use it for the times in their messages.
 */

/** An ISO timestamp in local time: `2026-11-22 07:08:01`; the input when it does not parse. */
export function localTime(iso: string | undefined): string {
  if (!iso) return ''
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return iso
  const d = new Date(t)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

/**
 * A date or a date-time as a local day: a bare date (`2026-05-01`, a due date) is a calendar day and stays as it is;
 * a date-time is the day it falls on here.
 */
export function localDay(value: string | undefined): string {
  if (!value) return ''
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : localTime(value).slice(0, 10)
}
