import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  listEvents
} from "./chunk-ZGPQZZA3.js";
import {
  matchesAny
} from "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-XCPYBW27.js";
import {
  ApiError,
  NetworkError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-tail.ts
var MAX_PAUSE_MS = 3e4;
function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }, "done");
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
__name(sleep, "sleep");
function isTransient(err) {
  if (err instanceof ApiError) return err.status === 429 || err.status >= 500 || err.code === "rate_limited";
  return err instanceof NetworkError;
}
__name(isTransient, "isTransient");
async function tailEvents(t, options, on) {
  const now = options.now ?? Date.now;
  const overlap = options.overlapMs ?? 6e4;
  const query = options.patterns?.length === 1 ? { event: options.patterns[0] } : {};
  const seen = /* @__PURE__ */ new Set();
  let newest;
  let baseline = true;
  let failures = 0;
  while (!options.signal.aborted) {
    let pause = options.intervalMs;
    try {
      const since = newest === void 0 ? void 0 : new Date(newest - overlap).toISOString();
      const events = await listEvents(t, { ...query, since });
      let fresh = 0;
      for (const e of events) {
        if (seen.has(e.id)) continue;
        seen.add(e.id);
        const at = Date.parse(e.inserted_at);
        if (!Number.isNaN(at) && (newest === void 0 || at > newest)) newest = at;
        if (baseline || !matchesAny(e.event, options.patterns)) continue;
        fresh++;
        on.event(e);
      }
      baseline = false;
      failures = 0;
      on.polled?.({ at: new Date(now()), fresh, total: seen.size });
    } catch (err) {
      if (options.signal.aborted) return;
      if (!isTransient(err)) throw err;
      failures++;
      pause = Math.min(MAX_PAUSE_MS, options.intervalMs * 2 ** failures);
      on.failed?.(err, pause);
    }
    await sleep(pause, options.signal);
  }
}
__name(tailEvents, "tailEvents");
export {
  tailEvents
};
