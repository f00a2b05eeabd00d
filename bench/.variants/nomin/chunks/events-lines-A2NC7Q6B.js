import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  StatusLine,
  eventLine,
  jsonLine,
  terminalSafeJson
} from "./chunk-JQQIIRUP.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import "./chunk-L3NCIS4P.js";
export {
  StatusLine,
  eventLine,
  jsonLine,
  terminalSafeJson
};
