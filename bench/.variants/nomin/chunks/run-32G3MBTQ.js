import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  TEST_CARDS,
  cardBrand,
  paymentRequestSchema,
  tokenizeRequestSchema
} from "./chunk-5ZO2EVXF.js";
import {
  matchesEventPattern,
  webhookCreateSchema
} from "./chunk-U2JX5557.js";
import {
  import_agent
} from "./chunk-5K5E3MTV.js";
import {
  bolepixCancelSchema,
  bolepixCreateSchema
} from "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import {
  addDays,
  daysBetween,
  localDate,
  parseDuration,
  parseSince
} from "./chunk-6OE7SYZI.js";
import {
  validate
} from "./chunk-GA2WNB5H.js";
import {
  centsToReais
} from "./chunk-N5ES4ERR.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  escapeControl,
  maskCardNumbers
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  reaisToCents
} from "./chunk-CALAXWQY.js";
import "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/sandbox/index.ts
import { createServer } from "node:http";

// src/sandbox/auth.ts
import { createHash, timingSafeEqual } from "node:crypto";

// src/sandbox/clock.ts
import { randomBytes, randomUUID } from "node:crypto";
var SandboxClock = class {
  constructor(base = () => /* @__PURE__ */ new Date()) {
    this.base = base;
  }
  base;
  static {
    __name(this, "SandboxClock");
  }
  offset = 0;
  /** Sandbox time. */
  now() {
    return new Date(this.base().getTime() + this.offset);
  }
  /** Sandbox time as an ISO 8601 UTC string. */
  iso() {
    return this.now().toISOString();
  }
  /** The sandbox's local calendar date (what "today" means for due dates and birth dates). */
  today() {
    return localDate(this.now());
  }
  get offsetMs() {
    return this.offset;
  }
  /** Restores a journaled offset. */
  setOffset(ms) {
    this.offset = ms;
  }
  advance(ms) {
    this.offset += ms;
  }
};
var randomId = /* @__PURE__ */ __name(() => randomUUID(), "randomId");
function randomSecret(prefix) {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}
__name(randomSecret, "randomSecret");

// src/sandbox/auth.ts
var digest = /* @__PURE__ */ __name((s) => createHash("sha256").update(s).digest(), "digest");
function sameSecret(given, expected) {
  return given !== void 0 && timingSafeEqual(digest(given), digest(expected));
}
__name(sameSecret, "sameSecret");
function bearer(header) {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m ? m[1] : void 0;
}
__name(bearer, "bearer");
var Auth = class {
  constructor(store) {
    this.store = store;
  }
  store;
  static {
    __name(this, "Auth");
  }
  get credentials() {
    return this.store.credentials;
  }
  /** Whether an Authorization header grants the route's mode. */
  allows(mode, header) {
    const c = this.credentials;
    switch (mode) {
      case "none":
        return true;
      case "access":
        return sameSecret(bearer(header), c.accessToken);
      case "refresh":
        return sameSecret(bearer(header), c.refreshToken);
      case "client":
        return sameSecret(header?.trim(), c.clientToken);
    }
  }
  /** Issues a new access token; the old one stops working at once. */
  refresh() {
    const next = { ...this.credentials, accessToken: randomSecret("sbx_access_"), retired: this.credentials.retired + 1 };
    this.store.setCredentials(next);
    return next.accessToken;
  }
};
function resolveCredentials(journaled, given, newId) {
  return {
    sellerId: given.sellerId ?? journaled?.sellerId ?? newId(),
    marketplaceId: journaled?.marketplaceId ?? newId(),
    accessToken: given.accessToken ?? journaled?.accessToken ?? randomSecret("sbx_access_"),
    clientToken: given.clientToken ?? journaled?.clientToken ?? randomSecret("sbx_client_"),
    refreshToken: given.refreshToken ?? journaled?.refreshToken ?? randomSecret("sbx_refresh_"),
    retired: journaled?.retired ?? 0
  };
}
__name(resolveCredentials, "resolveCredentials");

// src/sandbox/delivery.ts
import { performance } from "node:perf_hooks";

