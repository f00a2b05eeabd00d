import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  formatAmount,
  invoiceColumns,
  invoiceFields,
  invoiceLines
} from "./chunk-SX7W4ZCD.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import "./chunk-L3NCIS4P.js";
export {
  formatAmount,
  invoiceColumns,
  invoiceFields,
  invoiceLines
};
