import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  parseSince
} from "./chunk-6OE7SYZI.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/bolepix-list.ts
function invoiceQueryFromFlags(flags, now = /* @__PURE__ */ new Date()) {
  const query = {};
  if (flags.status !== void 0) {
    const status = flags.status.trim().toUpperCase();
    if (status === "") throw new UsageError("--status must not be empty");
    query.status = status;
  }
  if (flags.since !== void 0) {
    const since = parseSince(flags.since, now);
    if (!since) throw new UsageError(`--since "${flags.since}" must be a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration (2h, 7d)`);
    query.since = since;
  }
  if (flags.limit !== void 0) query.limit = flags.limit;
  return query;
}
__name(invoiceQueryFromFlags, "invoiceQueryFromFlags");
export {
  invoiceQueryFromFlags
};