// src/sandbox/http.ts
var MAX_BODY_BYTES = 1024 * 1024;
var MAX_JSON_DEPTH = 32;
var HttpError = class extends Error {
  constructor(status, body, headers = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
  status;
  body;
  headers;
  static {
    __name(this, "HttpError");
  }
};
function detailError(status, detail, headers) {
  return new HttpError(status, { errors: { detail } }, headers);
}
__name(detailError, "detailError");
var notFound = /* @__PURE__ */ __name(() => detailError(404, "Not Found"), "notFound");
var conflict = /* @__PURE__ */ __name((detail) => detailError(409, detail), "conflict");
function unprocessable(issues) {
  const errors = {};
  for (const issue of issues) (errors[issue.path || "body"] ??= []).push(issue.message);
  return new HttpError(422, { errors });
}
__name(unprocessable, "unprocessable");
var fieldError = /* @__PURE__ */ __name((path, message) => unprocessable([{ path, message }]), "fieldError");
var MAX_DRAIN_BYTES = 16 * 1024 * 1024;
async function readBody(req) {
  const declared = Number(req.headers["content-length"]);
  const chunks = [];
  let size = 0;
  let over = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) over = true;
    if (over) {
      chunks.length = 0;
      if (size > MAX_DRAIN_BYTES) throw tooLarge();
    } else chunks.push(chunk);
  }
  if (over) throw tooLarge();
  return Buffer.concat(chunks);
}
__name(readBody, "readBody");
function tooLarge() {
  return detailError(413, `request body larger than ${MAX_BODY_BYTES} bytes`, { connection: "close" });
}
__name(tooLarge, "tooLarge");
function jsonDepthExceeds(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}
__name(jsonDepthExceeds, "jsonDepthExceeds");
var UTF8 = new TextDecoder("utf-8", { fatal: true });
function parseJsonObject(raw, { emptyAsObject = false } = {}) {
  let text;
  try {
    text = UTF8.decode(raw);
  } catch {
    throw detailError(400, "the request body is not valid UTF-8");
  }
  if (text.trim() === "") {
    if (emptyAsObject) return {};
    throw detailError(400, "the request body must be a JSON object");
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw detailError(400, `the request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw detailError(400, `the request body is not valid JSON: ${err.message}`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw detailError(400, "the request body must be a JSON object");
  return value;
}
__name(parseJsonObject, "parseJsonObject");
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    ...headers
  });
  res.end(text);
}
__name(sendJson, "sendJson");

// src/sandbox/resources/query.ts
function parseListQuery(query, now) {
  const issues = [];
  const out = {};
  const get = /* @__PURE__ */ __name((name) => {
    const v = query.get(name);
    return v === null || v.trim() === "" ? void 0 : v.trim();
  }, "get");
  out.event = get("event");
  out.status = get("status")?.toUpperCase();
  out.eventId = get("event_id");
  const since = get("since");
  if (since !== void 0) {
    out.since = parseSince(since, now);
    if (!out.since) issues.push({ path: "since", message: "must be a date, a date-time or a duration such as 2h" });
  }
  const limit = get("limit");
  if (limit !== void 0) {
    if (/^\d{1,9}$/.test(limit) && Number(limit) >= 1) out.limit = Number(limit);
    else issues.push({ path: "limit", message: "must be an integer >= 1" });
  }
  if (issues.length) throw unprocessable(issues);
  return out;
}
__name(parseListQuery, "parseListQuery");
function applyListQuery(records, q, fields) {
  const sinceMs = q.since?.getTime();
  let out = records.filter((r) => {
    if (q.event !== void 0 && fields.event && !matchesEventPattern(fields.event(r), q.event)) return false;
    if (q.status !== void 0 && fields.status && fields.status(r).toUpperCase() !== q.status) return false;
    if (q.eventId !== void 0 && fields.eventId && fields.eventId(r) !== q.eventId) return false;
    if (sinceMs !== void 0 && Date.parse(fields.time(r)) < sinceMs) return false;
    return true;
  });
  if (q.limit !== void 0 && out.length > q.limit) out = out.slice(out.length - q.limit);
  return out;
}
__name(applyListQuery, "applyListQuery");

// src/sandbox/resources/events.ts
function emitEvent(ctx, name, data) {
  const at = ctx.clock.iso();
  const event = ctx.store.put("event", { id: ctx.id(), event: name, inserted_at: at, data });
  for (const webhook of ctx.store.all("webhook")) {
    if (!webhook.events.some((pattern) => matchesEventPattern(name, pattern))) continue;
    queueNotification(ctx, event, webhook.id, webhook.target);
  }
  return event;
}
__name(emitEvent, "emitEvent");
function queueNotification(ctx, event, webhookId, target, resentFrom) {
  const at = ctx.clock.iso();
  const notification = {
    id: ctx.id(),
    event_id: event.id,
    event: event.event,
    webhook_id: webhookId,
    target,
    status: "PENDING",
    attempt_count: 0,
    attempts: [],
    next_attempt_at: at,
    inserted_at: at,
    updated_at: at,
    ...resentFrom ? { resent_from: resentFrom } : {}
  };
  ctx.store.put("notification", notification);
  ctx.deliver(notification);
  return notification;
}
__name(queueNotification, "queueNotification");
function eventBody(event) {
  return JSON.stringify({ id: event.id, event: event.event, inserted_at: event.inserted_at, data: event.data });
}
__name(eventBody, "eventBody");
function listEvents(ctx, query) {
  const q = parseListQuery(query, ctx.clock.now());
  return {
    data: applyListQuery(ctx.store.all("event"), q, { time: /* @__PURE__ */ __name((e) => e.inserted_at, "time"), event: /* @__PURE__ */ __name((e) => e.event, "event"), eventId: /* @__PURE__ */ __name((e) => e.id, "eventId") })
  };
}
__name(listEvents, "listEvents");
function listNotifications(ctx, query) {
  const q = parseListQuery(query, ctx.clock.now());
  return {
    data: applyListQuery(ctx.store.all("notification"), q, {
      time: /* @__PURE__ */ __name((n) => n.inserted_at, "time"),
      event: /* @__PURE__ */ __name((n) => n.event, "event"),
      status: /* @__PURE__ */ __name((n) => n.status, "status"),
      eventId: /* @__PURE__ */ __name((n) => n.event_id, "eventId")
    })
  };
}
__name(listNotifications, "listNotifications");
function resendNotification(ctx, id) {
  const original = ctx.store.get("notification", id);
  const event = original && ctx.store.get("event", original.event_id);
  const webhook = original && ctx.store.get("webhook", original.webhook_id);
  if (!original || !event || !webhook) throw notFound();
  return { data: queueNotification(ctx, event, webhook.id, webhook.target, original.id) };
}
__name(resendNotification, "resendNotification");

// src/sandbox/delivery.ts
var MAX_TIMER_MS = 2147483647;
function retryDelay(failures, opts) {
  const exp = opts.retryBaseMs * 2 ** Math.min(failures - 1, 52);
  const jittered = Math.min(opts.retryMaxMs, exp) * (0.75 + 0.5 * opts.random());
  return Math.max(0, Math.round(Math.min(opts.retryMaxMs, jittered)));
}
__name(retryDelay, "retryDelay");
function describeError(err, timedOut, timeoutMs) {
  if (timedOut) return `timeout after ${timeoutMs} ms`;
  const e = err;
  const code = e.cause?.code ?? e.code;
  const message = e.cause?.message ?? e.message ?? String(err);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 300);
}
__name(describeError, "describeError");
var DeliveryEngine = class {
  constructor(store, clock, opts) {
    this.store = store;
    this.clock = clock;
    this.opts = opts;
    this.agent = new import_agent.default({ connections: 32, keepAliveTimeout: 4e3, connect: { timeout: opts.timeoutMs } });
  }
  store;
  clock;
  opts;
  static {
    __name(this, "DeliveryEngine");
  }
  agent;
  timers = /* @__PURE__ */ new Map();
  inflight = /* @__PURE__ */ new Map();
  bodies = /* @__PURE__ */ new Map();
  stopped = false;
  /** Plans the next attempt of a PENDING notification at its `next_attempt_at` (now when past). */
  schedule(n) {
    if (this.stopped || n.status !== "PENDING") return;
    const existing = this.timers.get(n.id);
    if (existing) clearTimeout(existing);
    if (this.inflight.has(n.id)) return;
    const wait = n.next_attempt_at ? Date.parse(n.next_attempt_at) - this.clock.now().getTime() : 0;
    const timer = setTimeout(() => {
      this.timers.delete(n.id);
      void this.attempt(n.id);
    }, Math.min(MAX_TIMER_MS, Math.max(0, wait)));
    this.timers.set(n.id, timer);
  }
  /** Plans every PENDING notification (at start, and when the sandbox clock moves). */
  scheduleAll() {
    for (const n of this.store.all("notification")) if (n.status === "PENDING") this.schedule(n);
  }
  /** Notifications waiting or in flight. */
  get busy() {
    return this.timers.size + this.inflight.size;
  }
  body(eventId) {
    let body = this.bodies.get(eventId);
    if (body === void 0) {
      const event = this.store.get("event", eventId);
      if (!event) return void 0;
      body = eventBody(event);
      this.bodies.set(eventId, body);
    }
    return body;
  }
  async attempt(id) {
    try {
      await this.store.commit();
    } catch (err) {
      this.opts.warn(`journal write failed: ${err.message}`);
    }
    const n = this.store.get("notification", id);
    if (this.stopped || !n || n.status !== "PENDING" || this.inflight.has(id)) return;
    const body = this.body(n.event_id);
    const webhook = this.store.get("webhook", n.webhook_id);
    if (body === void 0 || !webhook) return;
    const controller = new AbortController();
    this.inflight.set(id, controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.opts.timeoutMs);
    const at = this.clock.iso();
    const started = performance.now();
    let attempt;
    try {
      const url = new URL(n.target);
      const headers = { "content-type": "application/json", "user-agent": this.opts.userAgent };
      if (webhook.authorization !== void 0) headers.authorization = webhook.authorization;
      const res = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers,
        body,
        signal: controller.signal,
        headersTimeout: this.opts.timeoutMs,
        bodyTimeout: this.opts.timeoutMs
      });
      attempt = { at, status_code: res.statusCode, duration_ms: Math.round(performance.now() - started) };
      res.body.dump({ limit: 65536, signal: AbortSignal.timeout(this.opts.timeoutMs) }).catch(() => {
      });
    } catch (err) {
      attempt = { at, error: describeError(err, timedOut, this.opts.timeoutMs), duration_ms: Math.round(performance.now() - started) };
    } finally {
      clearTimeout(timer);
      this.inflight.delete(id);
    }
    if (this.stopped) return;
    this.record(id, attempt);
  }
  record(id, attempt) {
    const n = this.store.get("notification", id);
    if (!n || n.status !== "PENDING") return;
    const ok2 = attempt.status_code !== void 0 && attempt.status_code >= 200 && attempt.status_code < 300;
    const attempts = [...n.attempts, attempt];
    const count = n.attempt_count + 1;
    const now = this.clock.now();
    const { next_attempt_at: _previous, ...rest } = n;
    let next;
    if (ok2) next = { ...rest, status: "DELIVERED", attempt_count: count, attempts, updated_at: now.toISOString() };
    else if (count >= this.opts.maxAttempts) next = { ...rest, status: "FAILED", attempt_count: count, attempts, updated_at: now.toISOString() };
    else {
      const wait = retryDelay(count, this.opts);
      next = { ...rest, attempt_count: count, attempts, next_attempt_at: new Date(now.getTime() + wait).toISOString(), updated_at: now.toISOString() };
    }
    this.store.put("notification", next);
    this.store.commit().catch((err) => this.opts.warn(`journal write failed: ${err.message}`));
    if (next.status === "PENDING") this.schedule(next);
  }
  /** Stops: no new attempts, in-flight ones aborted (and made again after a restart), sockets closed. */
  async close() {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const c of this.inflight.values()) c.abort();
    await this.agent.destroy().catch(() => {
    });
  }
};

// src/sandbox/journal.ts
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";
var JOURNAL_FORMAT = "payctl-sandbox-journal";
var JOURNAL_VERSION = 1;
function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
__name(pidAlive, "pidAlive");
function acquireLock(lockFile) {
  for (let i = 0; i < 2; i++) {
    try {
      writeFileSync(lockFile, `${process.pid}
`, { flag: "wx", mode: 384 });
      return;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) {
        throw new Error(`the data file is in use by another sandbox (pid ${pid}); stop it, or delete ${lockFile} if it is gone`);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}
__name(acquireLock, "acquireLock");
function fsyncDir(dir) {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
  }
}
__name(fsyncDir, "fsyncDir");
var Journal = class _Journal {
  constructor(file, fh, lockFile) {
    this.file = file;
    this.fh = fh;
    this.lockFile = lockFile;
  }
  file;
  fh;
  lockFile;
  static {
    __name(this, "Journal");
  }
  buffer = [];
  waiting = [];
  writing = false;
  closed = false;
  /** fsyncs made so far (group commit makes this far smaller than the number of changes under load). */
  syncs = 0;
  /**
   * Opens (or creates) a journal and reads its entries. `warn` hears about skipped lines. Throws when the file is
   * not a sandbox journal, so that a mistyped `--data` never scribbles on someone's file.
   */
  static async open(file, warn) {
    const lockFile = `${file}.lock`;
    acquireLock(lockFile);
    try {
      const entries = existsSync(file) ? _Journal.read(file, warn) : [];
      const fh = await open(file, "a", 384);
      const journal = new _Journal(file, fh, lockFile);
      if (entries.length === 0) {
        journal.append({ t: "meta", v: { format: JOURNAL_FORMAT, version: JOURNAL_VERSION } });
        await journal.flush();
      }
      return { journal, entries: entries.filter((e) => e.t !== "meta") };
    } catch (err) {
      try {
        unlinkSync(lockFile);
      } catch {
      }
      throw err;
    }
  }
  /** Reads and repairs a journal file: a torn last line is cut off (the file is truncated to the last whole line). */
  static read(file, warn) {
    const buf = readFileSync(file);
    if (buf.length === 0) return [];
    const parse = /* @__PURE__ */ __name((line) => {
      try {
        const v = JSON.parse(line);
        return v && typeof v === "object" && typeof v.t === "string" ? v : void 0;
      } catch {
        return void 0;
      }
    }, "parse");
    const firstNl = buf.indexOf(10);
    const head = buf.subarray(0, firstNl === -1 ? buf.length : firstNl).toString("utf8");
    const first = parse(head);
    const isJournal = first?.t === "meta" && first.v?.format === JOURNAL_FORMAT;
    if (!isJournal && !(firstNl === -1 && head.startsWith('{"t":"meta"'))) {
      throw new Error(`${file} is not a payctl sandbox data file; choose another --data file`);
    }
    const end = buf.lastIndexOf(10) + 1;
    const lines = buf.subarray(0, end).toString("utf8").split("\n");
    lines.pop();
    const tail = buf.subarray(end).toString("utf8");
    const entries = [];
    lines.forEach((line, index) => {
      if (line.trim() === "") return;
      const entry = parse(line);
      if (entry) entries.push(entry);
      else if (index === lines.length - 1 && tail === "") warn(`${file}: skipped a torn last line (line ${index + 1})`);
      else warn(`${file}: skipped an unreadable line (line ${index + 1})`);
    });
    const tailEntry = tail.trim() === "" ? void 0 : parse(tail);
    if (tailEntry) {
      entries.push(tailEntry);
      writeFileSync(file, "\n", { flag: "a" });
    } else if (end < buf.length) {
      if (tail.trim() !== "") warn(`${file}: skipped a torn last line (line ${lines.length + 1}); cut back to the last whole line`);
      const fd = openSync(file, "r+");
      try {
        ftruncateSync(fd, end);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    return entries;
  }
  /** Queues one entry; it is durable once a later `flush()` resolves. */
  append(entry) {
    if (this.closed) return;
    this.buffer.push(`${JSON.stringify(entry)}
`);
  }
  /** Resolves once every entry appended so far is written and fsynced (group commit). */
  flush() {
    if (this.buffer.length === 0 && !this.writing) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      void this.pump();
    });
  }
  async pump() {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.buffer.length > 0 || this.waiting.length > 0) {
        const data = this.buffer.join("");
        const waiters = this.waiting;
        this.buffer = [];
        this.waiting = [];
        try {
          if (data !== "") {
            await this.fh.write(data);
            await this.fh.datasync();
            this.syncs++;
          }
          for (const w of waiters) w.resolve();
        } catch (err) {
          for (const w of waiters) w.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
  /** Replaces the file with the given entries (compaction), atomically: temp file, fsync, rename, fsync folder. */
  async rewrite(entries) {
    await this.flush();
    const tmp = `${this.file}.tmp`;
    const lines = [{ t: "meta", v: { format: JOURNAL_FORMAT, version: JOURNAL_VERSION } }, ...entries];
    const fd = openSync(tmp, "w", 384);
    try {
      writeFileSync(fd, lines.map((e) => `${JSON.stringify(e)}
`).join(""));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    await this.fh.close();
    renameSync(tmp, this.file);
    fsyncDir(dirname(this.file));
    this.fh = await open(this.file, "a", 384);
  }
  /** Flushes, closes the file and releases the lock. */
  async close() {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    await this.fh.close();
    try {
      unlinkSync(this.lockFile);
    } catch {
    }
  }
};

// src/sandbox/server.ts
import { performance as performance2 } from "node:perf_hooks";

// src/sandbox/pricing.ts
function mulDivRound(a, b, c) {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (2n * d));
}
__name(mulDivRound, "mulDivRound");
var hundredths = /* @__PURE__ */ __name((v) => Math.round((v ?? 0) * 100), "hundredths");
function withinLimit(at, limitDate) {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?/.exec(limitDate);
  if (!m) return false;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const [hh, mm, ss] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const frac = Number(`0.${m[7] ?? "0"}`);
  if (hh === 0 && mm === 0 && ss === 0 && frac === 0) return localDate(at) <= day;
  const limit = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hh, mm, ss, Math.floor(frac * 1e3));
  return at.getTime() <= limit.getTime();
}
__name(withinLimit, "withinLimit");
function amountDue(invoice, at) {
  const amount = invoice.amountCents;
  const payDate = localDate(at);
  const daysLate = Math.max(0, daysBetween(invoice.dueDate, payDate));
  const ins = invoice.instructions ?? {};
  let fineCents = 0;
  let interestCents = 0;
  let discountCents = 0;
  if (daysLate > 0) {
    fineCents = mulDivRound(amount, hundredths(ins.fine), 1e4);
    interestCents = mulDivRound(amount, hundredths(ins.interest) * daysLate, 1e4 * 30);
  } else if (ins.discount && withinLimit(at, ins.discount.limitDate)) {
    discountCents = ins.discount.modality === "percent" ? mulDivRound(amount, hundredths(ins.discount.amount), 1e4) : hundredths(ins.discount.amount);
    discountCents = Math.min(discountCents, amount);
  }
  return { totalCents: amount + fineCents + interestCents - discountCents, fineCents, interestCents, discountCents, daysLate };
}
__name(amountDue, "amountDue");

// src/sandbox/resources/bolepix.ts
function invoiceView(inv) {
  return {
    id: inv.id,
    sellerId: inv.sellerId,
    invoiceId: inv.invoiceId,
    status: inv.status,
    insertedAt: inv.insertedAt,
    orderId: inv.orderId,
    amount: centsToReais(inv.amountCents),
    dueDate: inv.dueDate,
    ...inv.amountPaidCents !== void 0 ? { amountPaid: centsToReais(inv.amountPaidCents) } : {},
    ...inv.paidAt ? { paidAt: inv.paidAt } : {}
  };
}
__name(invoiceView, "invoiceView");
function createInvoice(ctx, body) {
  const schema = ctx.memo(`bolepixCreate:${ctx.clock.today()}`, () => bolepixCreateSchema(ctx.clock.today()));
  const r = validate(schema, body);
  if (!r.ok) throw unprocessable(r.issues);
  const b = r.value;
  const at = ctx.clock.iso();
  const invoice = {
    id: ctx.id(),
    invoiceId: ctx.id(),
    sellerId: ctx.settings.sellerId,
    status: "PENDING",
    insertedAt: at,
    updatedAt: at,
    orderId: b.order_id ?? ctx.id(),
    amountCents: reaisToCents(b.amount),
    dueDate: b.dueDate,
    expirationAfterPayment: b.expirationAfterPayment,
    debtor: b.debtor,
    ...b.instructions ? { instructions: b.instructions } : {}
  };
  ctx.store.put("invoice", invoice);
  emitEvent(ctx, "charge-create", invoiceView(invoice));
  return { message: "Bolepix charge created", invoiceId: invoice.invoiceId };
}
__name(createInvoice, "createInvoice");
function listInvoices(ctx, query) {
  const q = parseListQuery(query, ctx.clock.now());
  const mine = ctx.store.all("invoice").filter((i) => i.sellerId === ctx.settings.sellerId);
  return applyListQuery(mine, q, { time: /* @__PURE__ */ __name((i) => i.insertedAt, "time"), status: /* @__PURE__ */ __name((i) => i.status, "status") }).map(invoiceView);
}
__name(listInvoices, "listInvoices");
function getInvoice(ctx, invoiceId) {
  const inv = ctx.store.get("invoice", invoiceId);
  return inv && inv.sellerId === ctx.settings.sellerId ? [invoiceView(inv)] : [];
}
__name(getInvoice, "getInvoice");
function mustFind(ctx, invoiceId) {
  const inv = ctx.store.get("invoice", invoiceId);
  if (!inv || inv.sellerId !== ctx.settings.sellerId) throw notFound();
  return inv;
}
__name(mustFind, "mustFind");
function pdfUrl(ctx, invoiceId) {
  const inv = mustFind(ctx, invoiceId);
  return { url: `${ctx.settings.cdnUrl}/bolepix/${encodeURIComponent(inv.invoiceId)}.pdf` };
}
__name(pdfUrl, "pdfUrl");
function cancelInvoice(ctx, invoiceId, body) {
  const inv = mustFind(ctx, invoiceId);
  const r = validate(bolepixCancelSchema, body);
  if (!r.ok) throw unprocessable(r.issues);
  if (inv.status !== "PENDING") throw conflict(`the charge is ${inv.status}; only a PENDING charge can be cancelled`);
  const at = ctx.clock.iso();
  const next = { ...inv, status: "CANCELLED", updatedAt: at, cancelledAt: at, cancelReason: r.value.reason };
  ctx.store.put("invoice", next);
  emitEvent(ctx, "charge-cancelled", invoiceView(next));
  return { message: "Bolepix charge cancelled" };
}
__name(cancelInvoice, "cancelInvoice");
function payInvoice(ctx, invoiceId, body) {
  const inv = mustFind(ctx, invoiceId);
  const extra = Object.keys(body);
  if (extra.length) throw fieldError(extra[0], "unknown field (the body is {})");
  if (inv.status !== "PENDING") throw conflict(`the charge is ${inv.status}; only a PENDING charge can be paid`);
  const now = ctx.clock.now();
  const due = amountDue(inv, now);
  const at = now.toISOString();
  const next = { ...inv, status: "PAID", updatedAt: at, paidAt: at, amountPaidCents: due.totalCents };
  ctx.store.put("invoice", next);
  emitEvent(ctx, "charge-in", invoiceView(next));
  return { message: "Bolepix charge paid", data: invoiceView(next) };
}
__name(payInvoice, "payInvoice");
function expireInvoices(ctx) {
  const today = ctx.clock.today();
  const expired = [];
  for (const inv of ctx.store.all("invoice")) {
    if (inv.status !== "PENDING" || today <= addDays(inv.dueDate, inv.expirationAfterPayment)) continue;
    const at = ctx.clock.iso();
    ctx.store.put("invoice", { ...inv, status: "EXPIRED", updatedAt: at, expiredAt: at });
    expired.push(inv.invoiceId);
  }
  return expired;
}
__name(expireInvoices, "expireInvoices");
function pdfInput(ctx, invoiceId) {
  const inv = ctx.store.get("invoice", invoiceId);
  if (!inv || inv.sellerId !== ctx.settings.sellerId) throw detailError(404, "Not Found");
  return {
    invoiceId: inv.invoiceId,
    sellerId: inv.sellerId,
    sellerName: "payctl sandbox seller",
    debtor: inv.debtor,
    amountCents: inv.amountCents,
    dueDate: inv.dueDate,
    fine: inv.instructions?.fine,
    interest: inv.instructions?.interest,
    discount: inv.instructions?.discount,
    status: inv.status,
    now: new Date(inv.insertedAt)
  };
}
__name(pdfInput, "pdfInput");

// src/sandbox/resources/cards.ts
var DAY_MS = 864e5;
function tokenize(ctx, body) {
  const r = validate(tokenizeRequestSchema, body);
  if (!r.ok) throw unprocessable(r.issues);
  const digits = r.value.card_number;
  const test = TEST_CARDS.find((c) => c.number === digits);
  const record = {
    id: ctx.id(),
    token: ctx.id(),
    brand: cardBrand(digits),
    firstSix: digits.slice(0, 6),
    lastFour: digits.slice(-4),
    approved: test ? test.approved : true,
    ...test && !test.approved ? { reason: test.outcome, errorCode: test.errorCode ?? "PAYMENTS-000" } : {},
    insertedAt: ctx.clock.iso()
  };
  ctx.store.put("token", record);
  return { data: { number_token: record.token } };
}
__name(tokenize, "tokenize");
function decline(reason, errorCode) {
  return new HttpError(402, {
    message: "not authorized",
    status_code: 402,
    details: [{ status: "NOT APPROVED", error_code: errorCode, description: reason }]
  });
}
__name(decline, "decline");
function createPayment(ctx, body) {
  const today = ctx.clock.today();
  const r = validate(
    ctx.memo(`payment:${today}`, () => paymentRequestSchema(today)),
    body
  );
  if (!r.ok) throw unprocessable(r.issues);
  const p = r.value.payment;
  if (p.method === "PIX") throw fieldError("payment.method", "Pix charges are made with Bolepix");
  if (p.method !== "CREDIT_CARD" && p.method !== "CREDIT") throw fieldError("payment.method", "must be CREDIT_CARD or CREDIT");
  const saved = p.credit.credit_card_id ? ctx.store.get("card", p.credit.credit_card_id) : void 0;
  if (p.credit.credit_card_id && !saved) throw fieldError("payment.credit.credit_card_id", "unknown card (save one with save_card: true)");
  const cardToken = saved ? saved.token : p.credit.credit_card.token;
  const token = ctx.store.get("token", cardToken);
  if (!token) throw fieldError("payment.credit.credit_card.token", "unknown card token (tokenize the card first)");
  const expMonth = saved ? saved.expirationMonth : p.credit.credit_card.expiration_month;
  const expYear = saved ? saved.expirationYear : p.credit.credit_card.expiration_year;
  const existing = ctx.store.get("order", p.order_id);
  if (existing && existing.sellerId !== ctx.settings.sellerId) throw fieldError("payment.order_id", "belongs to another seller");
  let customerId = existing?.customerId ?? null;
  if (p.customer_id) {
    if (!ctx.store.get("customer", p.customer_id)) throw fieldError("payment.customer_id", "unknown customer");
    if (customerId && customerId !== p.customer_id) throw fieldError("payment.customer_id", "the order belongs to another customer");
    customerId = p.customer_id;
  }
  const newCustomer = !customerId && p.customer ? { id: ctx.id(), sellerId: ctx.settings.sellerId, data: p.customer, insertedAt: ctx.clock.iso() } : void 0;
  if (newCustomer) customerId = newCustomer.id;
  if (!customerId) throw fieldError("payment.customer", "required: the order has no customer yet (give customer or customer_id)");
  if (saved && saved.customerId !== customerId) throw fieldError("payment.credit.credit_card_id", "the card belongs to another customer");
  if (existing) {
    const active = ctx.store.all("payment").find((x) => x.order_id === existing.id && (x.status === "PAID" || x.status === "PRE_AUTHORIZED"));
    if (active) throw conflict(`the order already has a ${active.status} payment (${active.id})`);
  }
  const at = ctx.clock.iso();
  if (newCustomer) ctx.store.put("customer", newCustomer);
  let order;
  if (existing) {
    order = existing.customerId === customerId ? existing : ctx.store.put("order", { ...existing, customerId, updatedAt: at });
  } else {
    order = ctx.store.put("order", {
      id: p.order_id,
      sellerId: ctx.settings.sellerId,
      customerId,
      status: "CREATED",
      totalCents: ctx.settings.defaultOrderCents,
      insertedAt: at,
      updatedAt: at
    });
    emitEvent(ctx, "ORDER.CREATED", orderView(order));
  }
  const now = ctx.clock.now();
  const expired = 2e3 + expYear < now.getFullYear() || 2e3 + expYear === now.getFullYear() && expMonth < now.getMonth() + 1;
  const declined = !token.approved ? { reason: token.reason, code: token.errorCode } : expired ? { reason: "expired card", code: "PAYMENTS-003" } : void 0;
  let creditCardId = saved?.id ?? null;
  if (!declined && p.credit.save_card && !saved) {
    creditCardId = ctx.id();
    ctx.store.put("card", {
      id: creditCardId,
      customerId,
      token: cardToken,
      holderName: p.credit.credit_card.holder_name,
      expirationMonth: expMonth,
      expirationYear: expYear,
      insertedAt: at
    });
  }
  const status = declined ? "DECLINED" : p.credit.delay_capture ? "PRE_AUTHORIZED" : "PAID";
  const payment = ctx.store.put("payment", {
    id: ctx.id(),
    session_id: p.session_id,
    order_id: order.id,
    method: "CREDIT",
    seller_id: ctx.settings.sellerId,
    marketplace_id: ctx.settings.marketplaceId,
    customer_id: customerId,
    subscription_id: null,
    subtotal_cents: order.totalCents,
    discount_cents: 0,
    addition_cents: 0,
    shipping_cents: 0,
    total_cents: order.totalCents,
    status,
    device: {},
    credit: {
      installments: p.credit.installments,
      delay_capture: p.credit.delay_capture,
      save_card: Boolean(p.credit.save_card),
      credit_card_id: creditCardId,
      credit_card: {
        token: cardToken,
        expiration_month: String(expMonth).padStart(2, "0"),
        expiration_year: String(expYear).padStart(2, "0")
      }
    },
    external_id: p.external_id ?? null,
    inserted_at: at,
    updated_at: at
  });
  emitEvent(ctx, "PAYMENT.CREATED", payment);
  if (declined) {
    emitEvent(ctx, "PAYMENT.DECLINED", payment);
    throw decline(declined.reason, declined.code);
  }
  if (status === "PAID") {
    emitEvent(ctx, "PAYMENT.PAID", payment);
    emitEvent(ctx, "ORDER.PAID", orderView(setOrderStatus(ctx, order.id, "PAID")));
  } else {
    emitEvent(ctx, "PAYMENT.PRE_AUTHORIZED", payment);
  }
  return { data: payment };
}
__name(createPayment, "createPayment");
function orderView(o) {
  return {
    id: o.id,
    seller_id: o.sellerId,
    customer_id: o.customerId,
    status: o.status,
    total_cents: o.totalCents,
    inserted_at: o.insertedAt,
    updated_at: o.updatedAt
  };
}
__name(orderView, "orderView");
function setOrderStatus(ctx, orderId, status) {
  const o = ctx.store.get("order", orderId);
  return ctx.store.put("order", { ...o, status, updatedAt: ctx.clock.iso() });
}
__name(setOrderStatus, "setOrderStatus");
function setPaymentStatus(ctx, p, status) {
  return ctx.store.put("payment", { ...p, status, updated_at: ctx.clock.iso() });
}
__name(setPaymentStatus, "setPaymentStatus");
var emptyBody = external_exports.strictObject({});
function findPayment(ctx, paymentId, body) {
  const p = ctx.store.get("payment", paymentId);
  if (!p || p.seller_id !== ctx.settings.sellerId) throw notFound();
  const r = validate(emptyBody, body);
  if (!r.ok) throw unprocessable(r.issues);
  return p;
}
__name(findPayment, "findPayment");
function capturePayment(ctx, paymentId, body) {
  const p = findPayment(ctx, paymentId, body);
  if (p.status !== "PRE_AUTHORIZED") throw conflict(`the payment is ${p.status}; only a PRE_AUTHORIZED payment can be captured`);
  const next = setPaymentStatus(ctx, p, "PAID");
  emitEvent(ctx, "PAYMENT.PAID", next);
  emitEvent(ctx, "ORDER.PAID", orderView(setOrderStatus(ctx, p.order_id, "PAID")));
  return { data: next };
}
__name(capturePayment, "capturePayment");
function cancel(ctx, p) {
  const next = setPaymentStatus(ctx, p, "CANCELLED");
  emitEvent(ctx, "PAYMENT.CANCELLED", next);
  emitEvent(ctx, "ORDER.CANCELLED", orderView(setOrderStatus(ctx, p.order_id, "CANCELLED")));
  return next;
}
__name(cancel, "cancel");
function cancelPayment(ctx, paymentId, body) {
  const p = findPayment(ctx, paymentId, body);
  if (p.status !== "PRE_AUTHORIZED" && p.status !== "PAID") {
    throw conflict(`the payment is ${p.status}; only a PRE_AUTHORIZED or PAID payment can be cancelled`);
  }
  return { data: cancel(ctx, p) };
}
__name(cancelPayment, "cancelPayment");
function reverseStalePreauths(ctx) {
  const limit = ctx.clock.now().getTime() - ctx.settings.preauthDays * DAY_MS;
  const reversed = [];
  for (const p of ctx.store.all("payment")) {
    if (p.status === "PRE_AUTHORIZED" && Date.parse(p.inserted_at) <= limit) {
      cancel(ctx, p);
      reversed.push(p.id);
    }
  }
  return reversed;
}
__name(reverseStalePreauths, "reverseStalePreauths");

// src/sandbox/resources/webhooks.ts
function createWebhook(ctx, body) {
  const r = validate(webhookCreateSchema, body);
  if (!r.ok) throw unprocessable(r.issues);
  const { events, target, authorization } = r.value.webhook;
  if (authorization !== void 0 && /[\u0000-\u001f\u007f]/.test(authorization)) {
    throw fieldError("webhook.authorization", "must not contain control characters (it is sent as a header)");
  }
  const webhook = {
    id: ctx.id(),
    target,
    events,
    ...authorization !== void 0 ? { authorization } : {},
    inserted_at: ctx.clock.iso()
  };
  ctx.store.put("webhook", webhook);
  return { data: webhook };
}
__name(createWebhook, "createWebhook");
function listWebhooks(ctx) {
  return { data: ctx.store.all("webhook") };
}
__name(listWebhooks, "listWebhooks");

// src/sandbox/router.ts
var Router = class {
  static {
    __name(this, "Router");
  }
  compiled;
  constructor(routes) {
    this.compiled = routes.map((route) => ({ method: route.method, segments: route.path.split("/").filter(Boolean), route }));
  }
  /** Finds the route for a method and a raw (still percent-encoded) path. */
  lookup(method, rawPath) {
    let parts;
    try {
      parts = rawPath.split("/").filter(Boolean).map((p) => decodeURIComponent(p));
    } catch {
      return { kind: "not-found" };
    }
    const allow = [];
    for (const c of this.compiled) {
      const params = matchSegments(c.segments, parts);
      if (!params) continue;
      if (c.method === method) return { kind: "found", match: { route: c.route, params } };
      allow.push(c.method);
    }
    return allow.length ? { kind: "method-not-allowed", allow } : { kind: "not-found" };
  }
};
function matchSegments(pattern, parts) {
  if (pattern.length !== parts.length) return void 0;
  const params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith(":")) {
      if (parts[i] === "") return void 0;
      params[p.slice(1)] = parts[i];
    } else if (p !== parts[i]) return void 0;
  }
  return params;
}
__name(matchSegments, "matchSegments");

// src/sandbox/server.ts
var ok = /* @__PURE__ */ __name((body, status = 200) => ({ status, body }), "ok");
function createHandler(deps) {
  const { ctx, auth } = deps;
  let lastExpiryScan = "";
  const tick = /* @__PURE__ */ __name(() => {
    const today = ctx.clock.today();
    let expired = [];
    if (today !== lastExpiryScan) {
      expired = expireInvoices(ctx);
      lastExpiryScan = today;
    }
    return { expired, reversed: reverseStalePreauths(ctx) };
  }, "tick");
  const routes = [
    // Bolepix (seed §4.1–4.5)
    { method: "POST", path: "/api/v2/payments/bolepix", auth: "access", handle: /* @__PURE__ */ __name(async (c) => ok(createInvoice(ctx, await c.json()), 201), "handle") },
    { method: "GET", path: "/api/v2/payments/bolepix/:invoiceId/pdf", auth: "access", handle: /* @__PURE__ */ __name((c) => ok(pdfUrl(ctx, c.params.invoiceId)), "handle") },
    {
      method: "POST",
      path: "/api/v2/payments/bolepix/:invoiceId/cancel",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => ok(cancelInvoice(ctx, c.params.invoiceId, await c.json())), "handle")
    },
    {
      method: "GET",
      path: "/bolepix/invoices",
      auth: "access",
      handle: /* @__PURE__ */ __name((c) => {
        const sellerId = c.query.get("sellerId");
        if (!sellerId) throw fieldError("sellerId", "required (the seller whose charges to list)");
        if (sellerId !== ctx.settings.sellerId) throw forbidden();
        return ok(listInvoices(ctx, c.query));
      }, "handle")
    },
    { method: "GET", path: "/bolepix/invoices/:invoiceId", auth: "access", handle: /* @__PURE__ */ __name((c) => ok(getInvoice(ctx, c.params.invoiceId)), "handle") },
    // Cards (seed §4.6–4.8, cancel assumed in PRODUCT.md §4)
    { method: "POST", path: "/api/tokenize", auth: "client", handle: /* @__PURE__ */ __name(async (c) => ok(tokenize(ctx, await c.json()), 201), "handle") },
    { method: "POST", path: "/api/sellers/:sellerId/payments", auth: "access", handle: /* @__PURE__ */ __name(async (c) => ok(createPayment(ctx, await c.json()), 201), "handle") },
    {
      method: "POST",
      path: "/api/sellers/:sellerId/payments/:paymentId/capture",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => ok(capturePayment(ctx, c.params.paymentId, await c.json({ emptyAsObject: true }))), "handle")
    },
    {
      method: "POST",
      path: "/api/sellers/:sellerId/payments/:paymentId/cancel",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => ok(cancelPayment(ctx, c.params.paymentId, await c.json({ emptyAsObject: true }))), "handle")
    },
    // Webhooks, events, notifications (seed §4.9–4.11, list assumed)
    { method: "POST", path: "/api/webhooks", auth: "access", handle: /* @__PURE__ */ __name(async (c) => ok(createWebhook(ctx, await c.json()), 201), "handle") },
    { method: "GET", path: "/api/webhooks", auth: "access", handle: /* @__PURE__ */ __name(() => ok(listWebhooks(ctx)), "handle") },
    { method: "GET", path: "/api/events", auth: "access", handle: /* @__PURE__ */ __name((c) => ok(listEvents(ctx, c.query)), "handle") },
    { method: "GET", path: "/api/notifications", auth: "access", handle: /* @__PURE__ */ __name((c) => ok(listNotifications(ctx, c.query)), "handle") },
    // Token refresh (the provider's public docs)
    {
      method: "POST",
      path: "/api/:sellerId/tokens",
      auth: "refresh",
      handle: /* @__PURE__ */ __name(async (c) => {
        const body = await c.json({ emptyAsObject: true });
        const extra = Object.keys(body);
        if (extra.length) throw fieldError(extra[0], "unknown field (the body is {})");
        return ok({ data: auth.refresh() });
      }, "handle")
    },
    // The CDN: PDFs need no credentials.
    {
      method: "GET",
      path: "/cdn/bolepix/:file",
      auth: "none",
      handle: /* @__PURE__ */ __name(async (c) => {
        const m = /^(.+)\.pdf$/.exec(c.params.file);
        if (!m) throw notFound();
        const bytes = await deps.renderPdf(pdfInput(ctx, m[1]));
        return { status: 200, raw: { bytes, contentType: "application/pdf" } };
      }, "handle")
    },
    // Sandbox-only
    {
      method: "POST",
      path: "/_sandbox/bolepix/:invoiceId/pay",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => ok(payInvoice(ctx, c.params.invoiceId, await c.json({ emptyAsObject: true }))), "handle")
    },
    {
      method: "POST",
      path: "/_sandbox/clock",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => {
        const body = await c.json({ emptyAsObject: true });
        for (const key of Object.keys(body)) if (key !== "advance") throw fieldError(key, 'unknown field (the body is {"advance": "6d"})');
        if (body.advance !== void 0) {
          const text = typeof body.advance === "string" ? body.advance.trim().replace(/^\+/, "") : "";
          const ms = parseDuration(text);
          if (ms === void 0 || ms <= 0) throw fieldError("advance", "must be a positive duration such as 6d, 12h or 30m");
          ctx.clock.advance(ms);
          ctx.store.setClockOffset(ctx.clock.offsetMs);
          deps.onClockMoved();
        }
        const moved = tick();
        return ok({ now: ctx.clock.iso(), offset_ms: ctx.clock.offsetMs, expired: moved.expired, reversed: moved.reversed });
      }, "handle")
    },
    {
      method: "POST",
      path: "/_sandbox/notifications/:notificationId/resend",
      auth: "access",
      handle: /* @__PURE__ */ __name(async (c) => {
        await c.json({ emptyAsObject: true });
        return ok(resendNotification(ctx, c.params.notificationId), 201);
      }, "handle")
    },
    { method: "GET", path: "/_sandbox/health", auth: "none", handle: /* @__PURE__ */ __name(() => ok({ status: "ok", now: ctx.clock.iso() }), "handle") }
  ];
  const router = new Router(routes);
  const handle = /* @__PURE__ */ __name(async (req, url) => {
    const method = req.method ?? "GET";
    const found = router.lookup(method, url.pathname);
    if (found.kind === "not-found") throw notFound();
    if (found.kind === "method-not-allowed") throw detailError(405, "Method Not Allowed", { allow: found.allow.join(", ") });
    const { route, params } = found.match;
    if (!auth.allows(route.auth, req.headers.authorization)) {
      throw detailError(401, route.auth === "client" ? "invalid or missing client token" : `invalid or missing ${route.auth} token`, {
        "www-authenticate": route.auth === "client" ? "ClientToken" : "Bearer"
      });
    }
    if (params.sellerId !== void 0 && params.sellerId !== ctx.settings.sellerId) throw forbidden();
    tick();
    let body;
    const call = {
      req,
      params,
      query: url.searchParams,
      json: /* @__PURE__ */ __name(async (options) => parseJsonObject(await (body ??= readBody(req)), options), "json")
    };
    return route.handle(call);
  }, "handle");
  const listener = /* @__PURE__ */ __name((req, res) => {
    const started = performance2.now();
    const url = requestUrl(req.url);
    const pathForLog = maskCardNumbers(escapeControl(url.pathname + url.search));
    void (async () => {
      let answer;
      let headers = {};
      try {
        answer = await handle(req, url);
      } catch (err) {
        if (err instanceof HttpError) {
          answer = { status: err.status, body: err.body };
          headers = err.headers;
        } else if (req.destroyed && !req.complete || res.destroyed) {
          answer = { status: 400, body: { errors: { detail: "the request was aborted" } } };
        } else {
          deps.warn(`internal error on ${req.method} ${url.pathname}: ${err?.stack ?? String(err)}`);
          answer = { status: 500, body: { errors: { detail: "internal error" } } };
        }
      }
      try {
        await ctx.store.commit();
      } catch (err) {
        deps.warn(`journal write failed: ${err.message}`);
        answer = { status: 500, body: { errors: { detail: "the sandbox could not save the change" } } };
      }
      if (res.destroyed) return;
      if (answer.raw) {
        res.writeHead(answer.status, { "content-type": answer.raw.contentType, "content-length": String(answer.raw.bytes.length), ...headers });
        res.end(answer.raw.bytes);
      } else {
        sendJson(res, answer.status, answer.body ?? {}, headers);
      }
      deps.onRequest?.({
        at: ctx.clock.iso(),
        method: req.method ?? "?",
        path: pathForLog,
        status: answer.status,
        duration_ms: Math.round((performance2.now() - started) * 10) / 10
      });
    })();
  }, "listener");
  return { listener, tick };
}
__name(createHandler, "createHandler");
function requestUrl(target) {
  try {
    return new URL(`http://sandbox.invalid${target?.startsWith("/") ? target : `/${target ?? ""}`}`);
  } catch {
    return new URL("http://sandbox.invalid/");
  }
}
__name(requestUrl, "requestUrl");
function forbidden() {
  return detailError(403, "Forbidden: the seller id is not the one of this token");
}
__name(forbidden, "forbidden");

// src/sandbox/store.ts
var KINDS = ["invoice", "token", "customer", "card", "order", "payment", "webhook", "event", "notification"];
function keyOf(kind, record) {
  if (kind === "token") return record.token;
  if (kind === "invoice") return record.invoiceId;
  return record.id;
}
__name(keyOf, "keyOf");
var Store = class {
  constructor(journal) {
    this.journal = journal;
  }
  journal;
  static {
    __name(this, "Store");
  }
  data = {
    invoice: /* @__PURE__ */ new Map(),
    token: /* @__PURE__ */ new Map(),
    customer: /* @__PURE__ */ new Map(),
    card: /* @__PURE__ */ new Map(),
    order: /* @__PURE__ */ new Map(),
    payment: /* @__PURE__ */ new Map(),
    webhook: /* @__PURE__ */ new Map(),
    event: /* @__PURE__ */ new Map(),
    notification: /* @__PURE__ */ new Map()
  };
  credentials;
  clockOffsetMs = 0;
  /** Journal lines replayed at start (to decide on compaction). */
  replayedLines = 0;
  /** Applies journaled entries (at start). Unknown kinds are ignored, so an older sandbox reads a newer file. */
  replay(entries) {
    for (const entry of entries) {
      this.replayedLines++;
      if (entry.t === "credentials") this.credentials = entry.v;
      else if (entry.t === "clock") this.clockOffsetMs = Number(entry.v.offset_ms) || 0;
      else if (KINDS.includes(entry.t)) {
        const kind = entry.t;
        const record = entry.v;
        this.data[kind].set(keyOf(kind, record), record);
      }
    }
  }
  get(kind, key) {
    return this.data[kind].get(key);
  }
  all(kind) {
    return [...this.data[kind].values()];
  }
  /** Stores a record (whole; last write wins) and queues its journal line. */
  put(kind, record) {
    ;
    this.data[kind].set(keyOf(kind, record), record);
    this.journal?.append({ t: kind, v: record });
    return record;
  }
  setCredentials(credentials) {
    this.credentials = credentials;
    this.journal?.append({ t: "credentials", v: credentials });
  }
  setClockOffset(offsetMs) {
    this.clockOffsetMs = offsetMs;
    this.journal?.append({ t: "clock", v: { offset_ms: offsetMs } });
  }
  /** Resolves once every change so far is durable. */
  commit() {
    return this.journal ? this.journal.flush() : Promise.resolve();
  }
  /** Every live record as journal entries (for compaction). */
  snapshot() {
    const out = [];
    if (this.credentials) out.push({ t: "credentials", v: this.credentials });
    if (this.clockOffsetMs) out.push({ t: "clock", v: { offset_ms: this.clockOffsetMs } });
    for (const kind of KINDS) for (const v of this.data[kind].values()) out.push({ t: kind, v });
    return out;
  }
  /** Rewrites the journal without superseded lines when more than half of it is dead weight. */
  async compactIfWorthIt() {
    if (!this.journal) return false;
    const live = this.snapshot();
    if (this.replayedLines < 1e3 || this.replayedLines < live.length * 2) return false;
    await this.journal.rewrite(live);
    return true;
  }
  async close() {
    await this.journal?.close();
  }
};

// src/sandbox/index.ts
function formatRequestLine(e) {
  return `${e.at} ${e.method} ${e.path} ${e.status} ${e.duration_ms}ms`;
}
__name(formatRequestLine, "formatRequestLine");
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = /* @__PURE__ */ __name((err) => reject(err), "onError");
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve(server.address());
    });
  });
}
__name(listen, "listen");
async function startSandbox(options = {}) {
  const warn = options.warn ?? ((m) => process.stderr.write(`warning: ${m}
`));
  const id = options.ids ?? randomId;
  const host = options.host ?? "127.0.0.1";
  let store;
  if (options.dataFile) {
    const { journal, entries } = await Journal.open(options.dataFile, warn);
    store = new Store(journal);
    store.replay(entries);
  } else {
    store = new Store();
  }
  try {
    const clock = new SandboxClock(options.now);
    clock.setOffset(store.clockOffsetMs);
    const credentials = resolveCredentials(store.credentials, options, id);
    if (JSON.stringify(credentials) !== JSON.stringify(store.credentials)) store.setCredentials(credentials);
    await store.compactIfWorthIt();
    await store.commit();
    const delivery = new DeliveryEngine(store, clock, {
      retryBaseMs: options.retryBaseMs ?? 1e3,
      retryMaxMs: options.retryMaxMs ?? 36e5,
      maxAttempts: options.maxAttempts ?? 20,
      timeoutMs: options.deliveryTimeoutMs ?? 1e4,
      random: options.random ?? Math.random,
      userAgent: "payctl-sandbox/1",
      warn
    });
    const memo = /* @__PURE__ */ new Map();
    const pdfCache = /* @__PURE__ */ new Map();
    const ctx = {
      store,
      clock,
      id,
      settings: {
        sellerId: credentials.sellerId,
        marketplaceId: credentials.marketplaceId,
        cdnUrl: "",
        defaultOrderCents: options.defaultOrderCents ?? 1e4,
        preauthDays: options.preauthDays ?? 5
      },
      deliver: /* @__PURE__ */ __name((n) => delivery.schedule(n), "deliver"),
      memo: /* @__PURE__ */ __name((key, make) => {
        if (!memo.has(key)) {
          if (memo.size > 16) memo.clear();
          memo.set(key, make());
        }
        return memo.get(key);
      }, "memo")
    };
    const auth = new Auth(store);
    const handler = createHandler({
      ctx,
      auth,
      onClockMoved: /* @__PURE__ */ __name(() => delivery.scheduleAll(), "onClockMoved"),
      renderPdf: /* @__PURE__ */ __name(async (input) => {
        const key = `${input.invoiceId}:${input.status}`;
        let pdf = pdfCache.get(key);
        if (!pdf) {
          const { renderInvoicePdf } = await import("./pdf-QTRTX5ME.js");
          pdf = await renderInvoicePdf(input);
          if (pdfCache.size >= 32) pdfCache.delete(pdfCache.keys().next().value);
          pdfCache.set(key, pdf);
        }
        return pdf;
      }, "renderPdf"),
      onRequest: /* @__PURE__ */ __name((entry) => {
        options.onRequest?.(entry);
        options.log?.(formatRequestLine(entry));
      }, "onRequest"),
      warn
    });
    const server = createServer(
      { keepAliveTimeout: 5e3, headersTimeout: 1e4, requestTimeout: 3e4, connectionsCheckingInterval: 1e3 },
      handler.listener
    );
    const address = await listen(server, options.port ?? 4010, host);
    const hostInUrl = address.family === "IPv6" || host.includes(":") ? `[${address.address}]` : host;
    const url = `http://${hostInUrl}:${address.port}`;
    ctx.settings.cdnUrl = (options.cdnUrl ?? `${url}/cdn`).replace(/\/+$/, "");
    delivery.scheduleAll();
    const ticker = setInterval(() => {
      handler.tick();
      store.commit().catch((err) => warn(`journal write failed: ${err.message}`));
    }, 6e4);
    ticker.unref();
    let closing;
    const close = /* @__PURE__ */ __name(() => closing ??= (async () => {
      clearInterval(ticker);
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 2e3);
      await closed;
      clearTimeout(force);
      await delivery.close();
      await store.close();
    })(), "close");
    return {
      url,
      host,
      port: address.port,
      sellerId: credentials.sellerId,
      get accessToken() {
        return auth.credentials.accessToken;
      },
      clientToken: credentials.clientToken,
      refreshToken: credentials.refreshToken,
      cdnUrl: ctx.settings.cdnUrl,
      ...options.dataFile ? { dataFile: options.dataFile } : {},
      flush: /* @__PURE__ */ __name(() => store.commit(), "flush"),
      close
    };
  } catch (err) {
    await store.close().catch(() => {
    });
    throw err;
  }
}
__name(startSandbox, "startSandbox");

