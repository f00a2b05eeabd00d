import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a}from"./chunk-7VU7GDVP.js";import"./chunk-P2XJMPMA.js";export default a();
