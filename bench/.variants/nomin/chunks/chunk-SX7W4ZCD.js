import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  parseReais
} from "./chunk-N5ES4ERR.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import {
  colorStatus,
  formatReais,
  formatTime
} from "./chunk-UNKECECJ.js";
import {
  formatBrl
} from "./chunk-CALAXWQY.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-format.ts
function formatAmount(value) {
  if (typeof value === "number") return Number.isFinite(value) ? formatReais(value) : void 0;
  if (typeof value === "string") {
    const r = parseReais(value);
    return r.ok ? formatBrl(r.cents) : value;
  }
  return void 0;
}
__name(formatAmount, "formatAmount");
var str = /* @__PURE__ */ __name((v) => typeof v === "string" || typeof v === "number" ? String(v) : void 0, "str");
function invoiceFields(r, colors) {
  const rec = r;
  return [
    ["invoice id", r.invoiceId],
    ["status", colors ? colorStatus(r.status, colors) : r.status],
    ["order id", str(rec.orderId ?? rec.order_id)],
    ["amount", formatAmount(r.amount)],
    ["amount paid", formatAmount(r.amountPaid)],
    ["due date", r.dueDate],
    ["created", formatTime(r.insertedAt)],
    ["paid at", formatTime(r.paidAt)],
    ["seller id", r.sellerId],
    ["record id", r.id !== r.invoiceId ? r.id : void 0]
  ];
}
__name(invoiceFields, "invoiceFields");
function invoiceColumns(records, colors) {
  const columns = [
    { header: "INVOICE ID", get: /* @__PURE__ */ __name((r) => r.invoiceId, "get"), keep: true },
    { header: "STATUS", get: /* @__PURE__ */ __name((r) => r.status, "get"), style: colors ? (s) => colorStatus(s, colors) : void 0, keep: true }
  ];
  if (records.some((r) => r.amount !== void 0)) columns.push({ header: "AMOUNT", get: /* @__PURE__ */ __name((r) => formatAmount(r.amount), "get"), keep: true });
  columns.push({ header: "CREATED", get: /* @__PURE__ */ __name((r) => formatTime(r.insertedAt), "get"), keep: true });
  if (records.some((r) => r.orderId !== void 0)) columns.push({ header: "ORDER ID", get: /* @__PURE__ */ __name((r) => r.orderId, "get") });
  return columns;
}
__name(invoiceColumns, "invoiceColumns");
function invoiceLines(r, indent = "  ") {
  const shown = invoiceFields(r).filter(([, v]) => v !== void 0 && v !== null && v !== "");
  const width = Math.max(...shown.map(([l]) => l.length));
  return shown.map(([label, v]) => `${indent}${label.padEnd(width)}  ${escapeControl(String(v))}`);
}
__name(invoiceLines, "invoiceLines");

export {
  formatAmount,
  invoiceFields,
  invoiceColumns,
  invoiceLines
};
