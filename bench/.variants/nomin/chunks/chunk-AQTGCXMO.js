import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/cli/stdin.ts
function isInteractive() {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY) && process.env.CI !== "true";
}
__name(isInteractive, "isInteractive");
async function readStdin(maxBytes = 10 * 1024 * 1024) {
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    if (size > maxBytes) throw new UsageError(`stdin is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
__name(readStdin, "readStdin");
async function readStdinLine(what) {
  if (process.stdin.isTTY) throw new UsageError(`${what}: nothing on stdin (pipe it in, or run in a terminal to be asked)`);
  const text = await readStdin(64 * 1024);
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "");
  if (!line) throw new UsageError(`${what}: stdin was empty`);
  return line;
}
__name(readStdinLine, "readStdinLine");

export {
  isInteractive,
  readStdin,
  readStdinLine
};
