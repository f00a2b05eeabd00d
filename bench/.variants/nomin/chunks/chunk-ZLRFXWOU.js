import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  cepSchema,
  documentSchema,
  ufSchema
} from "./chunk-IUL3S3UZ.js";
import {
  intInRange,
  nonEmpty,
  uuid
} from "./chunk-R7AETGYH.js";
import {
  parseDueDate,
  toSevenFractionDateTime
} from "./chunk-6OE7SYZI.js";
import {
  centsToReais,
  nonNegativeTwoDecimals,
  reaisToCentsSchema
} from "./chunk-N5ES4ERR.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/bolepix.ts
var BOLEPIX_FINAL_STATUSES = ["PAID", "CANCELLED", "EXPIRED"];
var debtorSchema = external_exports.strictObject({
  name: external_exports.string().trim().min(1, "must not be empty").max(25, "at most 25 characters"),
  document: documentSchema,
  publicArea: nonEmpty,
  number: nonEmpty,
  neighborhood: nonEmpty,
  city: nonEmpty,
  state: ufSchema,
  postalCode: cepSchema
});
var discountSchema = external_exports.strictObject({
  amount: nonNegativeTwoDecimals.refine((v) => v > 0, "must be greater than 0"),
  modality: external_exports.string().transform((v) => v.trim().toLowerCase()).pipe(external_exports.enum(["fixed", "percent"], { message: "must be fixed or percent" })),
  limitDate: external_exports.string().transform((v, ctx) => {
    const r = toSevenFractionDateTime(v);
    if (!r.ok) {
      ctx.addIssue({ code: "custom", message: r.message });
      return external_exports.NEVER;
    }
    return r.value;
  })
});
var instructionsSchema = external_exports.strictObject({
  fine: nonNegativeTwoDecimals.optional(),
  interest: nonNegativeTwoDecimals.optional(),
  discount: discountSchema.optional()
});
var BOLEPIX_REQUIRED_PATHS = [
  "amount",
  "dueDate",
  "expirationAfterPayment",
  "debtor.name",
  "debtor.document",
  "debtor.publicArea",
  "debtor.number",
  "debtor.neighborhood",
  "debtor.city",
  "debtor.state",
  "debtor.postalCode"
];
function bolepixCreateSchema(today) {
  return external_exports.strictObject({
    order_id: uuid.optional(),
    expirationAfterPayment: intInRange(1, 3650, "a whole number of days"),
    dueDate: external_exports.string().transform((v, ctx) => {
      const r = parseDueDate(v, today);
      if (!r.ok) {
        ctx.addIssue({ code: "custom", message: r.message });
        return external_exports.NEVER;
      }
      return r.value;
    }),
    amount: reaisToCentsSchema.transform(centsToReais),
    debtor: debtorSchema,
    instructions: instructionsSchema.optional()
  }).superRefine((body, ctx) => {
    const discount = body.instructions?.discount;
    if (discount && discount.modality === "percent" && discount.amount >= 100) {
      ctx.addIssue({ code: "custom", path: ["instructions", "discount", "amount"], message: "a percent discount must be less than 100" });
    }
    if (discount && discount.modality === "fixed" && typeof body.amount === "number" && discount.amount >= body.amount) {
      ctx.addIssue({ code: "custom", path: ["instructions", "discount", "amount"], message: `a fixed discount must be less than the amount (${body.amount})` });
    }
    const limit = discount?.limitDate;
    if (limit && body.dueDate && limit.slice(0, 10) > body.dueDate) {
      ctx.addIssue({
        code: "custom",
        path: ["instructions", "discount", "limitDate"],
        message: `must not be after the due date (${body.dueDate})`
      });
    }
  });
}
__name(bolepixCreateSchema, "bolepixCreateSchema");
var bolepixCancelSchema = external_exports.strictObject({ reason: nonEmpty.max(500, "at most 500 characters") });
var bolepixCreateResponseSchema = external_exports.looseObject({ message: external_exports.string().optional(), invoiceId: external_exports.string() });
var bolepixPdfResponseSchema = external_exports.looseObject({ url: external_exports.string() });
var bolepixCancelResponseSchema = external_exports.looseObject({ message: external_exports.string().optional() });
var invoiceRecordSchema = external_exports.looseObject({
  id: external_exports.string().optional(),
  sellerId: external_exports.string().optional(),
  invoiceId: external_exports.string(),
  status: external_exports.string(),
  insertedAt: external_exports.string().optional(),
  // Beyond the seed: the sandbox (and perhaps the service) also carries these.
  orderId: external_exports.string().optional(),
  amount: external_exports.number().optional(),
  dueDate: external_exports.string().optional(),
  amountPaid: external_exports.number().optional(),
  paidAt: external_exports.string().optional()
});
var invoiceListSchema = external_exports.array(invoiceRecordSchema);

export {
  BOLEPIX_FINAL_STATUSES,
  BOLEPIX_REQUIRED_PATHS,
  bolepixCreateSchema,
  bolepixCancelSchema,
  bolepixCreateResponseSchema,
  bolepixPdfResponseSchema,
  invoiceRecordSchema
};
