import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-BUFRVZIS.js";import"./chunk-G3JXNXAB.js";import"./chunk-2N5YH7MO.js";import"./chunk-P2XJMPMA.js";export{a as nextStep,b as paymentFields,c as paymentSummary};
