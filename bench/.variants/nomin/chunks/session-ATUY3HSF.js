import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  terminalSafeJson
} from "./chunk-JQQIIRUP.js";
import {
  matchesAny,
  resourceIdOf
} from "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import "./chunk-XCPYBW27.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  formatTime
} from "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  PayctlError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/listen/session.ts
import { closeSync, fchmodSync, openSync } from "node:fs";

// src/services/listen/batch-writer.ts
import { fdatasync, write } from "node:fs";
var BatchWriter = class {
  constructor(writeChunk) {
    this.writeChunk = writeChunk;
  }
  writeChunk;
  static {
    __name(this, "BatchWriter");
  }
  queue = [];
  waiters = [];
  busy = false;
  failure;
  idle = [];
  /** Queues a text; `done` runs once it has been written (with the error if writing failed). */
  write(text, done) {
    if (this.failure) {
      done(this.failure);
      return;
    }
    this.queue.push(text);
    this.waiters.push(done);
    if (!this.busy) {
      this.busy = true;
      setImmediate(this.flushNow);
    }
  }
  flushNow = /* @__PURE__ */ __name(() => this.flushNext(), "flushNow");
  /** Resolves once everything queued so far is written (or failed). */
  drained() {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
  flushNext() {
    if (this.queue.length === 0) {
      this.busy = false;
      const idle = this.idle;
      this.idle = [];
      for (const f of idle) f();
      return;
    }
    this.busy = true;
    const text = this.queue.length === 1 ? this.queue[0] : this.queue.join("");
    const waiters = this.waiters;
    this.queue = [];
    this.waiters = [];
    this.writeChunk(text, (err) => {
      if (err && !this.failure) this.failure = err;
      for (const w of waiters) w(err ?? null);
      this.flushNext();
    });
  }
};
function streamWriter(stream) {
  return new BatchWriter((text, done) => {
    stream.write(text, (err) => done(err));
  });
}
__name(streamWriter, "streamWriter");
function fileWriter(fd) {
  return new BatchWriter((text, done) => {
    const buf = Buffer.from(text, "utf8");
    const writeFrom = /* @__PURE__ */ __name((offset) => {
      write(fd, buf, offset, buf.length - offset, null, (err, n) => {
        if (err) return done(err);
        if (offset + n < buf.length) return writeFrom(offset + n);
        fdatasync(fd, (syncErr) => done(syncErr));
      });
    }, "writeFrom");
    writeFrom(0);
  });
}
__name(fileWriter, "fileWriter");

// src/services/listen/presenter.ts
var NEEDS_REWRITE = /[\n\r\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
function notificationJsonLine(n) {
  const body = NEEDS_REWRITE.test(n.raw) ? terminalSafeJson(JSON.stringify(n.body)) : n.raw.trim();
  return `{"received_at":"${n.receivedAt}","id":${n.id === null ? "null" : terminalSafeJson(JSON.stringify(n.id))},"event":${n.event === null ? "null" : terminalSafeJson(JSON.stringify(n.event))},"repeat":${n.repeat},"status":${n.status},"body":${body}}
`;
}
__name(notificationJsonLine, "notificationJsonLine");
function describeForward(f, c) {
  switch (f.kind) {
    case "answered": {
      const ok = f.status >= 200 && f.status < 300;
      const what = `app ${f.status} in ${f.ms} ms`;
      return ok ? c.green(what) : c.red(f.status >= 300 && f.status < 400 ? `${what} (a redirect counts as a failure)` : what);
    }
    case "down":
      return c.red(`app down: ${escapeControl(f.detail)}`);
    case "timeout":
      return c.red(`app too slow: no answer within ${f.ms} ms`);
    case "acknowledged":
      return c.dim("already acknowledged by the app: not forwarded again");
    case "held":
      return c.dim("failed on purpose (--fail-first): not forwarded");
  }
}
__name(describeForward, "describeForward");
function notificationHumanLine(n, c) {
  const resource = resourceIdOf(n.body.data);
  const ok = n.status >= 200 && n.status < 300;
  const parts = [
    formatTime(n.receivedAt),
    c.cyan(escapeControl(n.event ?? "(no event name)").padEnd(22)),
    escapeControl(resource ?? "-"),
    ok ? c.green(String(n.status)) : c.red(String(n.status))
  ];
  if (n.repeat > 0) parts.push(c.yellow(`(repeat ${n.repeat})`));
  if (n.forward) parts.push(describeForward(n.forward, c));
  parts.push(c.dim(n.id === null ? "no event id" : `event ${escapeControl(n.id)}`));
  return `${parts.join("  ")}
`;
}
__name(notificationHumanLine, "notificationHumanLine");
var WARN_EVERY_MS = 2e3;
var ListenPresenter = class {
  constructor(options) {
    this.options = options;
    this.out = streamWriter(options.stdout);
    options.stdout.on("error", () => void 0);
    if (options.outputFd !== void 0) this.file = fileWriter(options.outputFd);
    this.now = options.now ?? Date.now;
  }
  options;
  static {
    __name(this, "ListenPresenter");
  }
  out;
  file;
  lastWarned = /* @__PURE__ */ new Map();
  suppressed = /* @__PURE__ */ new Map();
  now;
  notification(n, done) {
    const o = this.options;
    const json = o.json || this.file ? this.jsonLine(n) : "";
    const text = o.json ? json : o.redact(notificationHumanLine(n, o.colors));
    if (!this.file) {
      this.out.write(text, done);
      return;
    }
    let pending = 2;
    let failure = null;
    const one = /* @__PURE__ */ __name((err) => {
      if (err && !failure) failure = err;
      if (--pending === 0) done(failure);
    }, "one");
    this.file.write(json, one);
    this.out.write(text, one);
  }
  /**
   * The notification's JSON line, redacted. Masking the line as text would cut into JSON numbers (the digits of a
   * float such as 0.30000000000000004 can pass Luhn) and break the line: when masking changes anything, the line is
   * rebuilt from the body masked value by value (strings and keys as text, an integer card number as its masked string).
   */
  jsonLine(n) {
    const redact = this.options.redact;
    const line = notificationJsonLine(n);
    if (redact(line) === line) return line;
    const mask = /* @__PURE__ */ __name((v, depth) => {
      if (typeof v === "string") return redact(v);
      if (typeof v === "number" && Number.isInteger(v) && Math.abs(v) >= 1e12 && Math.abs(v) < 1e19) return redact(String(v)) === String(v) ? v : redact(String(v));
      if (depth > 64 || v === null || typeof v !== "object") return v;
      if (Array.isArray(v)) return v.map((x) => mask(x, depth + 1));
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [redact(k), mask(x, depth + 1)]));
    }, "mask");
    const body = mask(n.body, 0);
    return notificationJsonLine({ ...n, id: n.id === null ? null : redact(n.id), event: n.event === null ? null : redact(n.event), body, raw: JSON.stringify(body) });
  }
  event(e) {
    const c = this.options.errColors;
    switch (e.type) {
      case "listening":
        this.printStartup(e.url);
        return;
      case "rejected":
        this.warnThrottled(
          `rejected:${e.reason}`,
          `answered ${e.status} to ${escapeControl(e.method)} ${escapeControl(e.path.slice(0, 100))} from ${e.remote}: ${e.detail} (not printed)`
        );
        return;
      case "client-error":
        this.warnThrottled(
          `client:${e.code}`,
          e.code === "ERR_HTTP_REQUEST_TIMEOUT" || e.code === "ERR_HTTP_HEADERS_TIMEOUT" ? `cut a connection from ${e.remote}: its request was too slow to arrive` : `cut a connection from ${e.remote}: malformed HTTP (${escapeControl(e.code)})`
        );
        return;
      case "forward-address":
        this.info(`the app at ${escapeControl(e.url)} answered from ${e.address}`);
        return;
      case "output-failed":
        this.options.stderr.write(`${c.red("error:")} cannot write notifications (${escapeControl(e.error.message)}); answering 503 from now on and stopping
`);
        return;
      case "stopping":
        this.info(`stopping${e.inFlight ? `: finishing ${e.inFlight} request${e.inFlight === 1 ? "" : "s"} in flight` : ""}\u2026`);
        return;
      case "stopped": {
        this.flushSuppressed();
        const s = e.stats;
        this.info(
          `stopped: ${s.received} notification${s.received === 1 ? "" : "s"} received (${s.repeats} repeat${s.repeats === 1 ? "" : "s"}), ${s.printed} printed, ${s.filtered} filtered out by --event, ${s.rejected} rejected`
        );
        return;
      }
      case "filtered":
        return;
    }
  }
  /** Resolves once every line handed over so far is written. */
  async drained() {
    await Promise.all([this.out.drained(), this.file?.drained()]);
  }
  /** Start-up lines: human mode on stdout (with the notifications), --json mode on stderr (stdout is JSON only). */
  printStartup(url) {
    const o = this.options;
    const c = o.json ? o.errColors : o.colors;
    const s = o.startup;
    const lines = [`${c.green("listening on")} ${url}  ${c.dim("(POST notifications here; GET /health answers 200)")}`];
    if (s.generatedToken) {
      lines.push(`authorization token (generated): ${s.generatedToken}`);
      lines.push(
        c.dim(
          s.registering ? "  notifications must carry it in the Authorization header" : `  notifications must carry it in the Authorization header; register it: payctl webhook create --target URL --event PATTERN --authorization ${s.generatedToken}`
        )
      );
    } else {
      lines.push("authorization token: as given with --authorization");
    }
    lines.push(c.dim("the sandbox reaches this URL directly; the real service cannot: give it a public URL (a tunnel such as cloudflared or ngrok) that leads here"));
    if (s.patterns) lines.push(`printing only ${s.patterns.join(", ")} (other events are answered 200 and not shown)`);
    if (s.forwardTo) lines.push(`forwarding to ${escapeControl(s.forwardTo)} (the service gets the app's status; 502 when it is down, 504 after ${Math.round((s.forwardTimeoutMs ?? 9e3) / 100) / 10}s)`);
    if (s.respondStatus !== void 0 && !s.failFirst) lines.push(c.yellow(`answering ${s.respondStatus} to every notification (--respond)`));
    if (s.failFirst) lines.push(c.yellow(`answering ${s.respondStatus ?? 500} to the first ${s.failFirst} deliver${s.failFirst === 1 ? "y" : "ies"} of each event (--fail-first), then ${s.forwardTo ? "the app's status" : "200"}`));
    if (s.outputFile) lines.push(`appending JSON lines to ${escapeControl(s.outputFile)}`);
    lines.push(c.dim("Ctrl-C to stop"));
    const text = `${lines.join("\n")}
`;
    if (o.json) o.stderr.write(text);
    else this.out.write(text, () => void 0);
  }
  info(text) {
    this.options.stderr.write(`${text}
`);
  }
  warnThrottled(key, text) {
    const now = this.now();
    const last = this.lastWarned.get(key);
    if (last !== void 0 && now - last < WARN_EVERY_MS) {
      this.suppressed.set(key, { count: (this.suppressed.get(key)?.count ?? 0) + 1, text });
      return;
    }
    const more = this.suppressed.get(key)?.count ?? 0;
    this.suppressed.delete(key);
    this.lastWarned.set(key, now);
    this.options.stderr.write(`${this.options.errColors.yellow("warning:")} ${text}${more ? ` (and ${more} more like it)` : ""}
`);
  }
  flushSuppressed() {
    for (const { count, text } of this.suppressed.values()) {
      this.options.stderr.write(`${this.options.errColors.yellow("warning:")} ${count} more like this, the last: ${text}
`);
    }
    this.suppressed.clear();
  }
};

