import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  escapeControl,
  luhnValid,
  maskCardNumbers,
  maskPan,
  maskSecret,
  redactJsonValue,
  redactText,
  redactValue,
  replaceSecrets
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-L3NCIS4P.js";
export {
  escapeControl,
  luhnValid,
  maskCardNumbers,
  maskPan,
  maskSecret,
  redactJsonValue,
  redactText,
  redactValue,
  replaceSecrets
};
