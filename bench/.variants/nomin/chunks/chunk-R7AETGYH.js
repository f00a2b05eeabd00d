import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/common.ts
var nonEmpty = external_exports.string().trim().min(1, "must not be empty");
var uuid = external_exports.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a UUID");
function intInRange(min, max, what = "an integer") {
  return external_exports.union([external_exports.number(), external_exports.string()]).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({
        code: "custom",
        message: max === Number.MAX_SAFE_INTEGER ? `must be ${what} >= ${min}` : `must be ${what} from ${min} to ${max}`
      });
      return external_exports.NEVER;
    }
    return n;
  });
}
__name(intInRange, "intInRange");
var looseBoolean = external_exports.union([external_exports.boolean(), external_exports.string()]).transform((v, ctx) => {
  if (typeof v === "boolean") return v;
  const t = v.trim().toLowerCase();
  if (["true", "yes", "1", "y"].includes(t)) return true;
  if (["false", "no", "0", "n", ""].includes(t)) return false;
  ctx.addIssue({ code: "custom", message: "must be true or false" });
  return external_exports.NEVER;
});
var httpUrl = external_exports.string().trim().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}, "must be an http(s) URL");

export {
  nonEmpty,
  uuid,
  intInRange,
  looseBoolean,
  httpUrl
};
