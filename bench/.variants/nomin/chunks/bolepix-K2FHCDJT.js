import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  cancelInvoice,
  createInvoice,
  eachInvoice,
  filterInvoices,
  getInvoice,
  getPdfUrl,
  listInvoices,
  pathId
} from "./chunk-XVRZU6K3.js";
import "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-CALAXWQY.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  cancelInvoice,
  createInvoice,
  eachInvoice,
  filterInvoices,
  getInvoice,
  getPdfUrl,
  listInvoices,
  pathId
};
