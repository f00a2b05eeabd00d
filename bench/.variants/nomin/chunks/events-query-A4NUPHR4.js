import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  checkPatterns,
  deliverySummary,
  eventColumns,
  eventQuery,
  filterEvents,
  filterNotifications,
  notificationColumns,
  notificationQuery,
  notificationsByEvent,
  parseNotificationStatus,
  parseSinceFlag
} from "./chunk-FJV4BUW4.js";
import "./chunk-QRA547DC.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  checkPatterns,
  deliverySummary,
  eventColumns,
  eventQuery,
  filterEvents,
  filterNotifications,
  notificationColumns,
  notificationQuery,
  notificationsByEvent,
  parseNotificationStatus,
  parseSinceFlag
};
