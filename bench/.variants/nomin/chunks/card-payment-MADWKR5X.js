import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  readCardNumber,
  requireCredentials,
  tokenizeNumber
} from "./chunk-ISD3R7CF.js";
import {
  createPayment
} from "./chunk-LWLN5KJM.js";
import {
  paymentRequestSchema
} from "./chunk-5ZO2EVXF.js";
import {
  getPath,
  readJsonObjectFile,
  setPath
} from "./chunk-SGMYORNY.js";
import "./chunk-AQTGCXMO.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import {
  validate,
  validateOrThrow
} from "./chunk-GA2WNB5H.js";
import "./chunk-XCPYBW27.js";
import {
  PAY_FLAG_PATHS
} from "./chunk-27M35GDH.js";
import "./chunk-SDJH5MVJ.js";
import "./chunk-X3E43RQL.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-ETVYCETS.js";
import "./chunk-KSKIM5ND.js";
import {
  ValidationError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-payment.ts
import { randomUUID } from "node:crypto";
var INTEGER_PATHS = /* @__PURE__ */ new Set(["credit.installments", "credit.credit_card.expiration_month", "credit.credit_card.expiration_year"]);
var CARD_PIECES = [
  { field: "holder_name", flag: "holder-name" },
  { field: "expiration_month", flag: "expiration-month" },
  { field: "expiration_year", flag: "expiration-year" }
];
var TOKEN_PLACEHOLDER = "tokenized-before-sending";
var present = /* @__PURE__ */ __name((v) => v !== void 0 && v !== null && v !== "", "present");
var isObject = /* @__PURE__ */ __name((v) => Boolean(v) && typeof v === "object" && !Array.isArray(v), "isObject");
async function baseBody(file) {
  if (!file) return { inner: {}, outer: {} };
  const obj = await readJsonObjectFile(file);
  if (isObject(obj.payment)) {
    const { payment, ...outer } = obj;
    return { inner: structuredClone(payment), outer };
  }
  return { inner: structuredClone(obj), outer: {} };
}
__name(baseBody, "baseBody");
function applyFlagsAndDefaults(inner, input, newId) {
  for (const [flag, path] of Object.entries(PAY_FLAG_PATHS)) {
    let value = input[flag];
    if (value === void 0) continue;
    if (INTEGER_PATHS.has(path) && typeof value === "string" && /^\s*\d+\s*$/.test(value)) value = Number(value);
    setPath(inner, path, value);
  }
  const generated = [];
  for (const id of ["order_id", "session_id"]) {
    if (inner[id] === void 0) {
      inner[id] = newId();
      generated.push(id);
    }
  }
  inner.method ??= "CREDIT_CARD";
  inner.credit ??= {};
  if (isObject(inner.credit)) {
    inner.credit.installments ??= 1;
    inner.credit.delay_capture ??= false;
  }
  return generated;
}
__name(applyFlagsAndDefaults, "applyFlagsAndDefaults");
function parseExpiry(text) {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return void 0;
  const month = Number(m[1]);
  const year = Number(m[2]) % 100;
  return month >= 1 && month <= 12 ? { month, year } : void 0;
}
__name(parseExpiry, "parseExpiry");
async function askCardPieces(inner, missing) {
  const { askText } = await import("./prompts-MEZRG7SS.js");
  if (missing.includes("holder_name")) {
    const name = await askText("Cardholder name", { validate: /* @__PURE__ */ __name((v) => v.trim() ? true : "required", "validate") });
    setPath(inner, "credit.credit_card.holder_name", name.trim());
  }
  const needMonth = missing.includes("expiration_month");
  const needYear = missing.includes("expiration_year");
  if (needMonth && needYear) {
    const answer = await askText("Expiration (MM/YY)", { validate: /* @__PURE__ */ __name((v) => parseExpiry(v) ? true : "month/year, such as 12/28", "validate") });
    const e = parseExpiry(answer);
    setPath(inner, "credit.credit_card.expiration_month", e.month);
    setPath(inner, "credit.credit_card.expiration_year", e.year);
  } else if (needMonth || needYear) {
    const [what, path, max] = needMonth ? ["Expiration month (1-12)", "expiration_month", 12] : ["Expiration year (two digits)", "expiration_year", 99];
    const answer = await askText(what, { validate: /* @__PURE__ */ __name((v) => /^\d{1,2}$/.test(v.trim()) && Number(v) >= (max === 12 ? 1 : 0) && Number(v) <= max ? true : "a number", "validate") });
    setPath(inner, `credit.credit_card.${path}`, Number(answer.trim()));
  }
}
__name(askCardPieces, "askCardPieces");
async function payWithCard(input, deps) {
  const skip = Boolean(input["skip-validation"]);
  const schema = paymentRequestSchema(deps.today);
  const { inner, outer } = await baseBody(input["body-file"]);
  const generated = applyFlagsAndDefaults(inner, input, deps.newId ?? randomUUID);
  const card = /* @__PURE__ */ __name((path) => getPath(inner, `credit.${path}`), "card");
  const hasCardId = present(card("credit_card_id"));
  const needNumber = !hasCardId && !present(card("credit_card.token"));
  const missing = hasCardId || skip ? [] : CARD_PIECES.filter((p) => !present(card(`credit_card.${p.field}`)));
  const issues = [];
  if (!skip) {
    const probe = structuredClone(inner);
    if (needNumber) setPath(probe, "credit.credit_card.token", TOKEN_PLACEHOLDER);
    for (const p of missing) setPath(probe, `credit.credit_card.${p.field}`, p.field === "holder_name" ? "stand-in" : 1);
    const r = validate(schema, { ...outer, payment: probe });
    if (!r.ok) issues.push(...r.issues);
  }
  let digits;
  if (!deps.interactive) {
    for (const p of missing) issues.push({ path: `payment.credit.credit_card.${p.field}`, message: `required (--${p.flag}, or run in a terminal to be asked)` });
    if (needNumber) {
      if (input["body-file"] === "-") {
        issues.push({ path: "", message: "a card is needed: stdin already holds the body (--body-file -), so give --token (from payctl card tokenize), --credit-card-id, or --body-file FILE and the card number on stdin" });
      } else {
        try {
          digits = await readCardNumber({ interactive: false, addSecret: deps.addSecret });
        } catch (err) {
          const m = err.message.replace(/; nothing was sent$/, "");
          issues.push({ path: "", message: /stdin was empty|nothing on stdin/.test(m) ? "a card is needed: pipe its number on stdin, or give --token (from payctl card tokenize) or --credit-card-id" : m });
        }
      }
    }
  }
  if (issues.length > 0) throw new ValidationError(issues, "invalid payment (nothing was sent)");
  const sellerId = await deps.sellerId();
  requireCredentials(await deps.settings(), { access: true, client: needNumber });
  if (deps.interactive) {
    await askCardPieces(inner, missing.map((p) => p.field));
    if (needNumber) digits = await readCardNumber({ interactive: true, addSecret: deps.addSecret });
  }
  if (needNumber) setPath(inner, "credit.credit_card.token", TOKEN_PLACEHOLDER);
  const body = skip ? { ...outer, payment: inner } : validateOrThrow(schema, { ...outer, payment: inner }, "invalid payment (nothing was sent)");
  const client = await deps.client();
  const orderId = typeof body.payment.order_id === "string" ? body.payment.order_id : void 0;
  for (const id of generated) deps.note(`${id} ${String(body.payment[id])} (generated)`);
  let tokenized;
  if (needNumber && digits) {
    const t = await tokenizeNumber(client, digits);
    setPath(body.payment, "credit.credit_card.token", t.token);
    tokenized = { masked: t.masked, brand: t.brand };
    deps.note(`card ${t.masked} tokenized`);
  }
  const { response, data } = await createPayment(client, sellerId, body, orderId);
  return { response, payment: data.data, sent: body, generated, card: tokenized };
}
__name(payWithCard, "payWithCard");
export {
  payWithCard
};
