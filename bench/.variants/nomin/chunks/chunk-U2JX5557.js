import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  httpUrl
} from "./chunk-R7AETGYH.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/events.ts
var KNOWN_EVENTS = [
  "charge-create",
  "charge-in",
  "charge-cancelled",
  "ORDER.CREATED",
  "ORDER.PAID",
  "ORDER.CANCELLED",
  "PAYMENT.CREATED",
  "PAYMENT.PAID",
  "PAYMENT.PRE_AUTHORIZED",
  "PAYMENT.CANCELLED",
  "PAYMENT.DECLINED"
];
function isDocumentedPattern(pattern) {
  return !pattern.endsWith("*") || /^[A-Z]+\.\*$/.test(pattern);
}
__name(isDocumentedPattern, "isDocumentedPattern");
function patternProblem(pattern) {
  if (pattern.trim() === "") return "must not be empty";
  if (!/^[A-Za-z0-9_.\-]*\*?$/.test(pattern)) return "must be an event name or a pattern ending in * (PAYMENT.*)";
  return void 0;
}
__name(patternProblem, "patternProblem");
function matchesEventPattern(name, pattern) {
  if (pattern === "*") return true;
  if (pattern.endsWith("*")) return name.startsWith(pattern.slice(0, -1));
  return name === pattern;
}
__name(matchesEventPattern, "matchesEventPattern");
function matchesAny(name, patterns) {
  return !patterns || patterns.length === 0 || patterns.some((p) => matchesEventPattern(name, p));
}
__name(matchesAny, "matchesAny");
var eventPattern = external_exports.string().superRefine((v, ctx) => {
  const p = patternProblem(v);
  if (p) ctx.addIssue({ code: "custom", message: p });
});
var webhookCreateSchema = external_exports.strictObject({
  webhook: external_exports.strictObject({
    events: external_exports.array(eventPattern).min(1, "at least one event"),
    target: httpUrl,
    authorization: external_exports.string().min(1, "must not be empty").max(1024, "at most 1024 characters").optional()
  })
});
var webhookSchema = external_exports.looseObject({
  id: external_exports.string(),
  target: external_exports.string().optional(),
  events: external_exports.array(external_exports.string()).optional(),
  authorization: external_exports.string().optional(),
  inserted_at: external_exports.string().optional()
});
var eventSchema = external_exports.looseObject({
  id: external_exports.string(),
  event: external_exports.string(),
  inserted_at: external_exports.string(),
  data: external_exports.unknown()
});
var NOTIFICATION_STATUSES = ["PENDING", "DELIVERED", "FAILED"];
var attemptSchema = external_exports.looseObject({
  at: external_exports.string(),
  status_code: external_exports.number().optional(),
  error: external_exports.string().optional(),
  duration_ms: external_exports.number().optional()
});
var notificationSchema = external_exports.looseObject({
  id: external_exports.string(),
  event_id: external_exports.string(),
  event: external_exports.string().optional(),
  webhook_id: external_exports.string().optional(),
  target: external_exports.string().optional(),
  status: external_exports.string(),
  attempt_count: external_exports.number().optional(),
  attempts: external_exports.array(attemptSchema).optional(),
  next_attempt_at: external_exports.string().nullish(),
  inserted_at: external_exports.string().optional(),
  updated_at: external_exports.string().optional()
});
function resourceIdOf(data) {
  if (!data || typeof data !== "object") return void 0;
  const d = data;
  for (const key of ["invoiceId", "id", "order_id", "orderId"]) {
    if (typeof d[key] === "string") return d[key];
  }
  return void 0;
}
__name(resourceIdOf, "resourceIdOf");

export {
  KNOWN_EVENTS,
  isDocumentedPattern,
  patternProblem,
  matchesEventPattern,
  matchesAny,
  webhookCreateSchema,
  webhookSchema,
  eventSchema,
  NOTIFICATION_STATUSES,
  notificationSchema,
  resourceIdOf
};