// src/services/listen/receiver.ts
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

// src/services/listen/forwarder.ts
import http from "node:http";
import https from "node:https";
var NOT_RELAYED = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "host",
  "content-length",
  "expect"
]);
var MAX_APP_ANSWER = 64 * 1024;
function describeNetError(err) {
  const parts = (err.errors?.length ? err.errors : [err]).map((e) => {
    const where = e.address ? ` at ${e.address.includes(":") ? `[${e.address}]` : e.address}:${e.port}` : "";
    const what = e.code === "ECONNREFUSED" ? "connection refused" : e.code === "ECONNRESET" ? "connection reset" : e.code ?? e.message;
    return `${what}${where}`;
  });
  return [...new Set(parts)].join(", ");
}
__name(describeNetError, "describeNetError");
var Forwarder = class {
  constructor(url, timeoutMs, onAddress) {
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.onAddress = onAddress;
    const secure = url.protocol === "https:";
    this.client = secure ? https : http;
    const options = { keepAlive: true, maxSockets: 256, keepAliveMsecs: 1e3 };
    this.agent = secure ? new https.Agent(options) : new http.Agent(options);
  }
  url;
  timeoutMs;
  onAddress;
  static {
    __name(this, "Forwarder");
  }
  agent;
  client;
  lastAddress;
  /** Sends one notification; never throws. */
  forward(headers, body) {
    const out = {};
    for (const [k, v] of Object.entries(headers)) if (v !== void 0 && !NOT_RELAYED.has(k)) out[k] = v;
    out["content-length"] = String(body.length);
    const t0 = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = /* @__PURE__ */ __name((r) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(r);
      }, "finish");
      const req = this.client.request({
        protocol: this.url.protocol,
        hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
        port: this.url.port || void 0,
        path: this.url.pathname + this.url.search,
        method: "POST",
        headers: { ...out, host: this.url.host },
        agent: this.agent
      });
      const timer = setTimeout(() => {
        finish({ outcome: { kind: "timeout", ms: this.timeoutMs } });
        req.destroy();
      }, this.timeoutMs);
      req.on("response", (res) => {
        const socket = res.socket;
        const address = socket?.remoteAddress ? `${socket.remoteAddress.includes(":") ? `[${socket.remoteAddress}]` : socket.remoteAddress}:${socket.remotePort}` : "?";
        if (address !== this.lastAddress) {
          this.lastAddress = address;
          this.onAddress(address);
        }
        const chunks = [];
        let size = 0;
        res.on("data", (c) => {
          if (size < MAX_APP_ANSWER) chunks.push(c);
          size += c.length;
        });
        res.on("end", () => {
          finish({
            outcome: { kind: "answered", status: res.statusCode ?? 502, ms: Math.round(performance.now() - t0), address },
            body: Buffer.concat(chunks).subarray(0, MAX_APP_ANSWER),
            contentType: typeof res.headers["content-type"] === "string" ? res.headers["content-type"] : void 0
          });
        });
        res.on("error", (err) => finish({ outcome: { kind: "down", detail: `answer cut: ${describeNetError(err)}` } }));
      });
      req.on("error", (err) => finish({ outcome: { kind: "down", detail: describeNetError(err) } }));
      req.end(body);
    });
  }
  close() {
    this.agent.destroy();
  }
};

