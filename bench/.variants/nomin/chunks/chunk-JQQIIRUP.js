import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  resourceIdOf
} from "./chunk-U2JX5557.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import {
  formatTime
} from "./chunk-UNKECECJ.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-lines.ts
var UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
function terminalSafeJson(json) {
  return json.replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
__name(terminalSafeJson, "terminalSafeJson");
function jsonLine(value) {
  return terminalSafeJson(JSON.stringify(value) ?? "null");
}
__name(jsonLine, "jsonLine");
function eventLine(e, colors) {
  const resource = resourceIdOf(e.data);
  return `${formatTime(e.inserted_at)}  ${colors.cyan(escapeControl(e.event).padEnd(22))}  ${escapeControl(resource ?? "-")}  ${colors.dim(`event ${escapeControl(e.id)}`)}`;
}
__name(eventLine, "eventLine");
var StatusLine = class {
  constructor(stream) {
    this.stream = stream;
  }
  stream;
  static {
    __name(this, "StatusLine");
  }
  frame = 0;
  shown = false;
  show(text) {
    const frames = "\u280B\u2819\u2839\u2838\u283C\u2834\u2826\u2827\u2807\u280F";
    this.stream.write(`\r\x1B[2K${frames[this.frame++ % frames.length]} ${text.slice(0, (this.stream.columns || 80) - 3)}`);
    this.shown = true;
  }
  clear() {
    if (this.shown) this.stream.write("\r\x1B[2K");
    this.shown = false;
  }
};

export {
  terminalSafeJson,
  jsonLine,
  eventLine,
  StatusLine
};
