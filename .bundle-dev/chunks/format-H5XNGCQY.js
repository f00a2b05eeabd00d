import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a as b,b as c,c as d,d as e}from"./chunk-G3JXNXAB.js";import{b as a}from"./chunk-2N5YH7MO.js";import"./chunk-P2XJMPMA.js";export{e as colorStatus,a as formatBrl,b as formatReais,c as formatTime,d as makeColors};
