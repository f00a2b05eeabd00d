import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  readStdin
} from "./chunk-AQTGCXMO.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/body-input.ts
import { readFile } from "node:fs/promises";
function parseJsonText(text, where) {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${where} is not valid JSON: ${err.message}`);
  }
}
__name(parseJsonText, "parseJsonText");
async function readJsonFile(file) {
  if (file === "-") return parseJsonText(await readStdin(), "stdin");
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${err.code === "ENOENT" ? "no such file" : err.message}`);
  }
  return parseJsonText(text, file);
}
__name(readJsonFile, "readJsonFile");
async function readJsonObjectFile(file) {
  const value = await readJsonFile(file);
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new UsageError(`${file === "-" ? "stdin" : file} must hold a JSON object`);
  return value;
}
__name(readJsonObjectFile, "readJsonObjectFile");
function setPath(target, path, value) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next !== "object" || Array.isArray(next)) node[part] = {};
    node = node[part];
  }
  node[parts.at(-1)] = value;
}
__name(setPath, "setPath");
function getPath(source, path) {
  let node = source;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return void 0;
    node = node[part];
  }
  return node;
}
__name(getPath, "getPath");

export {
  parseJsonText,
  readJsonFile,
  readJsonObjectFile,
  setPath,
  getPath
};
