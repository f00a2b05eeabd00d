import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  checkRows,
  readImportSource
} from "./chunk-TKCJAMOY.js";
import "./chunk-XCUPPXLN.js";
import {
  parseRetryAfter
} from "./chunk-KGV3DKFH.js";
import "./chunk-5K5E3MTV.js";
import "./chunk-SGMYORNY.js";
import "./chunk-AQTGCXMO.js";
import {
  createInvoice,
  listInvoices
} from "./chunk-XVRZU6K3.js";
import "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import {
  localDate
} from "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import "./chunk-7RIPYLEZ.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-CALAXWQY.js";
import {
  ApiError,
  AuthError,
  NetworkError,
  RateLimitedError,
  UnknownOutcomeError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/import/index.ts
import { resolve } from "node:path";

// src/services/import/journal.ts
import { open, readFile } from "node:fs/promises";
import { dirname } from "node:path";
var JOURNAL_VERSION = 1;
var key = /* @__PURE__ */ __name((orderId) => orderId.toLowerCase(), "key");
async function readJournal(path) {
  let buf;
  try {
    buf = await readFile(path);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw new UsageError(`cannot read the journal ${path}: ${err.message}`);
  }
  const state = { last: /* @__PURE__ */ new Map(), validLength: 0, tornTail: false, needsNewline: false };
  let pos = 0;
  let lineNo = 0;
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos);
    const end = nl === -1 ? buf.length : nl;
    const text = buf.subarray(pos, end).toString("utf8").trim();
    lineNo++;
    let value;
    try {
      value = text === "" ? void 0 : JSON.parse(text);
    } catch {
      if (nl === -1) {
        state.tornTail = true;
        break;
      }
      throw new UsageError(`the journal ${path} is damaged at line ${lineNo} (not JSON); it was not written by payctl as it is now`);
    }
    if (value !== void 0) apply(state, value, path, lineNo);
    pos = nl === -1 ? buf.length : nl + 1;
    state.validLength = pos;
    if (nl === -1) state.needsNewline = true;
  }
  return state;
}
__name(readJournal, "readJournal");
function apply(state, value, path, lineNo) {
  const v = value;
  if (v?.type === "header") {
    if (lineNo !== 1 || state.header) throw new UsageError(`the journal ${path} is damaged: a header at line ${lineNo}`);
    if (v.version !== JOURNAL_VERSION) throw new UsageError(`the journal ${path} has version ${String(v.version)}, this payctl writes version ${JOURNAL_VERSION}`);
    state.header = v;
    return;
  }
  if (!state.header) throw new UsageError(`${path} is not a payctl import journal (no header line)`);
  if (typeof v?.order_id !== "string" || typeof v.type !== "string") {
    throw new UsageError(`the journal ${path} is damaged at line ${lineNo} (not a journal record)`);
  }
  state.last.set(key(v.order_id), v);
}
__name(apply, "apply");
function checkHeader(path, header, expected) {
  const diffs = [];
  if (header.sha256 !== expected.sha256) diffs.push(`the file is not the same (${header.file}, sha256 ${header.sha256.slice(0, 12)}\u2026; now ${expected.file}, sha256 ${expected.sha256.slice(0, 12)}\u2026)`);
  if (header.profile !== expected.profile) diffs.push(`profile "${header.profile}" (now "${expected.profile}")`);
  if (header.baseUrl !== expected.baseUrl) diffs.push(`base URL ${header.baseUrl} (now ${expected.baseUrl})`);
  if (header.sellerId && expected.sellerId && header.sellerId !== expected.sellerId) diffs.push(`seller ${header.sellerId} (now ${expected.sellerId})`);
  if (diffs.length > 0) {
    throw new UsageError(
      `the journal ${path} belongs to another import: ${diffs.join("; ")}. Refusing to mix them: rerun with the same file, profile and base URL. To import corrected or new rows, put only those in a new file (a new journal for this file would send its rows again)`
    );
  }
  return header.file === expected.file ? [] : [`the journal was written for ${header.file}; ${expected.file} has the same content (sha256), continuing`];
}
__name(checkHeader, "checkHeader");
var Journal = class _Journal {
  constructor(path, fh) {
    this.path = path;
    this.fh = fh;
  }
  path;
  fh;
  static {
    __name(this, "Journal");
  }
  /** fsync() calls made for appended lines (the header's not counted); for tests of the group commit. */
  syncs = 0;
  pending = [];
  waiters = [];
  flushing;
  failure;
  closed = false;
  /**
   * Opens (or creates, with its header) the journal at `path`; refuses one written for another import. Returns the
   * state it held, and warnings to show.
   */
  static async open(path, expected, now = () => /* @__PURE__ */ new Date()) {
    const existing = await readJournal(path);
    const warnings = [];
    if (existing?.header) warnings.push(...checkHeader(path, existing.header, expected));
    let fh;
    try {
      fh = await open(path, "a", 384);
    } catch (err) {
      throw new UsageError(`cannot write the journal ${path}: ${err.message}`);
    }
    try {
      await fh.chmod(384);
      const journal = new _Journal(path, fh);
      if (existing?.tornTail) {
        await fh.truncate(existing.validLength);
        warnings.push(`the journal's last line was incomplete (an earlier run stopped while writing it); it was dropped`);
      } else if (existing?.needsNewline) {
        await journal.writeAll("\n");
      }
      const state = existing ?? { last: /* @__PURE__ */ new Map(), validLength: 0, tornTail: false, needsNewline: false };
      if (!state.header) {
        const header = { type: "header", version: JOURNAL_VERSION, ...expected, createdAt: now().toISOString() };
        await journal.writeAll(`${JSON.stringify(header)}
`);
        await fh.sync();
        await syncDirectory(dirname(path));
        state.header = header;
      }
      return { journal, state, warnings };
    } catch (err) {
      await fh.close().catch(() => void 0);
      throw err;
    }
  }
  /** Appends an entry; resolves once it is on disk (fsynced). Use before sending a request. */
  write(entry) {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("journal closed"));
    return new Promise((resolve2, reject) => {
      this.pending.push(`${JSON.stringify(entry)}
`);
      this.waiters.push({ resolve: resolve2, reject });
      this.schedule();
    });
  }
  /** Appends an entry without waiting for it (outcomes); failures surface at the next write() and at close(). */
  record(entry) {
    if (this.failure || this.closed) return;
    this.pending.push(`${JSON.stringify(entry)}
`);
    this.schedule();
  }
  /** The first write failure, if any (disk full…). */
  get error() {
    return this.failure;
  }
  /** Flushes and fsyncs everything pending, then closes the file. Throws the first write failure. */
  async close() {
    if (this.closed) return;
    while (this.flushing) await this.flushing;
    this.closed = true;
    await this.fh.close().catch(() => void 0);
    if (this.failure) throw this.failure;
  }
  schedule() {
    if (this.flushing) return;
    this.flushing = new Promise((resolve2) => setImmediate(() => void this.flushLoop().then(resolve2)));
  }
  async flushLoop() {
    while (this.pending.length > 0) {
      const lines = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        if (this.failure) throw this.failure;
        await this.writeAll(lines.join(""));
        await this.fh.sync();
        this.syncs++;
        for (const w of waiters) w.resolve();
      } catch (err) {
        this.failure ??= new Error(`cannot write the journal ${this.path}: ${err.message}`);
        for (const w of waiters) w.reject(this.failure);
      }
    }
    this.flushing = void 0;
  }
  async writeAll(text) {
    const buf = Buffer.from(text, "utf8");
    let off = 0;
    while (off < buf.length) {
      const { bytesWritten } = await this.fh.write(buf, off, buf.length - off);
      off += bytesWritten;
    }
  }
};
async function syncDirectory(dir) {
  let fh;
  try {
    fh = await open(dir, "r");
    await fh.sync();
  } catch {
  } finally {
    await fh?.close().catch(() => void 0);
  }
}
__name(syncDirectory, "syncDirectory");

