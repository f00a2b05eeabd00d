import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  paymentSummary
} from "./chunk-GCFCWBQP.js";
import {
  cancelPayment,
  findPaymentInEvents
} from "./chunk-LWLN5KJM.js";
import "./chunk-5ZO2EVXF.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-XCPYBW27.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  DeclinedError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-cancel.ts
async function cancelCardPayment(o) {
  if (!o.yes && !o.interactive) {
    throw new UsageError(`card cancel needs --yes when it cannot ask (no terminal); nothing was sent: payctl card cancel ${o.paymentId} --yes`);
  }
  const sellerId = await o.sellerId();
  const client = await o.client();
  if (!o.yes) {
    const known = await findPaymentInEvents(client, o.paymentId);
    const what = known ? ` (${paymentSummary(known)})` : "";
    const ok = await o.confirm(`Cancel card payment ${o.paymentId}${what} of seller ${sellerId}? This cannot be undone.`);
    if (!ok) throw new DeclinedError("not cancelled: the confirmation was declined (nothing was sent)");
  }
  return cancelPayment(client, sellerId, o.paymentId);
}
__name(cancelCardPayment, "cancelCardPayment");
export {
  cancelCardPayment
};
