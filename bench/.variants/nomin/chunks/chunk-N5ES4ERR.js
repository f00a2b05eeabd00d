import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/money.ts
var MAX_CENTS = 1e12;
function parseReais(input, { allowZero = false } = {}) {
  let text;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, message: "must be a number" };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, message: "must be a plain decimal number" };
  } else {
    text = input.trim().replace(/^R\$\s*/i, "");
  }
  if (text === "") return { ok: false, message: "must be an amount such as 150.75 or 150,75" };
  if (text.startsWith("-")) return { ok: false, message: allowZero ? "must be 0 or more" : "must be greater than 0" };
  if (!/^[\d.,]+$/.test(text)) return { ok: false, message: "must be an amount such as 150.75 or 150,75" };
  const lastSep = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  let intPart = text;
  let fracPart = "";
  if (lastSep >= 0) {
    const sep = text[lastSep];
    intPart = text.slice(0, lastSep);
    fracPart = text.slice(lastSep + 1);
    const other = sep === "." ? "," : ".";
    if (intPart.includes(sep)) {
      return { ok: false, message: "ambiguous amount: write the decimals explicitly (1.234.567,00 or 1234567)" };
    }
    if (intPart.includes(other)) {
      if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart) || intPart.includes(sep)) {
        return { ok: false, message: "thousands separators must group digits by three (1.234,56)" };
      }
      intPart = intPart.split(other).join("");
    }
  }
  if (!/^\d+$/.test(intPart || "0") || fracPart !== "" && !/^\d+$/.test(fracPart)) {
    return { ok: false, message: "must be an amount such as 150.75 or 150,75" };
  }
  if (lastSep >= 0 && fracPart === "") return { ok: false, message: "must be an amount such as 150.75 or 150,75" };
  if (fracPart.length > 2) return { ok: false, message: "at most two decimals" };
  const digits = (intPart || "0").replace(/^0+(?=\d)/, "");
  if (digits.length > 13) return { ok: false, message: "amount too large" };
  const cents = Number(digits) * 100 + Number(fracPart.padEnd(2, "0") || "0");
  if (cents > MAX_CENTS) return { ok: false, message: "amount too large" };
  if (cents === 0 && !allowZero) return { ok: false, message: "must be greater than 0" };
  return { ok: true, cents };
}
__name(parseReais, "parseReais");
var centsToReais = /* @__PURE__ */ __name((cents) => cents / 100, "centsToReais");
var reaisToCentsSchema = external_exports.union([external_exports.string(), external_exports.number()]).transform((v, ctx) => {
  const r = parseReais(v);
  if (!r.ok) {
    ctx.addIssue({ code: "custom", message: r.message });
    return external_exports.NEVER;
  }
  return r.cents;
});
var nonNegativeTwoDecimals = external_exports.union([external_exports.string(), external_exports.number()]).transform((v, ctx) => {
  const r = parseReais(v, { allowZero: true });
  if (!r.ok) {
    ctx.addIssue({ code: "custom", message: r.message === "must be an amount such as 150.75 or 150,75" ? "must be a number >= 0 with at most two decimals" : r.message });
    return external_exports.NEVER;
  }
  return centsToReais(r.cents);
});

export {
  parseReais,
  centsToReais,
  reaisToCentsSchema,
  nonNegativeTwoDecimals
};
