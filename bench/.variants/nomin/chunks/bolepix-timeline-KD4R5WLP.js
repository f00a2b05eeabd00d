import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  listEvents,
  listNotifications
} from "./chunk-ZGPQZZA3.js";
import {
  buildTimeline,
  eventsForResource
} from "./chunk-QRA547DC.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-timeline.ts
async function invoiceTimeline(t, record) {
  const all = await listEvents(t, {});
  const ids = /* @__PURE__ */ new Set([record.invoiceId, ...record.id && record.id !== record.invoiceId ? [record.id] : []]);
  const events = [...ids].flatMap((id) => eventsForResource(all, id)).filter((e, i, arr) => arr.findIndex((x) => x.id === e.id) === i);
  const lists = await Promise.all(events.map((e) => listNotifications(t, { event_id: e.id })));
  const eventIds = new Set(events.map((e) => e.id));
  const seen = /* @__PURE__ */ new Set();
  const notifications = lists.flat().filter((n) => eventIds.has(n.event_id) && !seen.has(n.id) && Boolean(seen.add(n.id)));
  return { events, notifications, entries: buildTimeline(events, notifications) };
}
__name(invoiceTimeline, "invoiceTimeline");
export {
  invoiceTimeline
};
