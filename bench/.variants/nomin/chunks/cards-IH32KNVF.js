import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  PaymentDeclinedError,
  cancelPayment,
  capturePayment,
  createPayment,
  declineFrom,
  findPaymentInEvents,
  pathSegment,
  tokenizeCard
} from "./chunk-LWLN5KJM.js";
import "./chunk-5ZO2EVXF.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  PaymentDeclinedError,
  cancelPayment,
  capturePayment,
  createPayment,
  declineFrom,
  findPaymentInEvents,
  pathSegment,
  tokenizeCard
};
