import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/cents.ts
var reaisToCents = /* @__PURE__ */ __name((reais) => Math.round(reais * 100), "reaisToCents");
function formatBrl(cents) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const int = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}R$ ${int},${String(abs % 100).padStart(2, "0")}`;
}
__name(formatBrl, "formatBrl");

export {
  reaisToCents,
  formatBrl
};
