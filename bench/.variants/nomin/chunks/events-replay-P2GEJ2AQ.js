import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  NetworkError,
  TimeoutError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-replay.ts
function notificationPayload(e) {
  return JSON.stringify({ id: e.id, event: e.event, inserted_at: e.inserted_at, data: e.data });
}
__name(notificationPayload, "notificationPayload");
function checkTargetUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--to "${value}": must be an http(s) URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--to "${value}": must be an http(s) URL`);
  return url;
}
__name(checkTargetUrl, "checkTargetUrl");
var MAX_ANSWER = 64 * 1024;
async function replayEvent(e, to, options = {}) {
  const { Agent } = await import("./undici-slim-PJN7AYB2.js");
  const timeoutMs = options.timeoutMs ?? 1e4;
  const dispatcher = new Agent({ connect: { timeout: timeoutMs } });
  const sent = notificationPayload(e);
  const headers = { "content-type": "application/json", "user-agent": "payctl-replay" };
  if (options.authorization !== void 0) headers.authorization = options.authorization;
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;
  const t0 = performance.now();
  try {
    const res = await dispatcher.request({ origin: to.origin, path: to.pathname + to.search, method: "POST", headers, body: sent, signal });
    const chunks = [];
    let size = 0;
    for await (const chunk of res.body) {
      if (size < MAX_ANSWER) chunks.push(chunk);
      size += chunk.length;
    }
    const body = Buffer.concat(chunks).subarray(0, MAX_ANSWER).toString("utf8");
    return { url: to.href, status: res.statusCode, duration_ms: Math.round(performance.now() - t0), content_type: String(res.headers["content-type"] ?? ""), body, sent };
  } catch (err) {
    if (timer.aborted) throw new TimeoutError(`POST ${to.href}: no answer within ${Math.round(timeoutMs / 1e3)}s (the service gives up after 10 s too)`);
    if (options.signal?.aborted) throw err;
    const code = err.code ?? err.cause?.code;
    throw new NetworkError(`POST ${to.href} failed: ${code === "ECONNREFUSED" ? "connection refused (is the handler running?)" : code ?? err.message}`);
  } finally {
    await dispatcher.close().catch(() => void 0);
  }
}
__name(replayEvent, "replayEvent");
function renderReplay(e, r, colors) {
  const ok = r.status >= 200 && r.status < 300;
  const body = r.body.length > 2e3 ? `${r.body.slice(0, 2e3)}\u2026 (${r.body.length} characters)` : r.body;
  return [
    `${colors.dim("sent")}    POST ${escapeControl(r.url)}  ${escapeControl(e.event)} ${colors.dim(`event ${escapeControl(e.id)}`)} (${Buffer.byteLength(r.sent)} bytes)`,
    `${colors.dim("answer")}  ${ok ? colors.green(`HTTP ${r.status}`) : colors.red(`HTTP ${r.status}`)} in ${r.duration_ms} ms${r.content_type ? `  ${escapeControl(r.content_type)}` : ""}`,
    ...body ? body.split(/\r?\n/).map(escapeControl) : []
  ];
}
__name(renderReplay, "renderReplay");
export {
  checkTargetUrl,
  notificationPayload,
  renderReplay,
  replayEvent
};
