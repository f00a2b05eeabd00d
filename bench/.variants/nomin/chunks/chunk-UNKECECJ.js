import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  formatBrl,
  reaisToCents
} from "./chunk-CALAXWQY.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/render/format.ts
var formatReais = /* @__PURE__ */ __name((reais) => reais === void 0 ? "" : formatBrl(reaisToCents(reais)), "formatReais");
function formatTime(iso) {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t);
  const p = /* @__PURE__ */ __name((n) => String(n).padStart(2, "0"), "p");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
__name(formatTime, "formatTime");
function makeColors(enabled) {
  const wrap = /* @__PURE__ */ __name((open, close) => (s) => enabled ? `\x1B[${open}m${s}\x1B[${close}m` : s, "wrap");
  return {
    enabled,
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22)
  };
}
__name(makeColors, "makeColors");
function colorStatus(status, c) {
  const s = status.toUpperCase();
  if (["PAID", "DELIVERED", "APPROVED", "CAPTURED"].includes(s)) return c.green(status);
  if (["CANCELLED", "FAILED", "EXPIRED", "DECLINED", "NOT APPROVED"].includes(s)) return c.red(status);
  if (["PENDING", "PRE_AUTHORIZED"].includes(s)) return c.yellow(status);
  return status;
}
__name(colorStatus, "colorStatus");

export {
  formatReais,
  formatTime,
  makeColors,
  colorStatus
};
