import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  ApiError,
  PayctlError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-pdf.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import { access, open, rename, stat, unlink } from "node:fs/promises";
import { basename, delimiter, dirname, join, resolve } from "node:path";
function pdfHref(url, baseUrl) {
  try {
    return new URL(url, `${baseUrl}/`).href;
  } catch {
    throw new ApiError(200, `the API answered a PDF URL that is not a URL: ${JSON.stringify(url)}`);
  }
}
__name(pdfHref, "pdfHref");
async function targetPath(output, href, invoiceId) {
  if (output === "-") throw new UsageError("--output needs a file name (the PDF is not written to stdout)");
  const path = resolve(output);
  const isDir = await stat(path).then((s) => s.isDirectory(), () => false);
  if (!isDir) {
    const parentOk = await stat(dirname(path)).then((s) => s.isDirectory(), () => false);
    if (!parentOk) throw new UsageError(`cannot write ${output}: the folder ${dirname(path)} does not exist`);
    return path;
  }
  const fromUrl = basename(new URL(href).pathname);
  const name = /^[\w.-]+\.pdf$/i.test(fromUrl) ? fromUrl : `${invoiceId.replace(/[^\w.-]+/g, "_") || "bolepix"}.pdf`;
  return join(path, name);
}
__name(targetPath, "targetPath");
async function writeFileAtomic(path, data) {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  let handle;
  try {
    handle = await open(tmp, "wx", 420);
  } catch (err) {
    throw new PayctlError(`cannot write ${path}: ${err.code ?? err.message}`);
  }
  try {
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = void 0;
    await rename(tmp, path);
  } catch (err) {
    await handle?.close().catch(() => void 0);
    await unlink(tmp).catch(() => void 0);
    throw new PayctlError(`cannot write ${path}: ${err.code ?? err.message}`);
  }
}
__name(writeFileAtomic, "writeFileAtomic");
async function savePdf(t, href, output, invoiceId) {
  const path = await targetPath(output, href, invoiceId);
  const res = await t.download(href);
  if (res.body.subarray(0, 5).toString("latin1") !== "%PDF-") {
    const start = JSON.stringify(res.body.subarray(0, 16).toString("latin1"));
    throw new ApiError(res.status, `the download from ${res.url} is not a PDF (${res.contentType || "no content type"}, starts with ${start}); nothing written`);
  }
  await writeFileAtomic(path, res.body);
  return { path, bytes: res.body.length };
}
__name(savePdf, "savePdf");
function openerFor(target, platform = process.platform) {
  if (platform === "darwin") return { command: "open", args: [target] };
  if (platform === "win32") return { command: "cmd", args: ["/c", "start", '""', target] };
  return { command: "xdg-open", args: [target] };
}
__name(openerFor, "openerFor");
async function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    try {
      await access(join(dir, command), fsConstants.X_OK);
      return true;
    } catch {
    }
  }
  return false;
}
__name(onPath, "onPath");
async function openWithOs(target) {
  const opener = openerFor(target);
  if (process.platform !== "win32" && !await onPath(opener.command)) {
    return { opened: false, reason: `no ${opener.command} on this machine` };
  }
  return new Promise((resolvePromise) => {
    const child = spawn(opener.command, opener.args, { detached: true, stdio: "ignore", windowsHide: true });
    child.once("error", (err) => resolvePromise({ opened: false, reason: `${opener.command} failed: ${err.message}` }));
    child.once("spawn", () => {
      child.unref();
      resolvePromise({ opened: true, command: opener.command });
    });
  });
}
__name(openWithOs, "openWithOs");
export {
  onPath,
  openWithOs,
  openerFor,
  pdfHref,
  savePdf,
  targetPath,
  writeFileAtomic
};