// src/services/listen/receiver.ts
var MiB = 1024 * 1024;
var JSON_TYPE = /^\s*(application\/([\w.+-]*\+)?json|text\/json)\s*(;|$)/i;
var DRAIN_LIMIT = 16 * MiB;
var REASON_TEXT = {
  method: "only POST is accepted",
  auth: "wrong or missing Authorization",
  "too-large": "body larger than 1 MiB",
  "media-type": "Content-Type is not JSON",
  "invalid-json": "body is not valid JSON",
  "not-object": "body is not a JSON object"
};
var digest = /* @__PURE__ */ __name((s) => createHash("sha256").update(s).digest(), "digest");
function remoteOf(req) {
  const s = req.socket;
  return s.remoteAddress ? `${s.remoteAddress.includes(":") ? `[${s.remoteAddress}]` : s.remoteAddress}:${s.remotePort}` : "?";
}
__name(remoteOf, "remoteOf");
function send(res, status, body, contentType = "application/json") {
  res.writeHead(status, ["content-type", contentType, "content-length", String(Buffer.byteLength(body))]);
  res.end(body);
}
__name(send, "send");
var RECEIVED = '{"received":true}';
var RECEIVED_HEADERS = ["content-type", "application/json", "content-length", String(RECEIVED.length)];
function sendReceived(res, status) {
  res.writeHead(status, RECEIVED_HEADERS);
  res.end(RECEIVED);
}
__name(sendReceived, "sendReceived");
var Receiver = class {
  constructor(options, observer) {
    this.options = options;
    this.observer = observer;
    this.expected = digest(options.token);
    this.maxBody = options.maxBodyBytes ?? MiB;
    this.maxIds = options.maxRememberedIds ?? 2e5;
    if (options.forwardTo) {
      this.forwarder = new Forwarder(
        options.forwardTo,
        options.forwardTimeoutMs ?? 9e3,
        (address) => this.observer.event({ type: "forward-address", url: options.forwardTo.href, address })
      );
    }
    this.server = createServer(
      {
        // Node enforces these two only every connectionsCheckingInterval (30 s by default): 1 s makes them real.
        headersTimeout: options.headersTimeoutMs ?? 1e4,
        requestTimeout: options.requestTimeoutMs ?? 15e3,
        connectionsCheckingInterval: options.checkIntervalMs ?? 1e3,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 5e3
      },
      (req, res) => this.onRequest(req, res)
    );
    this.server.maxConnections = Number.POSITIVE_INFINITY;
    this.server.on("clientError", (err, socket) => this.onClientError(err, socket));
  }
  options;
  observer;
  static {
    __name(this, "Receiver");
  }
  stats = { received: 0, printed: 0, filtered: 0, repeats: 0, rejected: 0 };
  server;
  expected;
  /** How many times each event id was received (numbers, not objects: cheap to keep many). */
  seen = /* @__PURE__ */ new Map();
  /** Per event id, what the app answered (only with --forward-to). */
  forwarded = /* @__PURE__ */ new Map();
  forwarder;
  maxBody;
  maxIds;
  inFlight = 0;
  idleWaiters = [];
  outputBroken = false;
  stopping;
  address;
  noIdCount = 0;
  /** Starts listening; resolves with the URL once connections are accepted. */
  async start() {
    await new Promise((resolve, reject) => {
      const onError = /* @__PURE__ */ __name((err) => reject(err), "onError");
      this.server.once("error", onError);
      this.server.listen({ host: this.options.host, port: this.options.port, backlog: 1024 }, () => {
        this.server.off("error", onError);
        resolve();
      });
    });
    this.address = this.server.address();
    const url = this.url;
    this.observer.event({ type: "listening", url, host: this.address.address, port: this.address.port });
    return url;
  }
  /** `http://127.0.0.1:PORT` (a wildcard host is shown as 127.0.0.1). */
  get url() {
    const a = this.address;
    if (!a) throw new Error("not listening");
    const host = a.address === "0.0.0.0" || a.address === "::" ? "127.0.0.1" : a.address;
    return `http://${host.includes(":") ? `[${host}]` : host}:${a.port}`;
  }
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes every connection. */
  stop() {
    this.stopping ??= (async () => {
      this.observer.event({ type: "stopping", inFlight: this.inFlight });
      const closed = new Promise((resolve) => this.server.close(() => resolve()));
      this.server.closeIdleConnections();
      if (this.inFlight > 0) {
        let timer;
        await Promise.race([
          new Promise((resolve) => this.idleWaiters.push(resolve)),
          new Promise((resolve) => timer = setTimeout(resolve, this.options.stopGraceMs ?? (this.options.forwardTimeoutMs ?? 9e3) + 3e3))
        ]);
        clearTimeout(timer);
      }
      this.server.closeAllConnections();
      await closed;
      this.forwarder?.close();
      this.observer.event({ type: "stopped", stats: { ...this.stats } });
    })();
    return this.stopping;
  }
  /** Cuts every connection now (a second Ctrl-C): unanswered notifications will be retried by the service. */
  abort() {
    this.server.closeAllConnections();
  }
  onClientError(err, socket) {
    const code = err.code ?? "ERR";
    if (code !== "ECONNRESET" && code !== "EPIPE") {
      this.observer.event({ type: "client-error", code, remote: socket.remoteAddress ?? "?" });
    }
    if (socket.writable && !socket.destroyed) {
      const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
      socket.end(`HTTP/1.1 ${status}\r
Connection: close\r
Content-Length: 0\r
\r
`);
    }
    socket.destroy();
  }
  onRequest(req, res) {
    this.inFlight++;
    res.once("close", () => {
      if (--this.inFlight === 0 && this.idleWaiters.length) {
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const w of waiters) w();
      }
    });
    if (this.stopping) {
      res.setHeader("connection", "close");
      send(res, 503, '{"error":"the listener is stopping"}');
      req.resume();
      return;
    }
    if (req.method !== "POST") {
      if ((req.method === "GET" || req.method === "HEAD") && (req.url === "/health" || req.url?.startsWith("/health?"))) {
        send(res, 200, '{"status":"ok"}');
        return;
      }
      res.setHeader("allow", "POST");
      return this.reject(req, res, 405, "method");
    }
    const auth = req.headers.authorization;
    if (!timingSafeEqual(digest(auth ?? ""), this.expected) || auth === void 0) return this.reject(req, res, 401, "auth");
    const length = req.headers["content-length"];
    if (length !== void 0 && Number(length) > this.maxBody) return this.reject(req, res, 413, "too-large");
    const type = req.headers["content-type"];
    if (type !== void 0 && type !== "application/json" && !JSON_TYPE.test(type)) return this.reject(req, res, 415, "media-type");
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > this.maxBody) {
        tooLarge = true;
        chunks.length = 0;
        this.reject(req, res, 413, "too-large");
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!tooLarge) this.onBody(req, res, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
  }
  /** Answers an error at once; the rest of the request is read and dropped (up to a limit) so the client sees it. */
  reject(req, res, status, reason) {
    this.stats.rejected++;
    this.observer.event({ type: "rejected", status, reason, method: req.method ?? "?", path: req.url ?? "", remote: remoteOf(req), detail: REASON_TEXT[reason] });
    if (!req.complete) {
      let drained = 0;
      req.on("data", (chunk) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT) req.socket.destroy();
      });
      req.resume();
    }
    if (!res.headersSent) send(res, status, JSON.stringify({ error: REASON_TEXT[reason] }));
  }
  onBody(req, res, buf) {
    const raw = buf.toString("utf8");
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.reject(req, res, 400, "invalid-json");
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) return this.reject(req, res, 400, "not-object");
    const payload = body;
    const id = typeof payload.id === "string" ? payload.id : null;
    const event = typeof payload.event === "string" ? payload.event : null;
    this.stats.received++;
    let repeat = 0;
    if (id !== null) {
      const before = this.seen.get(id);
      if (before === void 0) {
        this.seen.set(id, 1);
        if (this.seen.size > this.maxIds) this.seen.delete(this.seen.keys().next().value);
      } else {
        repeat = before;
        this.seen.set(id, before + 1);
        this.stats.repeats++;
      }
    }
    if (this.options.patterns && !matchesAny(event ?? "", this.options.patterns)) {
      this.stats.filtered++;
      this.observer.event({ type: "filtered", id, event });
      sendReceived(res, 200);
      return;
    }
    const base = { receivedAt: (/* @__PURE__ */ new Date()).toISOString(), id, event, repeat, body, raw };
    const failFirst = this.options.failFirst ?? 0;
    const nth = id !== null ? repeat : this.noIdCount++;
    if (nth < failFirst) {
      return this.answer(res, { ...base, status: this.options.respondStatus ?? 500, forward: this.forwarder ? { kind: "held" } : void 0 });
    }
    if (this.options.respondStatus !== void 0 && failFirst === 0) return this.answer(res, { ...base, status: this.options.respondStatus });
    if (!this.forwarder) return this.answer(res, { ...base, status: 200 });
    let state;
    if (id !== null) {
      state = this.forwarded.get(id);
      if (!state) {
        state = { acked: false };
        this.forwarded.set(id, state);
        if (this.forwarded.size > this.maxIds) this.forwarded.delete(this.forwarded.keys().next().value);
      }
    }
    void this.forwardAndAnswer(req, res, buf, base, state);
  }
  async forwardAndAnswer(req, res, buf, base, state) {
    while (state?.pending) await state.pending;
    if (state?.acked) return this.answer(res, { ...base, status: 200, forward: { kind: "acknowledged" } });
    let release;
    if (state) state.pending = new Promise((r) => release = r);
    let result;
    try {
      result = await this.forwarder.forward(req.headers, buf);
    } catch (err) {
      result = { outcome: { kind: "down", detail: err.message } };
    }
    const outcome = result.outcome;
    const status = outcome.kind === "answered" ? outcome.status : outcome.kind === "timeout" ? 504 : 502;
    if (state) {
      if (status >= 200 && status < 300) state.acked = true;
      state.pending = void 0;
    }
    release?.();
    const answerBody = outcome.kind === "answered" ? result.body : void 0;
    this.answer(res, { ...base, status, forward: outcome }, answerBody, result.contentType);
  }
  /** Hands the notification to the observer, then answers once it is printed (503 if printing failed). */
  answer(res, n, appBody, appType) {
    if (this.outputBroken) {
      send(res, 503, '{"error":"the listener cannot record notifications"}');
      return;
    }
    this.observer.notification(n, (err) => {
      if (err) {
        if (!this.outputBroken) {
          this.outputBroken = true;
          this.observer.event({ type: "output-failed", error: err });
        }
        send(res, 503, '{"error":"the listener cannot record notifications"}');
        return;
      }
      this.stats.printed++;
      if (appBody !== void 0) send(res, n.status, appBody, appType ?? "application/octet-stream");
      else if (n.forward && n.forward.kind !== "answered" && n.forward.kind !== "acknowledged" && n.forward.kind !== "held") {
        send(res, n.status, JSON.stringify({ error: n.forward.kind === "timeout" ? `the app did not answer within ${n.forward.ms} ms` : `the app is down: ${n.forward.detail}` }));
      } else if (n.status >= 200 && n.status < 300) sendReceived(res, n.status);
      else send(res, n.status, `{"error":"answered ${n.status} on purpose"}`);
    });
  }
};

