import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  isInteractive,
  readStdin,
  readStdinLine
} from "./chunk-AQTGCXMO.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  isInteractive,
  readStdin,
  readStdinLine
};
