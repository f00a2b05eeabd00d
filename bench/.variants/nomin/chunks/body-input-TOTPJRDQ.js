import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  getPath,
  parseJsonText,
  readJsonFile,
  readJsonObjectFile,
  setPath
} from "./chunk-SGMYORNY.js";
import "./chunk-AQTGCXMO.js";
import "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  getPath,
  parseJsonText,
  readJsonFile,
  readJsonObjectFile,
  setPath
};
