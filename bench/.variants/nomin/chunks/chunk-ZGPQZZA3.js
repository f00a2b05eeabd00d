import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  eventSchema,
  notificationSchema
} from "./chunk-U2JX5557.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/events.ts
var eventListSchema = external_exports.union([external_exports.array(eventSchema), external_exports.looseObject({ data: external_exports.array(eventSchema) })]);
var notificationListSchema = external_exports.union([external_exports.array(notificationSchema), external_exports.looseObject({ data: external_exports.array(notificationSchema) })]);
var unwrap = /* @__PURE__ */ __name((data) => Array.isArray(data) ? data : data.data, "unwrap");
async function listEvents(t, query = {}) {
  const { data } = await t.requestParsed({ method: "GET", path: "/api/events", query: { ...query } }, eventListSchema);
  return unwrap(data);
}
__name(listEvents, "listEvents");
async function listNotifications(t, query = {}) {
  const { data } = await t.requestParsed({ method: "GET", path: "/api/notifications", query: { ...query } }, notificationListSchema);
  return unwrap(data);
}
__name(listNotifications, "listNotifications");

export {
  listEvents,
  listNotifications
};