// src/services/import/lock.ts
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
__name(alive, "alive");
function readLock(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw err;
  }
  try {
    const content = JSON.parse(text);
    return { text, content: typeof content?.pid === "number" ? content : void 0 };
  } catch {
    return { text };
  }
}
__name(readLock, "readLock");
function acquireLock(path, warn) {
  const mine = { pid: process.pid, host: hostname(), nonce: randomBytes(8).toString("hex"), startedAt: (/* @__PURE__ */ new Date()).toISOString() };
  const text = `${JSON.stringify(mine)}
`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, text, { flag: "wx", mode: 384 });
      return ownLock(path, mine.nonce);
    } catch (err) {
      if (err.code !== "EEXIST") throw new UsageError(`cannot create the lock ${path}: ${err.message}`);
    }
    const held = readLock(path);
    if (!held) continue;
    const owner = held.content;
    if (owner && (owner.host !== mine.host || alive(owner.pid))) {
      throw new UsageError(
        `another import is running on this journal (pid ${owner.pid}${owner.host !== mine.host ? ` on ${owner.host}` : ""}, since ${owner.startedAt}; lock ${path}). Wait for it to finish${owner.host !== mine.host ? ", or remove the lock if that run is gone" : ""}`
      );
    }
    if (!owner && recentlyWritten(path)) {
      throw new UsageError(`another import is starting on this journal (lock ${path}); wait for it to finish`);
    }
    takeOver(path, held.text);
    warn(owner ? `took over a stale lock ${path}: its run (pid ${owner.pid}, started ${owner.startedAt}) is gone` : `took over a damaged lock ${path}`);
  }
  throw new UsageError(`cannot take the lock ${path}: other runs keep taking it`);
}
__name(acquireLock, "acquireLock");
function recentlyWritten(path) {
  try {
    return Date.now() - statSync(path).mtimeMs < 2e3;
  } catch {
    return false;
  }
}
__name(recentlyWritten, "recentlyWritten");
function takeOver(path, staleText) {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if (err.code === "ENOENT") return;
    throw err;
  }
  let moved = "";
  try {
    moved = readFileSync(aside, "utf8");
  } catch {
  }
  if (moved !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
    }
  }
  try {
    unlinkSync(aside);
  } catch {
  }
}
__name(takeOver, "takeOver");
function ownLock(path, nonce) {
  let released = false;
  const release = /* @__PURE__ */ __name(() => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (readLock(path)?.content?.nonce === nonce) unlinkSync(path);
    } catch {
    }
  }, "release");
  process.on("exit", release);
  return { path, release };
}
__name(ownLock, "ownLock");

