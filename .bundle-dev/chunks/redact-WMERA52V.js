import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c,d,e,f,g,h}from"./chunk-EE5GJW2G.js";import"./chunk-COXDKXPL.js";import"./chunk-P2XJMPMA.js";export{h as escapeControl,b as luhnValid,d as maskCardNumbers,c as maskPan,a as maskSecret,e as redactText,g as redactValue,f as replaceSecrets};
