import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  cepSchema,
  cnpjSchema,
  cpfSchema,
  ufSchema
} from "./chunk-IUL3S3UZ.js";
import {
  intInRange,
  looseBoolean,
  nonEmpty,
  uuid
} from "./chunk-R7AETGYH.js";
import {
  parsePastDate
} from "./chunk-6OE7SYZI.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  luhnValid
} from "./chunk-P44WCTOI.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/card.ts
function cardNumberProblem(input) {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return "a card number has only digits";
  if (digits.length < 13 || digits.length > 19) return "a card number has 13 to 19 digits";
  if (!luhnValid(digits)) return "the card number fails its check digit (Luhn): mistyped?";
  return void 0;
}
__name(cardNumberProblem, "cardNumberProblem");
function cardBrand(digits) {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011|506699)/.test(digits)) return "elo";
  if (/^(606282|3841)/.test(digits)) return "hipercard";
  return "unknown";
}
__name(cardBrand, "cardBrand");
var tokenizeRequestSchema = external_exports.strictObject({
  card_number: external_exports.string().transform((v) => v.replace(/[\s-]/g, "")).superRefine((v, ctx) => {
    const p = cardNumberProblem(v);
    if (p) ctx.addIssue({ code: "custom", message: p });
  })
});
var tokenizeResponseSchema = external_exports.looseObject({ data: external_exports.looseObject({ number_token: external_exports.string() }) });
var customerAddressSchema = external_exports.strictObject({
  line1: nonEmpty.optional(),
  line2: external_exports.string().optional(),
  line3: external_exports.string().optional(),
  neighborhood: nonEmpty.optional(),
  city: nonEmpty.optional(),
  state: ufSchema.optional(),
  country_code: external_exports.string().trim().transform((v) => v.toUpperCase()).pipe(external_exports.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code")).optional(),
  postal_code: cepSchema.optional()
});
function customerSchema(today) {
  return external_exports.strictObject({
    name: nonEmpty,
    email: external_exports.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address"),
    cpf: cpfSchema.optional(),
    cnpj: cnpjSchema.optional(),
    phone: external_exports.string().transform((v) => v.replace(/[\s()-]/g, "")).pipe(external_exports.string().regex(/^\+\d{8,15}$/, "must be + and digits (+5511987654321)")).optional(),
    birth_date: external_exports.string().transform((v, ctx) => {
      const r = parsePastDate(v, today);
      if (!r.ok) {
        ctx.addIssue({ code: "custom", message: r.message });
        return external_exports.NEVER;
      }
      return r.value;
    }).optional(),
    address: customerAddressSchema.optional()
  }).superRefine((c, ctx) => {
    if (c.cpf === void 0 && c.cnpj === void 0) {
      ctx.addIssue({ code: "custom", path: ["cpf"], message: "a new customer needs a cpf or a cnpj" });
    }
  });
}
__name(customerSchema, "customerSchema");
var creditCardSchema = external_exports.strictObject({
  token: nonEmpty,
  holder_name: nonEmpty,
  expiration_month: intInRange(1, 12, "a month"),
  expiration_year: external_exports.union([external_exports.number(), external_exports.string().regex(/^\s*\d{2}\s*$/, "must be a two-digit year (30 for 2030)")]).pipe(intInRange(0, 99, "a two-digit year"))
});
function paymentRequestSchema(today) {
  const payment = external_exports.strictObject({
    session_id: uuid,
    order_id: uuid,
    method: external_exports.string().trim().min(1, "must not be empty").transform((v) => v.toUpperCase()),
    credit: external_exports.strictObject({
      installments: intInRange(1, 12, "a number of installments").default(1),
      delay_capture: looseBoolean.default(false),
      save_card: looseBoolean.optional(),
      credit_card_id: uuid.optional(),
      credit_card: creditCardSchema.optional()
    }),
    customer_id: uuid.optional(),
    customer: customerSchema(today).optional(),
    external_id: external_exports.string().max(255, "at most 255 characters").optional()
  }).superRefine((p, ctx) => {
    if (!p.credit.credit_card_id && !p.credit.credit_card) {
      ctx.addIssue({
        code: "custom",
        path: ["credit", "credit_card"],
        message: "a card is needed: credit_card_id, or a token with holder_name, expiration_month and expiration_year"
      });
    }
  });
  return external_exports.strictObject({ payment });
}
__name(paymentRequestSchema, "paymentRequestSchema");
var paymentSchema = external_exports.looseObject({
  id: external_exports.string(),
  status: external_exports.string(),
  order_id: external_exports.string().optional(),
  session_id: external_exports.string().optional(),
  method: external_exports.string().optional(),
  seller_id: external_exports.string().optional(),
  customer_id: external_exports.string().nullish(),
  total_cents: external_exports.number().optional(),
  credit: external_exports.looseObject({
    installments: external_exports.number().optional(),
    delay_capture: external_exports.boolean().optional(),
    credit_card_id: external_exports.string().nullish()
  }).optional(),
  external_id: external_exports.string().nullish(),
  inserted_at: external_exports.string().optional(),
  updated_at: external_exports.string().optional()
});
var paymentResponseSchema = external_exports.looseObject({ data: paymentSchema });
var TEST_CARDS = [
  { number: "5155901222280001", approved: true, outcome: "approved" },
  { number: "4012001037141112", approved: true, outcome: "approved" },
  { number: "5155901222270002", approved: false, outcome: "invalid card", errorCode: "PAYMENTS-011" },
  { number: "5155901222260003", approved: false, outcome: "expired card", errorCode: "PAYMENTS-003" },
  { number: "5155901222250004", approved: false, outcome: "invalid merchant", errorCode: "PAYMENTS-012" },
  { number: "5155901222240005", approved: false, outcome: "insufficient balance", errorCode: "PAYMENTS-051" },
  { number: "5155901222230006", approved: false, outcome: "authorization refused", errorCode: "PAYMENTS-005" },
  { number: "5155901222220007", approved: false, outcome: "transaction not processed", errorCode: "PAYMENTS-096" },
  { number: "5155901222210008", approved: false, outcome: "withdrawal limit exceeded", errorCode: "PAYMENTS-061" }
];

export {
  cardNumberProblem,
  cardBrand,
  tokenizeRequestSchema,
  tokenizeResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  TEST_CARDS
};
