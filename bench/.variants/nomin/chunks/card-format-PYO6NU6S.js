import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  nextStep,
  paymentFields,
  paymentSummary
} from "./chunk-GCFCWBQP.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import "./chunk-L3NCIS4P.js";
export {
  nextStep,
  paymentFields,
  paymentSummary
};
