import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-65KVN7U7.js";import"./chunk-FDRHKEYX.js";import"./chunk-PFZDWTG5.js";import"./chunk-P2XJMPMA.js";export{e as getPath,a as parseJsonText,b as readJsonFile,c as readJsonObjectFile,d as setPath};
