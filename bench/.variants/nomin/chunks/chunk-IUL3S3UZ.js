import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  UF_CODES,
  cnpjProblem,
  cpfProblem,
  documentProblem,
  normalizeCep,
  normalizeCnpj,
  normalizeCpf,
  normalizeDocument
} from "./chunk-DF6QPG2C.js";

// src/schemas/brazil.ts
var cpfSchema = external_exports.string().superRefine((v, ctx) => {
  const p = cpfProblem(v);
  if (p) ctx.addIssue({ code: "custom", message: p });
}).transform((v) => normalizeCpf(v));
var cnpjSchema = external_exports.string().superRefine((v, ctx) => {
  const p = cnpjProblem(v);
  if (p) ctx.addIssue({ code: "custom", message: p });
}).transform((v) => normalizeCnpj(v));
var documentSchema = external_exports.string().superRefine((v, ctx) => {
  const p = documentProblem(v);
  if (p) ctx.addIssue({ code: "custom", message: p });
}).transform(normalizeDocument);
var cepSchema = external_exports.string().refine((v) => normalizeCep(v) !== void 0, { message: "a CEP has 8 digits (01310-100 or 01310100)" }).transform((v) => normalizeCep(v));
var ufSchema = external_exports.string().transform((v) => v.trim().toUpperCase()).refine((v) => UF_CODES.includes(v), {
  message: `must be one of the 27 UF codes (${UF_CODES.join(" ")})`
});

export {
  cpfSchema,
  cnpjSchema,
  documentSchema,
  cepSchema,
  ufSchema
};
