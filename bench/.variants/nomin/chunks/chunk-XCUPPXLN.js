import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  getPath,
  setPath
} from "./chunk-SGMYORNY.js";
import {
  BOLEPIX_REQUIRED_PATHS,
  bolepixCreateSchema
} from "./chunk-ZLRFXWOU.js";
import {
  localDate
} from "./chunk-6OE7SYZI.js";
import {
  validate
} from "./chunk-GA2WNB5H.js";
import {
  BOLEPIX_FIELDS
} from "./chunk-7RIPYLEZ.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-body.ts
import { randomUUID } from "node:crypto";
function applyFieldValues(base, values) {
  const body = structuredClone(base);
  for (const field of BOLEPIX_FIELDS) {
    const v = values[field.flag];
    if (v !== void 0 && v !== "") setPath(body, field.path, v);
  }
  return body;
}
__name(applyFieldValues, "applyFieldValues");
var isMissing = /* @__PURE__ */ __name((v) => v === void 0 || v === null || typeof v === "string" && v.trim() === "", "isMissing");
function missingBolepixFields(input) {
  return BOLEPIX_REQUIRED_PATHS.filter((p) => isMissing(getPath(input, p)));
}
__name(missingBolepixFields, "missingBolepixFields");
function checkBolepixInput(input, options = {}) {
  return bolepixChecker(options)(input);
}
__name(checkBolepixInput, "checkBolepixInput");
function bolepixChecker(options = {}) {
  const schema = bolepixCreateSchema(options.today ?? localDate(/* @__PURE__ */ new Date()));
  return (input, newId) => checkWithSchema(schema, input, newId ?? options.newId);
}
__name(bolepixChecker, "bolepixChecker");
function checkWithSchema(schema, input, newId) {
  const cleaned = pruneEmpty(input);
  const r = validate(schema, cleaned);
  if (!r.ok) {
    const missing = missingBolepixFields(cleaned).map((path) => ({ path, message: "required" }));
    const rest2 = r.issues.filter(
      (i) => !missing.some((m) => m.path === i.path || i.path.startsWith(`${m.path}.`) || m.path.startsWith(`${i.path}.`))
    );
    return { ok: false, issues: [...missing, ...rest2] };
  }
  const generatedOrderId = r.value.order_id ? void 0 : (newId ?? randomUUID)();
  const { order_id: given, ...rest } = r.value;
  return { ok: true, prepared: { body: { order_id: given ?? generatedOrderId, ...rest }, generatedOrderId } };
}
__name(checkWithSchema, "checkWithSchema");
function pruneEmpty(value) {
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === void 0 || typeof v === "string" && v.trim() === "") continue;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const inner = pruneEmpty(v);
      if (Object.keys(inner).length > 0) out[k] = inner;
      continue;
    }
    out[k] = v;
  }
  return out;
}
__name(pruneEmpty, "pruneEmpty");

export {
  applyFieldValues,
  missingBolepixFields,
  checkBolepixInput,
  bolepixChecker,
  pruneEmpty
};
