import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  cancelInvoice,
  getInvoice,
  listInvoices
} from "./chunk-XVRZU6K3.js";
import "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import {
  formatAmount
} from "./chunk-SX7W4ZCD.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  formatTime
} from "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  DeclinedError,
  NotFoundError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-cancel.ts
var MAX_REASON = 500;
function reasonProblem(reason) {
  if (reason.trim() === "") return "must not be empty";
  if (reason.length > MAX_REASON) return `at most ${MAX_REASON} characters`;
  return void 0;
}
__name(reasonProblem, "reasonProblem");
function pickerLabel(r) {
  return [r.invoiceId, formatAmount(r.amount), r.dueDate ? `due ${r.dueDate}` : void 0, r.insertedAt ? `created ${formatTime(r.insertedAt)}` : void 0].filter(Boolean).join("  ");
}
__name(pickerLabel, "pickerLabel");
async function cancelBolepix(t, req) {
  if (req.reason !== void 0) {
    const p = reasonProblem(req.reason);
    if (p) throw new UsageError(`--reason ${p}`);
  } else if (!req.prompts) {
    throw new UsageError("--reason is required (why the charge is cancelled)");
  }
  if (!req.yes && !req.prompts) throw new UsageError("no terminal to confirm on: pass --yes to cancel without confirmation (nothing was sent)");
  let invoiceId = req.invoiceId;
  if (invoiceId === void 0) {
    if (!req.prompts) throw new UsageError("INVOICE_ID is required (without a terminal there is no picker)");
    const pending = await listInvoices(t, await req.sellerId(), { status: "PENDING" });
    if (pending.length === 0) throw new NotFoundError("there are no PENDING charges to cancel");
    invoiceId = await req.prompts.choose("Which charge do you want to cancel?", pending.map((r) => ({ name: pickerLabel(r), value: r.invoiceId })));
  }
  let reason = req.reason;
  if (!req.yes && req.prompts) {
    const record = await getInvoice(t, invoiceId);
    req.show(record);
    if (record.status.toUpperCase() !== "PENDING") req.warn(`this charge is ${record.status}: the service will probably refuse to cancel it`);
  }
  if (reason === void 0) reason = await req.prompts.ask("Reason for the cancellation:", (v) => reasonProblem(v) ?? true);
  if (!req.yes && req.prompts && !await req.prompts.confirm(`Cancel charge ${invoiceId}?`)) {
    throw new DeclinedError("not cancelled: the confirmation was declined (nothing was sent)");
  }
  const answer = await cancelInvoice(t, invoiceId, reason);
  return { invoiceId, answer };
}
__name(cancelBolepix, "cancelBolepix");
function cancelledMessage(invoiceId, answer) {
  const message = typeof answer.message === "string" && answer.message.trim() !== "" ? ` ${answer.message.trim()}` : "";
  return escapeControl(`Charge ${invoiceId} cancelled.${message}`);
}
__name(cancelledMessage, "cancelledMessage");
export {
  cancelBolepix,
  cancelledMessage,
  pickerLabel,
  reasonProblem
};
