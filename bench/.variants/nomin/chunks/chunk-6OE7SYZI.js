import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/dates.ts
var DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d|w)$/;
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5, w: 6048e5 };
function parseDuration(input) {
  const m = DURATION.exec(input.trim().toLowerCase());
  if (!m) return void 0;
  const ms = Number(m[1]) * UNIT_MS[m[2]];
  return Number.isFinite(ms) && ms <= 10 * 365 * 864e5 ? Math.round(ms) : void 0;
}
__name(parseDuration, "parseDuration");
function isCalendarDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 9999 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}
__name(isCalendarDate, "isCalendarDate");
function localDate(at) {
  const p = /* @__PURE__ */ __name((n) => String(n).padStart(2, "0"), "p");
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`;
}
__name(localDate, "localDate");
function addDays(date, days) {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}
__name(addDays, "addDays");
function daysBetween(a, b) {
  const ta = Date.parse(`${a}T00:00:00Z`);
  const tb = Date.parse(`${b}T00:00:00Z`);
  return Math.round((tb - ta) / 864e5);
}
__name(daysBetween, "daysBetween");
function parseDueDate(input, today) {
  const text = input.trim().toLowerCase();
  let value;
  if (text === "today") value = today;
  else if (text === "tomorrow") value = addDays(today, 1);
  else if (/^\+\d{1,4}d$/.test(text)) value = addDays(today, Number(text.slice(1, -1)));
  else if (isCalendarDate(text)) value = text;
  else return { ok: false, message: "must be a date YYYY-MM-DD, today or +Nd" };
  if (value < today) return { ok: false, message: `must be today (${today}) or later` };
  return { ok: true, value };
}
__name(parseDueDate, "parseDueDate");
function parsePastDate(input, today) {
  const text = input.trim();
  if (!isCalendarDate(text)) return { ok: false, message: "must be a date YYYY-MM-DD" };
  if (text >= today) return { ok: false, message: "must be a date in the past" };
  return { ok: true, value: text };
}
__name(parsePastDate, "parsePastDate");
var DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
function toSevenFractionDateTime(input) {
  const m = DATE_TIME.exec(input.trim());
  if (!m || !isCalendarDate(m[1])) {
    return { ok: false, message: "must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:MM:SS" };
  }
  const [hh, mm, ss] = [m[2] ?? "00", m[3] ?? "00", m[4] ?? "00"];
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return { ok: false, message: "invalid time of day" };
  const frac = (m[5] ?? "").padEnd(7, "0").slice(0, 7);
  return { ok: true, value: `${m[1]}T${hh}:${mm}:${ss}.${frac}` };
}
__name(toSevenFractionDateTime, "toSevenFractionDateTime");
function parseSince(input, now) {
  const text = input.trim();
  const ms = parseDuration(text);
  if (ms !== void 0) return new Date(now.getTime() - ms);
  if (isCalendarDate(text)) {
    const [y, mo, d] = text.split("-").map(Number);
    return new Date(y, mo - 1, d);
  }
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && isCalendarDate(text.slice(0, 10))) {
    const t = Date.parse(text.replace(" ", "T"));
    return Number.isNaN(t) ? void 0 : new Date(t);
  }
  return void 0;
}
__name(parseSince, "parseSince");

export {
  parseDuration,
  isCalendarDate,
  localDate,
  addDays,
  daysBetween,
  parseDueDate,
  parsePastDate,
  toSevenFractionDateTime,
  parseSince
};
