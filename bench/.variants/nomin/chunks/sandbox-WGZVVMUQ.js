import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  notificationSchema
} from "./chunk-U2JX5557.js";
import {
  pathId
} from "./chunk-XVRZU6K3.js";
import {
  invoiceRecordSchema
} from "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-N5ES4ERR.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-CALAXWQY.js";
import {
  ApiError,
  NotFoundError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/sandbox.ts
var payAnswerSchema = external_exports.looseObject({ message: external_exports.string().optional(), data: invoiceRecordSchema });
var clockAnswerSchema = external_exports.looseObject({
  now: external_exports.string(),
  offset_ms: external_exports.number(),
  expired: external_exports.array(external_exports.string()).optional(),
  reversed: external_exports.array(external_exports.string()).optional()
});
var resendAnswerSchema = external_exports.looseObject({ data: notificationSchema });
async function sandboxCall(t, path, body, schema, notFound) {
  try {
    const { response } = await t.requestParsed({ method: "POST", path, body, auth: "access" }, schema);
    return response.body;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new NotFoundError(`not found: ${notFound}`, { cause: err });
    throw err;
  }
}
__name(sandboxCall, "sandboxCall");
async function payInvoice(t, invoiceId) {
  return await sandboxCall(t, `/_sandbox/bolepix/${pathId(invoiceId)}/pay`, {}, payAnswerSchema, `no Bolepix charge ${JSON.stringify(invoiceId)} on this sandbox (or the base URL is not a payctl sandbox)`);
}
__name(payInvoice, "payInvoice");
async function moveClock(t, advance) {
  const body = advance === void 0 ? {} : { advance };
  return await sandboxCall(t, "/_sandbox/clock", body, clockAnswerSchema, "the base URL is not a payctl sandbox (no /_sandbox/clock)");
}
__name(moveClock, "moveClock");
async function resendNotification(t, notificationId) {
  const path = `/_sandbox/notifications/${pathId(notificationId, "notification id")}/resend`;
  return await sandboxCall(t, path, {}, resendAnswerSchema, `no notification ${JSON.stringify(notificationId)} on this sandbox`);
}
__name(resendNotification, "resendNotification");
export {
  clockAnswerSchema,
  moveClock,
  payAnswerSchema,
  payInvoice,
  resendAnswerSchema,
  resendNotification
};
