import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  checkSettingValue,
  displayValue,
  profileSummaries,
  requireSettingKey,
  settingRows
} from "./chunk-Q7DO4JJP.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-L3XDQBBM.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  checkSettingValue,
  displayValue,
  profileSummaries,
  requireSettingKey,
  settingRows
};