// src/services/import/rate-gate.ts
var NotSentError = class extends NetworkError {
  static {
    __name(this, "NotSentError");
  }
  code = "not_sent";
};
var RateGate = class {
  /** `onPause(ms, fromRetryAfter)` is told about each new or longer pause. */
  constructor(onPause = () => void 0) {
    this.onPause = onPause;
  }
  onPause;
  static {
    __name(this, "RateGate");
  }
  until = 0;
  streak = 0;
  closedReason;
  sleepers = /* @__PURE__ */ new Set();
  /** Resolves when requests may go; throws NotSentError once the gate is closed. */
  async pass() {
    for (; ; ) {
      if (this.closedReason !== void 0) throw new NotSentError(`not sent: ${this.closedReason}`);
      const wait = this.until - Date.now();
      if (wait <= 0) return;
      await new Promise((resolve2) => {
        const wake = /* @__PURE__ */ __name(() => {
          clearTimeout(timer);
          this.sleepers.delete(wake);
          resolve2();
        }, "wake");
        const timer = setTimeout(wake, wait);
        this.sleepers.add(wake);
      });
    }
  }
  /** Called with every answer: a 429 starts (or lengthens) the shared pause. */
  observe(status, retryAfter, now = Date.now()) {
    if (status !== 429) {
      this.streak = 0;
      return;
    }
    this.streak++;
    const given = parseRetryAfter(retryAfter, now);
    const ms = given ?? Math.min(4e3, 500 * 2 ** (this.streak - 1));
    if (now + ms > this.until) {
      this.until = now + ms;
      this.onPause(ms, given !== void 0);
    }
  }
  /** Releases every waiting request as not sent, and refuses new ones (Ctrl-C, or a failure that stops the import). */
  close(reason) {
    this.closedReason ??= reason;
    for (const wake of [...this.sleepers]) wake();
  }
  get closed() {
    return this.closedReason !== void 0;
  }
};
function gatedDispatcher(inner, gate) {
  const wrapper = {
    async request(options) {
      await gate.pass();
      const res = await inner.request(options);
      gate.observe(res.statusCode, res.headers["retry-after"]);
      return res;
    },
    close: /* @__PURE__ */ __name(() => inner.close(), "close"),
    destroy: /* @__PURE__ */ __name(() => inner.destroy(), "destroy")
  };
  return wrapper;
}
__name(gatedDispatcher, "gatedDispatcher");

