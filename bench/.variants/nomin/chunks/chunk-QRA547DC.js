import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  resourceIdOf
} from "./chunk-U2JX5557.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import {
  formatTime,
  makeColors
} from "./chunk-UNKECECJ.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/timeline.ts
function attemptOk(a) {
  return a.status_code !== void 0 && a.status_code >= 200 && a.status_code < 300 && !a.error;
}
__name(attemptOk, "attemptOk");
function describeAttempt(a) {
  if (a.error) return escapeControl(a.status_code !== void 0 ? `HTTP ${a.status_code}: ${a.error}` : a.error);
  if (a.status_code !== void 0) return `HTTP ${a.status_code}`;
  return "no answer";
}
__name(describeAttempt, "describeAttempt");
function attemptsOf(n) {
  return n.attempts ?? [];
}
__name(attemptsOf, "attemptsOf");
var ORDER = { event: 0, attempt: 1, "next-attempt": 2, "gave-up": 3 };
function buildTimeline(events, notifications) {
  const entries = [];
  for (const e of events) entries.push({ kind: "event", at: e.inserted_at, eventId: e.id, event: e.event, resourceId: resourceIdOf(e.data) });
  for (const n of notifications) {
    const base = { eventId: n.event_id, event: n.event, notificationId: n.id, target: n.target };
    const attempts = attemptsOf(n);
    attempts.forEach((a, i) => {
      entries.push({
        kind: "attempt",
        at: a.at,
        ...base,
        number: i + 1,
        statusCode: a.status_code,
        error: a.error,
        durationMs: a.duration_ms,
        ok: attemptOk(a)
      });
    });
    const status = n.status.toUpperCase();
    if (status === "PENDING" && n.next_attempt_at) {
      entries.push({ kind: "next-attempt", at: n.next_attempt_at, ...base, number: attempts.length + 1 });
    } else if (status === "FAILED") {
      const at = n.updated_at ?? attempts.at(-1)?.at ?? n.inserted_at ?? "";
      entries.push({ kind: "gave-up", at, ...base, attempts: n.attempt_count ?? attempts.length });
    }
  }
  const indexed = entries.map((e, i) => ({ e, i, t: Date.parse(e.at) }));
  indexed.sort((a, b) => {
    const ta = Number.isNaN(a.t) ? Number.POSITIVE_INFINITY : a.t;
    const tb = Number.isNaN(b.t) ? Number.POSITIVE_INFINITY : b.t;
    return ta - tb || ORDER[a.e.kind] - ORDER[b.e.kind] || a.i - b.i;
  });
  return indexed.map((x) => x.e);
}
__name(buildTimeline, "buildTimeline");
function relativeTime(iso, now = Date.now()) {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const diff = t - now;
  const abs = Math.abs(diff);
  const text = abs < 1e3 ? `${abs} ms` : abs < 12e4 ? `${Math.round(abs / 1e3)}s` : abs < 72e5 ? `${Math.round(abs / 6e4)} min` : abs < 1728e5 ? `${Math.round(abs / 36e5)} h` : `${Math.round(abs / 864e5)} days`;
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}
__name(relativeTime, "relativeTime");
var ms = /* @__PURE__ */ __name((d) => d === void 0 ? "" : `${Math.round(d)} ms`, "ms");
function summarizeNotification(n, options = {}) {
  const c = options.colors ?? makeColors(false);
  const count = n.attempt_count ?? attemptsOf(n).length;
  const attempts = `${count} attempt${count === 1 ? "" : "s"}`;
  const status = escapeControl(n.status.toUpperCase());
  const colored = status === "DELIVERED" ? c.green(status) : status === "FAILED" ? c.red(status) : status === "PENDING" ? c.yellow(status) : status;
  if (status === "DELIVERED") return `${colored} after ${attempts}`;
  if (status === "PENDING" && n.next_attempt_at) return `${colored}, ${attempts}, next ${relativeTime(n.next_attempt_at, options.now)}`;
  if (status === "FAILED") return `${colored} after ${attempts} (the service gave up)`;
  return `${colored}, ${attempts}`;
}
__name(summarizeNotification, "summarizeNotification");
function renderAttemptHistory(n, options = {}) {
  const c = options.colors ?? makeColors(false);
  const lines = [`${c.bold(`notification ${escapeControl(n.id)}`)}  ${c.dim("\u2192")} ${escapeControl(n.target ?? "?")}  ${summarizeNotification(n, options)}`];
  const rows = [];
  const attempts = attemptsOf(n);
  attempts.forEach((a, i) => {
    const mark = attemptOk(a) ? c.green("\u2713") : c.red("\u2717");
    rows.push(`${formatTime(a.at)}  ${mark} #${i + 1} ${describeAttempt(a).padEnd(14)} ${ms(a.duration_ms).padStart(8)}`);
  });
  const status = n.status.toUpperCase();
  if (status === "PENDING" && n.next_attempt_at) {
    rows.push(`${formatTime(n.next_attempt_at)}  ${c.yellow("\u2026")} #${attempts.length + 1} next attempt ${relativeTime(n.next_attempt_at, options.now)}`);
  } else if (status === "FAILED") {
    rows.push(`${formatTime(n.updated_at ?? attempts.at(-1)?.at)}  ${c.red("\u25A0")} no more attempts`);
  }
  if (rows.length === 0) rows.push(c.dim("no attempt yet"));
  rows.forEach((r, i) => lines.push(`  ${i === rows.length - 1 ? "\u2514\u2500" : "\u251C\u2500"} ${r}`));
  return lines;
}
__name(renderAttemptHistory, "renderAttemptHistory");
function renderTimeline(entries, options = {}) {
  const c = options.colors ?? makeColors(false);
  return entries.map((e) => {
    const time = formatTime(e.at).padEnd(19);
    switch (e.kind) {
      case "event":
        return `${time}  ${c.cyan("\u25CF")} ${escapeControl(e.event)}${e.resourceId ? ` ${escapeControl(e.resourceId)}` : ""}  ${c.dim(`event ${escapeControl(e.eventId)}`)}`;
      case "attempt": {
        const mark = e.ok ? c.green("\u2713") : c.red("\u2717");
        const what = describeAttempt({ status_code: e.statusCode, error: e.error });
        return `${time}  ${mark} ${escapeControl(e.event ?? "")} delivery #${e.number} \u2192 ${escapeControl(e.target ?? "?")}: ${what}${e.durationMs !== void 0 ? ` in ${ms(e.durationMs)}` : ""}`;
      }
      case "next-attempt":
        return `${time}  ${c.yellow("\u2026")} ${escapeControl(e.event ?? "")} delivery #${e.number} \u2192 ${escapeControl(e.target ?? "?")} scheduled (${relativeTime(e.at, options.now)})`;
      case "gave-up":
        return `${time}  ${c.red("\u25A0")} ${escapeControl(e.event ?? "")} \u2192 ${escapeControl(e.target ?? "?")}: gave up after ${e.attempts} attempts`;
    }
  });
}
__name(renderTimeline, "renderTimeline");
function eventsForResource(events, resourceId) {
  return events.filter((e) => {
    if (resourceIdOf(e.data) === resourceId) return true;
    const d = e.data;
    return Boolean(d && typeof d === "object" && ["invoiceId", "id", "order_id", "orderId", "payment_id"].some((k) => d[k] === resourceId));
  });
}
__name(eventsForResource, "eventsForResource");

export {
  attemptOk,
  describeAttempt,
  buildTimeline,
  relativeTime,
  summarizeNotification,
  renderAttemptHistory,
  renderTimeline,
  eventsForResource
};