// src/services/listen/session.ts
function openOutput(file) {
  try {
    const fd = openSync(file, "a", 384);
    fchmodSync(fd, 384);
    return fd;
  } catch (err) {
    throw new UsageError(`--output ${file}: cannot open it for appending (${err.code ?? err.message})`);
  }
}
__name(openOutput, "openOutput");
async function runListenSession(o) {
  const fd = o.outputFile ? openOutput(o.outputFile) : void 0;
  const startup = {
    generatedToken: o.generatedToken,
    patterns: o.receiver.patterns,
    forwardTo: o.forwardUrl,
    forwardTimeoutMs: o.receiver.forwardTimeoutMs,
    respondStatus: o.receiver.respondStatus,
    failFirst: o.receiver.failFirst,
    outputFile: o.outputFile,
    registering: Boolean(o.register)
  };
  const presenter = new ListenPresenter({ json: o.json, stdout: o.stdout, stderr: o.stderr, colors: o.colors, errColors: o.errColors, outputFd: fd, redact: o.redact, startup });
  let outputFailed;
  const failed = new Promise((resolve) => outputFailed = resolve);
  const receiver = new Receiver(o.receiver, {
    notification: /* @__PURE__ */ __name((n, done) => presenter.notification(n, done), "notification"),
    event: /* @__PURE__ */ __name((e) => {
      presenter.event(e);
      if (e.type === "output-failed") outputFailed();
    }, "event")
  });
  const onForce = /* @__PURE__ */ __name(() => receiver.abort(), "onForce");
  o.force.addEventListener("abort", onForce, { once: true });
  try {
    try {
      await receiver.start();
    } catch (err) {
      const code = err.code;
      const where = `${o.receiver.host}:${o.receiver.port}`;
      if (code === "EADDRINUSE") throw new PayctlError(`cannot listen on ${where}: the port is in use (another payctl listen?); pick another with --port, or --port 0 for a free one`);
      if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") throw new UsageError(`cannot listen on ${where}: no such local address (--host)`);
      if (code === "EACCES") throw new PayctlError(`cannot listen on ${where}: permission denied (ports below 1024 need privileges)`);
      throw err;
    }
    if (o.register) {
      const target = o.register.publicUrl ?? receiver.url;
      let id;
      try {
        id = await o.register.create(target);
      } catch (err) {
        await receiver.stop();
        throw err;
      }
      const note = `registered webhook${id ? ` ${escapeControl(id)}` : ""} \u2192 ${escapeControl(target)} for ${o.register.events.join(", ")}
  it stays registered after this listener stops: remove it in the account interface (profile and preferences \u2192 notifications); the API documents no way to delete it
`;
      if (o.json) o.stderr.write(note);
      else o.stdout.write(o.redact(note));
    }
    let outputBroke = false;
    if (!o.stop.aborted) {
      await Promise.race([
        failed.then(() => outputBroke = true),
        new Promise((resolve) => o.stop.addEventListener("abort", () => resolve(), { once: true }))
      ]);
    }
    await receiver.stop();
    await presenter.drained();
    if (outputBroke) throw new PayctlError("stopped because notifications could not be written (stdout or the --output file failed)");
    return { ...receiver.stats };
  } finally {
    o.force.removeEventListener("abort", onForce);
    if (fd !== void 0) closeSync(fd);
  }
}
__name(runListenSession, "runListenSession");
export {
  runListenSession
};
