import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  colorStatus,
  formatReais,
  formatTime,
  makeColors
} from "./chunk-UNKECECJ.js";
import {
  formatBrl
} from "./chunk-CALAXWQY.js";
import "./chunk-L3NCIS4P.js";
export {
  colorStatus,
  formatBrl,
  formatReais,
  formatTime,
  makeColors
};
