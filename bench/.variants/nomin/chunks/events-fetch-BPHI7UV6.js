import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  eventQuery,
  filterEvents,
  filterNotifications,
  notificationQuery,
  notificationsByEvent
} from "./chunk-FJV4BUW4.js";
import {
  listEvents,
  listNotifications
} from "./chunk-ZGPQZZA3.js";
import "./chunk-QRA547DC.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  NotFoundError,
  PayctlError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-fetch.ts
async function optional(what, run, warn) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PayctlError && err.code === "interrupted") throw err;
    warn(`could not fetch ${what} (${err.message}); those columns are left empty`);
    return void 0;
  }
}
__name(optional, "optional");
async function fetchEventRows(t, f, join, warn) {
  const [all, notifications] = await Promise.all([
    listEvents(t, eventQuery(f)),
    join ? optional("the notifications", () => listNotifications(t, { since: f.since?.toISOString() }), warn) : void 0
  ]);
  const events = filterEvents(all, f);
  const byEvent = notifications ? notificationsByEvent(notifications) : void 0;
  return { events, rows: events.map((event) => ({ event, notifications: byEvent ? byEvent.get(event.id) ?? [] : void 0 })) };
}
__name(fetchEventRows, "fetchEventRows");
async function fetchNotificationRows(t, f, join, warn) {
  const [all, events] = await Promise.all([
    listNotifications(t, notificationQuery(f)),
    join ? optional("the events", () => listEvents(t, {}), warn) : void 0
  ]);
  const notifications = filterNotifications(all, f);
  const byId = new Map((events ?? []).map((e) => [e.id, e]));
  return { notifications, rows: notifications.map((notification) => ({ notification, event: byId.get(notification.event_id) })) };
}
__name(fetchNotificationRows, "fetchNotificationRows");
async function findEvent(t, id) {
  const events = await listEvents(t, {});
  const event = events.find((e) => e.id === id);
  if (!event) throw new NotFoundError(`event ${id} not found (payctl events list shows the known ones)`);
  return event;
}
__name(findEvent, "findEvent");
async function showEvent(t, id) {
  const [event, notifications] = await Promise.all([findEvent(t, id), listNotifications(t, { event_id: id })]);
  return { event, notifications: filterNotifications(notifications, { eventId: id }) };
}
__name(showEvent, "showEvent");
export {
  fetchEventRows,
  fetchNotificationRows,
  findEvent,
  showEvent
};
