import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-FDRHKEYX.js";import"./chunk-PFZDWTG5.js";import"./chunk-P2XJMPMA.js";export{a as isInteractive,b as readStdin,c as readStdinLine};
