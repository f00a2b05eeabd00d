import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-NECPTJ7V.js";import"./chunk-P2XJMPMA.js";var export_Agent=b.default;var export_Dispatcher=a.default;var export_errors=c.default;export{export_Agent as Agent,export_Dispatcher as Dispatcher,d as default,export_errors as errors};
