import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  describeAttempt,
  relativeTime
} from "./chunk-QRA547DC.js";
import {
  NOTIFICATION_STATUSES,
  matchesAny,
  patternProblem,
  resourceIdOf
} from "./chunk-U2JX5557.js";
import {
  parseSince
} from "./chunk-6OE7SYZI.js";
import {
  colorStatus,
  formatTime
} from "./chunk-UNKECECJ.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-query.ts
function checkPatterns(patterns, flag = "--event") {
  if (!patterns || patterns.length === 0) return void 0;
  for (const p of patterns) {
    const problem = patternProblem(p);
    if (problem) throw new UsageError(`${flag} "${p}": ${problem}`);
  }
  return [...patterns];
}
__name(checkPatterns, "checkPatterns");
function parseSinceFlag(value, now = /* @__PURE__ */ new Date()) {
  if (value === void 0) return void 0;
  const d = parseSince(value, now);
  if (!d) throw new UsageError(`--since "${value}": must be a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration back from now (2h, 7d)`);
  return d;
}
__name(parseSinceFlag, "parseSinceFlag");
function parseNotificationStatus(value) {
  if (value === void 0) return void 0;
  const s = value.trim().toUpperCase();
  if (!NOTIFICATION_STATUSES.includes(s)) throw new UsageError(`--status "${value}": must be one of ${NOTIFICATION_STATUSES.join(", ")}`);
  return s;
}
__name(parseNotificationStatus, "parseNotificationStatus");
function eventQuery(f) {
  return { event: f.patterns?.length === 1 ? f.patterns[0] : void 0, since: f.since?.toISOString(), limit: f.limit };
}
__name(eventQuery, "eventQuery");
function notificationQuery(f) {
  return { event_id: f.eventId, status: f.status, since: f.since?.toISOString(), limit: f.limit };
}
__name(notificationQuery, "notificationQuery");
var atOrAfter = /* @__PURE__ */ __name((iso, since) => {
  if (!since) return true;
  const t = Date.parse(iso ?? "");
  return Number.isNaN(t) || t >= since.getTime();
}, "atOrAfter");
function lastN(rows, limit) {
  return limit !== void 0 && rows.length > limit ? rows.slice(rows.length - limit) : rows;
}
__name(lastN, "lastN");
function filterEvents(events, f) {
  return lastN(
    events.filter((e) => matchesAny(e.event, f.patterns) && atOrAfter(e.inserted_at, f.since)),
    f.limit
  );
}
__name(filterEvents, "filterEvents");
function filterNotifications(notifications, f) {
  return lastN(
    notifications.filter(
      (n) => (f.eventId === void 0 || n.event_id === f.eventId) && (f.status === void 0 || n.status.toUpperCase() === f.status) && atOrAfter(n.inserted_at ?? n.attempts?.[0]?.at, f.since)
    ),
    f.limit
  );
}
__name(filterNotifications, "filterNotifications");
function notificationsByEvent(notifications) {
  const map = /* @__PURE__ */ new Map();
  for (const n of notifications) {
    const list = map.get(n.event_id);
    if (list) list.push(n);
    else map.set(n.event_id, [n]);
  }
  return map;
}
__name(notificationsByEvent, "notificationsByEvent");
function deliverySummary(notifications) {
  if (!notifications || notifications.length === 0) return "-";
  const counts = /* @__PURE__ */ new Map();
  for (const n of notifications) counts.set(n.status.toUpperCase(), (counts.get(n.status.toUpperCase()) ?? 0) + 1);
  if (counts.size === 1 && notifications.length === 1) return notifications[0].status.toUpperCase();
  return [...counts].map(([s, k]) => `${k} ${s}`).join(", ");
}
__name(deliverySummary, "deliverySummary");
var attemptCount = /* @__PURE__ */ __name((n) => n.attempt_count ?? n.attempts?.length ?? 0, "attemptCount");
function eventColumns(colors) {
  return [
    { header: "ID", get: /* @__PURE__ */ __name((r) => r.event.id, "get"), keep: true },
    { header: "TIME", get: /* @__PURE__ */ __name((r) => formatTime(r.event.inserted_at), "get"), keep: true },
    { header: "EVENT", get: /* @__PURE__ */ __name((r) => r.event.event, "get"), keep: true },
    { header: "RESOURCE", get: /* @__PURE__ */ __name((r) => resourceIdOf(r.event.data) ?? "", "get") },
    { header: "STATUS", get: /* @__PURE__ */ __name((r) => deliverySummary(r.notifications), "get"), style: /* @__PURE__ */ __name((s) => /^[A-Z]+$/.test(s) ? colorStatus(s, colors) : s, "style") },
    { header: "ATTEMPTS", get: /* @__PURE__ */ __name((r) => r.notifications ? r.notifications.reduce((a, n) => a + attemptCount(n), 0) : "", "get") }
  ];
}
__name(eventColumns, "eventColumns");
function notificationColumns(colors, now = Date.now()) {
  return [
    { header: "ID", get: /* @__PURE__ */ __name((r) => r.notification.id, "get"), keep: true },
    { header: "TIME", get: /* @__PURE__ */ __name((r) => formatTime(r.notification.inserted_at ?? r.notification.attempts?.[0]?.at), "get"), keep: true },
    { header: "EVENT", get: /* @__PURE__ */ __name((r) => r.notification.event ?? r.event?.event ?? "", "get"), keep: true },
    { header: "RESOURCE", get: /* @__PURE__ */ __name((r) => r.event ? resourceIdOf(r.event.data) ?? "" : "", "get") },
    { header: "STATUS", get: /* @__PURE__ */ __name((r) => r.notification.status.toUpperCase(), "get"), style: /* @__PURE__ */ __name((s) => colorStatus(s, colors), "style"), keep: true },
    { header: "ATTEMPTS", get: /* @__PURE__ */ __name((r) => attemptCount(r.notification), "get") },
    { header: "LAST ANSWER", get: /* @__PURE__ */ __name((r) => {
      const last = r.notification.attempts?.at(-1);
      return last ? describeAttempt(last) : "";
    }, "get") },
    { header: "NEXT ATTEMPT", get: /* @__PURE__ */ __name((r) => r.notification.status.toUpperCase() === "PENDING" && r.notification.next_attempt_at ? `${formatTime(r.notification.next_attempt_at)} (${relativeTime(r.notification.next_attempt_at, now)})` : "", "get") },
    { header: "EVENT ID", get: /* @__PURE__ */ __name((r) => r.notification.event_id, "get") },
    { header: "TARGET", get: /* @__PURE__ */ __name((r) => r.notification.target ?? "", "get") }
  ];
}
__name(notificationColumns, "notificationColumns");

export {
  checkPatterns,
  parseSinceFlag,
  parseNotificationStatus,
  eventQuery,
  notificationQuery,
  filterEvents,
  filterNotifications,
  notificationsByEvent,
  deliverySummary,
  eventColumns,
  notificationColumns
};
