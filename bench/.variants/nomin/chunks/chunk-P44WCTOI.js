import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  cnpjProblem
} from "./chunk-DF6QPG2C.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/util/redact.ts
function maskSecret(secret) {
  if (secret.length >= 16) return `${secret.slice(0, 4)}\u2026${secret.slice(-4)}`;
  if (secret.length >= 10) return `\u2026${secret.slice(-2)}`;
  return "****";
}
__name(maskSecret, "maskSecret");
function luhnValid(digits) {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}
__name(luhnValid, "luhnValid");
function maskPan(pan) {
  const digits = pan.replace(/\D/g, "");
  if (digits.length < 11) return "*".repeat(digits.length);
  return `${digits.slice(0, 6)}${"*".repeat(digits.length - 10)}${digits.slice(-4)}`;
}
__name(maskPan, "maskPan");
var DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;
var DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
function hiddenDigits(digits) {
  const n = digits.length;
  const plain = [new Array(n + 1).fill(0), new Array(n + 1).fill(0)];
  const doubled = [new Array(n + 1).fill(0), new Array(n + 1).fill(0)];
  for (let i = 0; i < n; i++) {
    const d = digits.charCodeAt(i) - 48;
    for (const p of [0, 1]) {
      const own = (i & 1) === p;
      plain[p][i + 1] = plain[p][i] + (own ? d : 0);
      doubled[p][i + 1] = doubled[p][i] + (own ? DOUBLED[d] : 0);
    }
  }
  let hidden;
  for (let end = 13; end <= n; end++) {
    const keep = end - 1 & 1;
    const flip = keep ^ 1;
    for (let len = 13; len <= 19 && len <= end; len++) {
      const start = end - len;
      const sum = plain[keep][end] - plain[keep][start] + doubled[flip][end] - doubled[flip][start];
      if (sum % 10 !== 0) continue;
      hidden ??= new Array(n).fill(false);
      for (let i = start + 6; i < end - 4; i++) hidden[i] = true;
    }
  }
  return hidden;
}
__name(hiddenDigits, "hiddenDigits");
var WHOLE_UUID = /(?<![0-9a-f-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f-])/gi;
function maskCardNumbers(text) {
  if (!/\d{4}/.test(text)) return text;
  if (!/[0-9a-f]{8}-/i.test(text)) return maskRuns(text);
  let out = "";
  let last = 0;
  for (const m of text.matchAll(WHOLE_UUID)) {
    out += maskRuns(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + maskRuns(text.slice(last));
}
__name(maskCardNumbers, "maskCardNumbers");
function maskRuns(text) {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, "");
    const hidden = hiddenDigits(digits);
    if (!hidden) return run;
    if (digits.length <= 19 && luhnValid(digits)) return maskPan(digits);
    let out = "";
    for (let i = 0; i < digits.length; i++) out += hidden[i] ? "*" : digits[i];
    return out;
  });
}
__name(maskRuns, "maskRuns");
var DOCUMENT_KEY = /^(document|cnpj)$/i;
var SECRET_KEY = /(token|authorization|secret|password|card_?number|card-number|cvv|cvc|security_code)$/i;
function redactText(text, secrets = []) {
  return maskCardNumbers(replaceSecrets(text, secrets));
}
__name(redactText, "redactText");
function replaceSecrets(text, secrets) {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 6 && out.includes(secret)) out = out.split(secret).join(maskSecret(secret));
  }
  return out;
}
__name(replaceSecrets, "replaceSecrets");
function redactValue(value, secrets = [], depth = 0) {
  if (depth > 64) return "[too deep]";
  if (typeof value === "string") return redactText(value, secrets);
  if (typeof value === "bigint" || typeof value === "number" && Number.isInteger(value) && value >= 1e12) {
    const masked = maskCardNumbers(String(value));
    return masked === String(value) ? value : masked;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets, depth + 1));
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, v] of Object.entries(value)) {
      const k = redactText(key, secrets);
      if (SECRET_KEY.test(key) && typeof v === "string" && !/^number_token$/i.test(key)) {
        out[k] = /card/i.test(key) ? maskPan(v) : maskSecret(v);
      } else if (DOCUMENT_KEY.test(key) && typeof v === "string" && cnpjProblem(v) === void 0) {
        out[k] = replaceSecrets(v, secrets);
      } else {
        out[k] = redactValue(v, secrets, depth + 1);
      }
    }
    return out;
  }
  return value;
}
__name(redactValue, "redactValue");
function redactJsonValue(value, secrets = [], depth = 0) {
  if (depth > 64) return "[too deep]";
  if (typeof value === "string") return redactText(value, secrets);
  if (typeof value === "bigint" || typeof value === "number" && Number.isInteger(value) && Math.abs(value) >= 1e12 && Math.abs(value) < 1e19) {
    const masked = maskCardNumbers(String(value));
    return masked === String(value) ? value : masked;
  }
  if (Array.isArray(value)) return value.map((v) => redactJsonValue(v, secrets, depth + 1));
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, v] of Object.entries(value)) out[redactText(key, secrets)] = redactJsonValue(v, secrets, depth + 1);
    return out;
  }
  return value;
}
__name(redactJsonValue, "redactJsonValue");
function escapeControl(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
__name(escapeControl, "escapeControl");

export {
  maskSecret,
  luhnValid,
  maskPan,
  maskCardNumbers,
  redactText,
  replaceSecrets,
  redactValue,
  redactJsonValue,
  escapeControl
};
