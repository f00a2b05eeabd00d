import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  ALL_EVENTS_DOCUMENTED,
  buildWebhookBody,
  generateToken,
  isLocalUrl,
  isLoopbackUrl,
  patternCoverage,
  patternWarnings,
  presentCreatedWebhook
} from "./chunk-QJ37CTDN.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  ALL_EVENTS_DOCUMENTED,
  buildWebhookBody,
  generateToken,
  isLocalUrl,
  isLoopbackUrl,
  patternCoverage,
  patternWarnings,
  presentCreatedWebhook
};
