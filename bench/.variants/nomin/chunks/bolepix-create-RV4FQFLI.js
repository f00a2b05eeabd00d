import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  applyFieldValues,
  checkBolepixInput,
  missingBolepixFields,
  pruneEmpty
} from "./chunk-XCUPPXLN.js";
import {
  readJsonObjectFile,
  setPath
} from "./chunk-SGMYORNY.js";
import "./chunk-AQTGCXMO.js";
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
  BOLEPIX_FIELDS
} from "./chunk-7RIPYLEZ.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  ValidationError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-create.ts
function fieldProblem(input, field, value, options = {}) {
  const candidate = structuredClone(input);
  setPath(candidate, field.path, value);
  const r = checkBolepixInput(candidate, options);
  if (r.ok) return void 0;
  const own = r.issues.filter((i) => i.path === field.path || i.path.startsWith(`${field.path}.`));
  return own.length > 0 ? own.map((i) => i.message).join("; ") : void 0;
}
__name(fieldProblem, "fieldProblem");
function promptFor(field) {
  return `${field.path} \u2014 ${field.description}${field.example ? ` (e.g. ${field.example})` : ""}:`;
}
__name(promptFor, "promptFor");
async function buildCreateBody(input) {
  const base = input.bodyFile ? await readJsonObjectFile(input.bodyFile) : {};
  const merged = applyFieldValues(base, input.values);
  if (input.skipValidation) return { body: merged };
  const first = checkBolepixInput(merged, input.options);
  if (first.ok) return first.prepared;
  const missing = new Set(missingBolepixFields(pruneEmpty(merged)));
  const issues = withoutParentRequired(first.issues, missing);
  const invalid = issues.filter((i) => !missing.has(i.path));
  if (!input.ask || invalid.length > 0 || missing.size === 0) throw new ValidationError(issues);
  const answers = structuredClone(merged);
  for (const field of BOLEPIX_FIELDS) {
    if (!missing.has(field.path)) continue;
    const value = await input.ask(promptFor(field), (v) => fieldProblem(answers, field, v, input.options) ?? true);
    setPath(answers, field.path, value);
  }
  const final = checkBolepixInput(answers, input.options);
  if (!final.ok) throw new ValidationError(withoutParentRequired(final.issues, new Set(missingBolepixFields(pruneEmpty(answers)))));
  return final.prepared;
}
__name(buildCreateBody, "buildCreateBody");
function withoutParentRequired(issues, missing) {
  return issues.filter((i) => !(i.message === "required" && [...missing].some((m) => m.startsWith(`${i.path}.`))));
}
__name(withoutParentRequired, "withoutParentRequired");
function createdSummary(answer, created) {
  const b = created.body;
  const orderId = typeof b.order_id === "string" ? b.order_id : void 0;
  const id = answer.invoiceId;
  const quoted = /^[\w.:-]+$/.test(id) ? id : `'${id.replace(/'/g, `'\\''`)}'`;
  return {
    fields: [
      ["invoice id", id],
      ["order id", orderId && created.generatedOrderId ? `${orderId} (generated)` : orderId],
      ["amount", formatAmount(b.amount)],
      ["due date", typeof b.dueDate === "string" ? b.dueDate : void 0],
      ["message", typeof answer.message === "string" ? answer.message : void 0]
    ],
    next: [
      `payctl bolepix pdf ${quoted} --output ${/^[\w.-]+$/.test(id) ? id : "charge"}.pdf`,
      `payctl bolepix get ${quoted}`,
      `payctl bolepix wait ${quoted} --until PAID`
    ].map(escapeControl)
  };
}
__name(createdSummary, "createdSummary");
export {
  buildCreateBody,
  createdSummary,
  fieldProblem,
  promptFor
};
