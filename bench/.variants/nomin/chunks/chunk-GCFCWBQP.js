import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  formatBrl
} from "./chunk-CALAXWQY.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-format.ts
function nextStep(payment) {
  if (payment.status === "PRE_AUTHORIZED") {
    return `payctl card capture ${payment.id}  (or payctl card cancel ${payment.id}; an uncaptured pre-authorization is reversed after a few days)`;
  }
  return void 0;
}
__name(nextStep, "nextStep");
function paymentFields(payment, extra = []) {
  const credit = payment.credit;
  return [
    ["payment", payment.id],
    ["status", payment.status],
    ["total", typeof payment.total_cents === "number" ? formatBrl(payment.total_cents) : void 0],
    ["installments", credit?.installments],
    ["order", payment.order_id],
    ["session", payment.session_id],
    ["customer", payment.customer_id],
    ["external id", payment.external_id],
    ["saved card", credit?.credit_card_id],
    ...extra,
    ["next", nextStep(payment)]
  ];
}
__name(paymentFields, "paymentFields");
function paymentSummary(payment) {
  const parts = [payment.status];
  if (typeof payment.total_cents === "number") parts.push(formatBrl(payment.total_cents));
  if (payment.credit?.installments) parts.push(`${payment.credit.installments}x`);
  if (payment.external_id) parts.push(`external id ${payment.external_id}`);
  return parts.join(", ");
}
__name(paymentSummary, "paymentSummary");

export {
  nextStep,
  paymentFields,
  paymentSummary
};