// src/sandbox/run.ts
function signalled() {
  return new Promise((resolve) => {
    const stop = /* @__PURE__ */ __name((signal) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    }, "stop");
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
__name(signalled, "signalled");
function startError(err, options) {
  const e = err;
  if (e.code === "EADDRINUSE") {
    return new Error(`port ${options.port} on ${options.host ?? "127.0.0.1"} is in use (another sandbox?): choose another with --port, or --port 0 for a free one`);
  }
  if (e.code === "EACCES" || e.code === "EADDRNOTAVAIL") return new Error(`cannot listen on ${options.host ?? "127.0.0.1"}:${options.port}: ${e.message}`);
  return e instanceof Error ? e : new Error(String(err));
}
__name(startError, "startError");
async function runSandbox(options, io) {
  let stdoutGone = false;
  const onStdoutError = /* @__PURE__ */ __name(() => {
    stdoutGone = true;
  }, "onStdoutError");
  io.stdout.on("error", onStdoutError);
  const out = /* @__PURE__ */ __name((line) => {
    if (!stdoutGone) io.stdout.write(`${line}
`);
  }, "out");
  const stopping = options.stopSignal ?? signalled();
  let early = [];
  let sandbox;
  try {
    sandbox = await startSandbox({
      ...options,
      warn: /* @__PURE__ */ __name((m) => io.stderr.write(`warning: ${m}
`), "warn"),
      onRequest: /* @__PURE__ */ __name((entry) => {
        const line = io.json ? JSON.stringify({ event: "request", ...entry }) : formatRequestLine(entry);
        if (early) early.push(line);
        else out(line);
      }, "onRequest")
    });
  } catch (err) {
    throw startError(err, options);
  }
  try {
    const profileWrittenTo = options.setupProfile && options.writeProfile ? await options.writeProfile(options.setupProfile, sandbox) : void 0;
    if (io.json) {
      out(
        JSON.stringify({
          event: "listening",
          url: sandbox.url,
          seller_id: sandbox.sellerId,
          access_token: sandbox.accessToken,
          client_token: sandbox.clientToken,
          refresh_token: sandbox.refreshToken,
          cdn_url: sandbox.cdnUrl,
          data_file: sandbox.dataFile ?? null
        })
      );
    } else {
      out(`payctl sandbox listening on ${sandbox.url}`);
      out(`  seller id      ${sandbox.sellerId}`);
      out(`  access token   ${sandbox.accessToken}`);
      out(`  client token   ${sandbox.clientToken}`);
      out(`  refresh token  ${sandbox.refreshToken}`);
      out(`  PDFs (CDN)     ${sandbox.cdnUrl}`);
      out(`  data           ${sandbox.dataFile ?? "in memory (--data FILE keeps it across restarts)"}`);
    }
    for (const line of early ?? []) out(line);
    early = void 0;
    if (profileWrittenTo !== void 0) {
      io.stderr.write(`profile "${options.setupProfile}" written to ${profileWrittenTo}: use it with --profile ${options.setupProfile}
`);
    } else if (!io.json) {
      io.stderr.write(
        `point payctl at it with --setup-profile NAME, or:
  export PAYCTL_BASE_URL=${sandbox.url} PAYCTL_SELLER_ID=${sandbox.sellerId} PAYCTL_ACCESS_TOKEN=${sandbox.accessToken} PAYCTL_CLIENT_TOKEN=${sandbox.clientToken} PAYCTL_REFRESH_TOKEN=${sandbox.refreshToken}
Ctrl-C stops it.
`
      );
    }
    await stopping;
  } finally {
    await sandbox.close();
    io.stdout.off("error", onStdoutError);
  }
  if (!io.json) io.stderr.write("sandbox stopped\n");
}
__name(runSandbox, "runSandbox");
export {
  runSandbox
};
