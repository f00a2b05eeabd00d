import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/documents.ts
var UF_CODES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO"
];
function mod11Digit(values, weights) {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += values[i] * weights[i];
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
__name(mod11Digit, "mod11Digit");
function normalizeCpf(input) {
  const stripped = input.trim().replace(/[.\-\s]/g, "");
  return /^\d{11}$/.test(stripped) ? stripped : void 0;
}
__name(normalizeCpf, "normalizeCpf");
function cpfProblem(input) {
  const cpf = normalizeCpf(input);
  if (!cpf) return "a CPF has 11 digits";
  if (/^(\d)\1{10}$/.test(cpf)) return "invalid CPF (all digits equal)";
  const d = [...cpf].map(Number);
  const dv1 = mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const dv2 = mod11Digit([...d.slice(0, 9), dv1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === dv1 && d[10] === dv2 ? void 0 : "invalid CPF check digits";
}
__name(cpfProblem, "cpfProblem");
function normalizeCnpj(input) {
  const stripped = input.trim().replace(/[.\-/\s]/g, "").toUpperCase();
  return /^[0-9A-Z]{12}\d{2}$/.test(stripped) ? stripped : void 0;
}
__name(normalizeCnpj, "normalizeCnpj");
function cnpjProblem(input) {
  const cnpj = normalizeCnpj(input);
  if (!cnpj) return "a CNPJ has 14 characters (12 digits or capital letters, then 2 digits)";
  if (/^(.)\1{13}$/.test(cnpj)) return "invalid CNPJ (all characters equal)";
  const v = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const dv1 = mod11Digit(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const dv2 = mod11Digit([...v.slice(0, 12), dv1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return v[12] === dv1 && v[13] === dv2 ? void 0 : "invalid CNPJ check digits";
}
__name(cnpjProblem, "cnpjProblem");
function documentProblem(input) {
  const compact = input.trim().replace(/[.\-/\s]/g, "");
  if (compact.length === 11) return cpfProblem(compact);
  if (compact.length === 14) return cnpjProblem(compact);
  return "must be a CPF (11 digits) or a CNPJ (14 characters)";
}
__name(documentProblem, "documentProblem");
function normalizeDocument(input) {
  return input.trim().replace(/[.\-/\s]/g, "").toUpperCase();
}
__name(normalizeDocument, "normalizeDocument");
function normalizeCep(input) {
  const m = /^(\d{5})-?(\d{3})$/.exec(input.trim());
  return m ? `${m[1]}${m[2]}` : void 0;
}
__name(normalizeCep, "normalizeCep");

export {
  UF_CODES,
  normalizeCpf,
  cpfProblem,
  normalizeCnpj,
  cnpjProblem,
  documentProblem,
  normalizeDocument,
  normalizeCep
};
