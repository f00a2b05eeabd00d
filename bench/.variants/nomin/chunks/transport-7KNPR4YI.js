import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUTS,
  Transport,
  backoffDelay,
  parseRetryAfter
} from "./chunk-KGV3DKFH.js";
import "./chunk-5K5E3MTV.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUTS,
  Transport,
  backoffDelay,
  parseRetryAfter
};