// src/services/import/runner.ts
var SYSTEMIC_STATUS = /* @__PURE__ */ new Set([404, 405, 410, 429]);
async function runImport(input) {
  const { rows, state, journal, transport, gate, stop, emit } = input;
  const now = input.now ?? (() => /* @__PURE__ */ new Date());
  const counts = { created: 0, skipped: 0, rejected: 0, unknown: 0, notSent: 0, reconciled: 0 };
  const at = /* @__PURE__ */ __name(() => now().toISOString(), "at");
  const report = /* @__PURE__ */ __name((result) => {
    if (result.status !== "invalid") counts[result.status]++;
    emit({ type: "row", result });
  }, "report");
  const toSend = [];
  const toReconcile = [];
  for (const row of rows) {
    const last = state.last.get(row.orderId.toLowerCase());
    if (!last || last.type === "not_sent") toSend.push(row);
    else if (last.type === "created") {
      report({ line: row.line, order_id: row.orderId, status: "skipped", invoice_id: last.invoice_id, reason: "created by an earlier run" });
    } else if (last.type === "rejected") {
      report({ line: row.line, order_id: row.orderId, status: "skipped", reason: `rejected by an earlier run: ${last.reason ?? "no reason given"}` });
    } else toReconcile.push({ row, last });
  }
  emit({ type: "plan", total: rows.length, skipped: counts.skipped, toReconcile: toReconcile.length, toSend: toSend.length });
  if (toReconcile.length > 0) {
    emit({ type: "reconciling", count: toReconcile.length });
    const records = await listInvoices(transport, await input.sellerId());
    const byOrder = /* @__PURE__ */ new Map();
    let withoutOrderId = 0;
    for (const r of records) {
      if (typeof r.orderId !== "string" || r.orderId === "") {
        withoutOrderId++;
        continue;
      }
      const k = r.orderId.toLowerCase();
      byOrder.set(k, [...byOrder.get(k) ?? [], r]);
    }
    const resend = [];
    for (const { row, last } of toReconcile) {
      const found = byOrder.get(row.orderId.toLowerCase());
      if (found) {
        const invoiceId = found[0].invoiceId;
        journal.record({ type: "created", order_id: row.orderId, line: row.line, invoice_id: invoiceId, reconciled: true, at: at() });
        counts.reconciled++;
        const more = found.length > 1 ? ` (${found.length} invoices carry this order id: ${found.map((f) => f.invoiceId).join(", ")})` : "";
        report({ line: row.line, order_id: row.orderId, status: "skipped", invoice_id: invoiceId, reason: `created by an earlier run whose answer was lost: found by listing${more}` });
      } else if (withoutOrderId === 0) {
        counts.reconciled++;
        resend.push(row);
      } else {
        const reason = `outcome unknown since an earlier run (${last.type === "intent" ? "it stopped after recording the intent" : last.reason ?? "answer lost"}) and it cannot be reconciled: ${withoutOrderId} of the seller's invoices carry no orderId. Not resent: check with payctl bolepix list`;
        journal.record({ type: "unknown", order_id: row.orderId, line: row.line, reason, at: at() });
        report({ line: row.line, order_id: row.orderId, status: "unknown", reason });
      }
    }
    toSend.unshift(...resend);
  }
  let failure;
  const stopWith = /* @__PURE__ */ __name((err) => {
    if (failure) return;
    failure = err;
    gate.close("the import stopped");
    emit({ type: "stopping", reason: "failure", message: err.message });
  }, "stopWith");
  const onInterrupt = /* @__PURE__ */ __name(() => {
    gate.close("interrupted");
    emit({ type: "stopping", reason: "interrupt", message: "interrupted: no new request starts; waiting for the ones in flight" });
  }, "onInterrupt");
  if (stop.aborted) onInterrupt();
  else stop.addEventListener("abort", onInterrupt, { once: true });
  const notSent = /* @__PURE__ */ __name((row, reason) => {
    journal.record({ type: "not_sent", order_id: row.orderId, line: row.line, reason, at: at() });
    counts.notSent++;
  }, "notSent");
  const send = /* @__PURE__ */ __name(async (row) => {
    try {
      const answer = await createInvoice(transport, row.body);
      journal.record({ type: "created", order_id: row.orderId, line: row.line, invoice_id: answer.invoiceId, at: at() });
      report({ line: row.line, order_id: row.orderId, status: "created", invoice_id: answer.invoiceId });
    } catch (err) {
      const e = err;
      if (err instanceof NotSentError) {
        notSent(row, e.message);
      } else if (err instanceof UnknownOutcomeError) {
        journal.record({ type: "unknown", order_id: row.orderId, line: row.line, reason: e.message, at: at() });
        report({ line: row.line, order_id: row.orderId, status: "unknown", reason: e.message });
      } else if (err instanceof AuthError || err instanceof RateLimitedError || err instanceof ApiError && SYSTEMIC_STATUS.has(err.status)) {
        notSent(row, e.message);
        stopWith(e);
      } else if (err instanceof ApiError && err.status >= 200 && err.status < 300) {
        const reason = `the service accepted the charge but its answer could not be read (${e.message})`;
        journal.record({ type: "unknown", order_id: row.orderId, line: row.line, reason, at: at() });
        report({ line: row.line, order_id: row.orderId, status: "unknown", reason });
      } else if (err instanceof ApiError) {
        journal.record({ type: "rejected", order_id: row.orderId, line: row.line, status: err.status, reason: e.message, at: at() });
        report({ line: row.line, order_id: row.orderId, status: "rejected", reason: e.message });
      } else if (err instanceof NetworkError) {
        notSent(row, e.message);
        stopWith(e);
      } else {
        const reason = `outcome unknown: ${e.message}`;
        journal.record({ type: "unknown", order_id: row.orderId, line: row.line, reason, at: at() });
        report({ line: row.line, order_id: row.orderId, status: "unknown", reason });
        stopWith(e);
      }
    }
  }, "send");
  let next = 0;
  const take = /* @__PURE__ */ __name(() => next < toSend.length && !stop.aborted && !failure ? toSend[next++] : void 0, "take");
  const writeIntent = /* @__PURE__ */ __name((row) => journal.write({ type: "intent", order_id: row.orderId, line: row.line, at: at() }).then(
    () => true,
    (err) => {
      stopWith(err);
      return false;
    }
  ), "writeIntent");
  const worker = /* @__PURE__ */ __name(async () => {
    let row = take();
    let intent = row && writeIntent(row);
    while (row && intent) {
      if (!await intent) {
        counts.notSent++;
        return;
      }
      if (stop.aborted || failure) {
        notSent(row, "the import stopped before this row was sent");
        return;
      }
      const sending = send(row);
      const nextRow = take();
      const nextIntent = nextRow && writeIntent(nextRow);
      await sending;
      row = nextRow;
      intent = nextIntent;
    }
  }, "worker");
  try {
    const workers = Math.max(1, Math.min(input.concurrency, toSend.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    stop.removeEventListener("abort", onInterrupt);
  }
  counts.notSent += toSend.length - next;
  if (!failure && journal.error) failure = journal.error;
  return { counts, interrupted: stop.aborted, failure };
}
__name(runImport, "runImport");

// src/services/import/index.ts
var DEFAULT_CONCURRENCY = 4;
var MAX_CONCURRENCY = 64;
var defaultJournalPath = /* @__PURE__ */ __name((file) => `${file}.journal`, "defaultJournalPath");
async function importBolepix(ctx, options, presenter) {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1 || options.concurrency > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
  }
  const source = await readImportSource(options.file);
  if (source.rows.length === 0) throw new UsageError(`${options.file} has no rows to import`);
  const { valid, invalid } = checkRows(source, { today: options.today ?? localDate(/* @__PURE__ */ new Date()) });
  const journalPath = resolve(options.journal ?? defaultJournalPath(options.file));
  const summary = {
    file: options.file,
    journal: options.dryRun ? void 0 : journalPath,
    total: valid.length,
    invalid: invalid.length,
    created: 0,
    skipped: 0,
    rejected: 0,
    unknown: 0,
    notSent: 0,
    reconciled: 0,
    interrupted: false,
    dryRun: options.dryRun
  };
  presenter.invalidRows(invalid, options.skipInvalid);
  const invalidMessage = invalid.length > 0 && !options.skipInvalid ? `${invalid.length} invalid row${invalid.length === 1 ? "" : "s"} (line${invalid.length === 1 ? "" : "s"} ${invalid.map((r) => r.line).slice(0, 10).join(", ")}${invalid.length > 10 ? ", \u2026" : ""}): nothing was sent. Fix ${invalid.length === 1 ? "it" : "them"}, or pass --skip-invalid to import the valid rows` : void 0;
  if (options.dryRun) {
    for (const row of valid) presenter.validRow(row.line, row.orderId, row.generated);
    const settings2 = await ctx.settings();
    const state = await readJournal(journalPath);
    if (state?.header) {
      try {
        checkHeader(journalPath, state.header, { file: source.path, sha256: source.sha256, profile: settings2.profileName, baseUrl: settings2.baseUrl, sellerId: settings2.sellerId });
        summary.plan = planOf(valid.map((r) => r.orderId), state);
      } catch (err) {
        presenter.warn(`a real run would stop: ${err.message}`);
      }
    } else summary.plan = { skip: 0, reconcile: 0, send: valid.length };
    return { summary, exitCode: invalidMessage ? 2 : 0, message: invalidMessage };
  }
  if (invalidMessage) return { summary, exitCode: 2, message: invalidMessage };
  const sigintListeners = new Set(process.listeners("SIGINT"));
  const settings = await ctx.settings();
  keepCtrlCGraceful(sigintListeners);
  if (!settings.accessToken) throw new AuthError(0, "not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)");
  const lock = acquireLock(`${journalPath}.lock`, (m) => presenter.warn(m));
  try {
    const { journal, state, warnings } = await Journal.open(journalPath, {
      file: source.path,
      sha256: source.sha256,
      profile: settings.profileName,
      baseUrl: settings.baseUrl,
      sellerId: settings.sellerId
    });
    for (const w of warnings) presenter.warn(w);
    const gate = new RateGate((ms, fromRetryAfter) => presenter.event({ type: "paused", ms, fromRetryAfter }));
    const { Agent } = await import("./undici-slim-PJN7AYB2.js");
    const { DEFAULT_TIMEOUTS } = await import("./transport-7KNPR4YI.js");
    const agent = new Agent({ connect: { timeout: DEFAULT_TIMEOUTS.connectMs }, keepAliveTimeout: 1e4, connections: 64 });
    let run;
    try {
      const transport = await importTransport(ctx, gatedDispatcher(agent, gate));
      run = await runImport({
        rows: valid,
        state,
        journal,
        transport,
        sellerId: /* @__PURE__ */ __name(() => ctx.sellerId(), "sellerId"),
        gate,
        stop: ctx.signal,
        concurrency: options.concurrency,
        emit: /* @__PURE__ */ __name((e) => presenter.event(e), "emit")
      });
    } finally {
      const closing = journal.close();
      await agent.close().catch(() => void 0);
      if (run) await closing;
      else await closing.catch(() => void 0);
    }
    if (!run) throw new Error("unreachable: the run neither finished nor failed");
    Object.assign(summary, run.counts, { interrupted: run.interrupted });
    if (run.failure) return { summary, exitCode: 1, failure: run.failure };
    if (run.interrupted) return { summary, exitCode: 130 };
    return { summary, exitCode: summary.rejected > 0 || summary.unknown > 0 ? 1 : 0 };
  } finally {
    lock.release();
  }
}
__name(importBolepix, "importBolepix");
function keepCtrlCGraceful(before) {
  for (const listener of process.listeners("SIGINT")) if (!before.has(listener)) process.off("SIGINT", listener);
}
__name(keepCtrlCGraceful, "keepCtrlCGraceful");
function planOf(orderIds, state) {
  const plan = { skip: 0, reconcile: 0, send: 0 };
  for (const id of orderIds) {
    const t = state.last.get(id.toLowerCase())?.type;
    if (t === "created" || t === "rejected") plan.skip++;
    else if (t === "intent" || t === "unknown") plan.reconcile++;
    else plan.send++;
  }
  return plan;
}
__name(planOf, "planOf");
function importTransport(ctx, dispatcher) {
  return ctx.createTransport({ dispatcher });
}
__name(importTransport, "importTransport");
function resumeCommand(bin, options, profile) {
  const q = /* @__PURE__ */ __name((s) => /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`, "q");
  return [bin, "bolepix", "import", q(options.file), ...options.journal ? ["--journal", q(options.journal)] : [], ...profile ? ["--profile", q(profile)] : []].join(" ");
}
__name(resumeCommand, "resumeCommand");
export {
  DEFAULT_CONCURRENCY,
  MAX_CONCURRENCY,
  defaultJournalPath,
  importBolepix,
  resumeCommand
};
