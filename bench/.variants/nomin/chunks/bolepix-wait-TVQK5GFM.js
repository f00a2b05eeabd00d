import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  getInvoice
} from "./chunk-XVRZU6K3.js";
import {
  BOLEPIX_FINAL_STATUSES
} from "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import {
  parseDuration
} from "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-CALAXWQY.js";
import {
  DeclinedError,
  InterruptedError,
  NetworkError,
  PendingError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-wait.ts
var WAITABLE_STATUSES = ["PAID", "CANCELLED", "EXPIRED"];
function durationFlag(name, value, minMs) {
  const ms = parseDuration(value);
  if (ms === void 0) throw new UsageError(`--${name} "${value}" must be a duration such as 30s, 10m or 1h`);
  if (ms < minMs) throw new UsageError(`--${name} must be at least ${minMs} ms`);
  return ms;
}
__name(durationFlag, "durationFlag");
function untilStatus(value) {
  const s = value.trim().toUpperCase();
  if (!WAITABLE_STATUSES.includes(s)) throw new UsageError(`--until must be one of ${WAITABLE_STATUSES.join(", ")}`);
  return s;
}
__name(untilStatus, "untilStatus");
function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new InterruptedError());
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      reject(new InterruptedError());
    }, "onAbort");
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
__name(pause, "pause");
async function waitForStatus(t, invoiceId, options) {
  const now = options.now ?? Date.now;
  const started = now();
  const deadline = started + options.timeoutMs;
  const until = options.until.toUpperCase();
  let last;
  for (; ; ) {
    try {
      last = await getInvoice(t, invoiceId);
      options.onPoll?.(last, now() - started);
      const status = last.status.toUpperCase();
      if (status === until) return last;
      if (BOLEPIX_FINAL_STATUSES.includes(status)) {
        throw new DeclinedError(`charge ${invoiceId} is ${last.status} and will never be ${until}`, { details: last });
      }
    } catch (err) {
      if (!(err instanceof NetworkError) || options.signal?.aborted) throw err;
      options.onRetry?.(err);
    }
    const left = deadline - now();
    if (left <= 0) {
      const state = last ? `still ${last.status}` : "status unknown";
      throw new PendingError(`charge ${invoiceId} is ${state} after ${formatWait(options.timeoutMs)} (waited for ${until})`, { details: last });
    }
    await pause(Math.min(options.intervalMs, left), options.signal);
  }
}
__name(waitForStatus, "waitForStatus");
function formatWait(ms) {
  if (ms < 1e3) return `${ms} ms`;
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 120) return `${m}m${s % 60 ? ` ${s % 60}s` : ""}`;
  return `${Math.floor(m / 60)}h${m % 60 ? ` ${m % 60}m` : ""}`;
}
__name(formatWait, "formatWait");
export {
  WAITABLE_STATUSES,
  durationFlag,
  formatWait,
  untilStatus,
  waitForStatus
};
