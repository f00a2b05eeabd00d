import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  renderAttemptHistory
} from "./chunk-QRA547DC.js";
import {
  resourceIdOf
} from "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-XCPYBW27.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  formatTime
} from "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-show.ts
function renderEventDetail(event, notifications, colors, now = Date.now()) {
  const fields = [
    ["event", event.id],
    ["name", event.event],
    ["time", `${formatTime(event.inserted_at)} (${event.inserted_at})`],
    ["resource", resourceIdOf(event.data)]
  ];
  const width = Math.max(...fields.map(([l]) => l.length));
  const lines = fields.filter(([, v]) => v).map(([l, v]) => `${colors.dim(l.padEnd(width))}  ${escapeControl(v)}`);
  lines.push("", colors.bold("payload"), ...JSON.stringify({ id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data }, null, 2).split("\n").map(escapeControl), "");
  if (notifications.length === 0) {
    lines.push(colors.dim("no notifications: no webhook subscribed to this event when it occurred"));
    return lines;
  }
  lines.push(colors.bold(`deliveries (${notifications.length})`));
  for (const n of notifications) lines.push(...renderAttemptHistory(n, { colors, now }));
  return lines;
}
__name(renderEventDetail, "renderEventDetail");
export {
  renderEventDetail
};
