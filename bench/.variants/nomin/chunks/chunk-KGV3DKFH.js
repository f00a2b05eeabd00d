import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  import_agent
} from "./chunk-5K5E3MTV.js";
import {
  issuesFromZod
} from "./chunk-GA2WNB5H.js";
import {
  escapeControl,
  redactText,
  redactValue
} from "./chunk-P44WCTOI.js";
import {
  ApiError,
  AuthError,
  InterruptedError,
  NetworkError,
  PayctlError,
  RateLimitedError,
  TimeoutError,
  UnknownOutcomeError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/error-body.ts
import { STATUS_CODES } from "node:http";
var MAX_MESSAGE = 300;
function clip(text) {
  const one = escapeControl(text.replace(/\s+/g, " ").trim());
  return one.length > MAX_MESSAGE ? `${one.slice(0, MAX_MESSAGE - 1)}\u2026` : one;
}
__name(clip, "clip");
function asText(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return v.map(asText).filter(Boolean).join(", ");
  if (v && typeof v === "object") {
    const o = v;
    return asText(o.message ?? o.description ?? o.detail ?? o.error) ?? JSON.stringify(v);
  }
  return void 0;
}
__name(asText, "asText");
function messageFromJson(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return void 0;
  const o = body;
  if (o.errors && typeof o.errors === "object" && !Array.isArray(o.errors)) {
    const errors = o.errors;
    if (typeof errors.detail === "string" && Object.keys(errors).length === 1) return { message: clip(errors.detail) };
    const fields = Object.entries(errors).map(([path, msgs]) => ({ path, message: asText(msgs) ?? "invalid" }));
    if (fields.length > 0) {
      return { message: clip(fields.map((f) => f.path === "detail" ? f.message : `${f.path}: ${f.message}`).join("; ")), details: fields };
    }
  }
  if (Array.isArray(o.errors) && o.errors.length > 0) {
    return { message: clip(o.errors.map(asText).join("; ")), details: o.errors };
  }
  if (typeof o.message === "string") {
    const details = Array.isArray(o.details) ? o.details : void 0;
    const descriptions = (details ?? []).map((d) => d && typeof d === "object" ? asText(d.description) : asText(d)).filter((d) => Boolean(d));
    const head = o.message.trim();
    if (head !== "" || descriptions.length > 0) {
      const msg = descriptions.length === 0 ? head : head === "" ? descriptions.join("; ") : `${head}: ${descriptions.join("; ")}`;
      return { message: clip(msg), details };
    }
  }
  if (o.error !== void 0) {
    const t = asText(o.error);
    if (t) return { message: clip(t) };
  }
  if (typeof o.detail === "string") return { message: clip(o.detail) };
  return void 0;
}
__name(messageFromJson, "messageFromJson");
function fromHtml(html) {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const pick = (title ?? h1)?.replace(/<[^>]+>/g, "").trim();
  if (pick) return pick;
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, "").replace(/<[^>]+>/g, " ");
  return text.trim() || void 0;
}
__name(fromHtml, "fromHtml");
function describeErrorBody(status, body, rawText, contentType = "") {
  const prefix = `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ""}`;
  const fromJson = messageFromJson(body);
  if (fromJson) return { message: withoutRepeatedStatus(prefix, STATUS_CODES[status], fromJson.message), details: fromJson.details };
  const text = rawText.trim();
  if (text === "") return { message: `${prefix} (empty response)` };
  if (/html/i.test(contentType) || /^<(!doctype|html|head|body)/i.test(text)) {
    const h = fromHtml(text);
    return { message: h ? `${prefix}: ${clip(h)} (HTML error page)` : `${prefix} (HTML error page)` };
  }
  if (typeof body === "string" || body === void 0) return { message: `${prefix}: ${clip(text.split("\n")[0] ?? text)}` };
  return { message: `${prefix}: ${clip(text)}` };
}
__name(describeErrorBody, "describeErrorBody");
function withoutRepeatedStatus(prefix, statusText, message) {
  if (statusText) {
    const lower = message.toLowerCase();
    const st = statusText.toLowerCase();
    if (lower === st || lower === `${st}.`) return prefix;
    if (lower.startsWith(`${st}: `)) return `${prefix}: ${message.slice(statusText.length + 2)}`;
  }
  return `${prefix}: ${message}`;
}
__name(withoutRepeatedStatus, "withoutRepeatedStatus");

// src/api/json-stream.ts
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var COLON = 58;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var JsonStreamError = class extends Error {
  static {
    __name(this, "JsonStreamError");
  }
};
var isSpace = /* @__PURE__ */ __name((b) => b === 32 || b === 10 || b === 13 || b === 9, "isSpace");
var ListScanner = class {
  constructor(onElement) {
    this.onElement = onElement;
  }
  onElement;
  static {
    __name(this, "ListScanner");
  }
  depth = 0;
  inString = false;
  escaped = false;
  kind;
  finished = false;
  offset = 0;
  /** The depth whose elements are split out: 1 for a bare array, 2 inside `"data": [`, 0 when none (yet). */
  elementDepth = 0;
  element = [];
  elementCount = 0;
  /** An object's bytes outside its `data` array. */
  outer = [];
  // Object members: the key of the member being read, captured while it is a depth-1 string in key position.
  expectingKey = false;
  keyBytes;
  key;
  afterColon = false;
  push(chunk) {
    let elementStart = this.element.length ? 0 : -1;
    let outerStart = this.kind === "object" && this.elementDepth === 0 && !this.finished ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (this.inString) {
        if (this.keyBytes) this.keyBytes.push(b);
        if (this.escaped) this.escaped = false;
        else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) {
          this.inString = false;
          if (this.keyBytes) {
            this.key = JSON.parse(Buffer.from(this.keyBytes).toString("utf8"));
            this.keyBytes = void 0;
          }
        }
        continue;
      }
      if (this.finished) {
        if (!isSpace(b)) throw new JsonStreamError(`unexpected data after the end of the JSON answer at byte ${this.offset + i}`);
        continue;
      }
      if (this.depth === 0) {
        if (isSpace(b)) continue;
        if (b === OPEN_BRACKET) {
          this.kind = "array";
          this.elementDepth = 1;
        } else if (b === OPEN_BRACE) {
          this.kind = "object";
          this.expectingKey = true;
          outerStart = i;
        } else throw new JsonStreamError(`expected a JSON array or object at byte ${this.offset + i}`);
        this.depth = 1;
        continue;
      }
      if (this.elementDepth && this.depth === this.elementDepth) {
        if (b === COMMA || b === CLOSE_BRACKET) {
          if (elementStart >= 0) this.element.push(chunk.subarray(elementStart, i));
          elementStart = -1;
          this.endElement(b === CLOSE_BRACKET, this.offset + i);
          if (b === CLOSE_BRACKET) {
            this.depth--;
            if (this.kind === "array") this.finished = true;
            else {
              this.elementDepth = 0;
              this.outer.push(Buffer.from("]"));
              outerStart = i + 1;
            }
          }
          continue;
        }
        if (elementStart < 0 && !isSpace(b)) elementStart = i;
      }
      if (b === QUOTE) {
        this.inString = true;
        if (this.depth === 1) this.afterColon = false;
        if (this.kind === "object" && this.depth === 1 && this.expectingKey) {
          this.keyBytes = [b];
          this.expectingKey = false;
        }
        continue;
      }
      if (this.kind === "object" && this.depth === 1) {
        if (b === COLON) {
          this.afterColon = true;
          continue;
        }
        if (b === COMMA) {
          this.expectingKey = true;
          this.key = void 0;
          continue;
        }
        if (this.afterColon && !isSpace(b)) {
          this.afterColon = false;
          if (b === OPEN_BRACKET && this.key === "data" && this.elementDepth === 0 && this.elementCount === 0) {
            this.outer.push(chunk.subarray(outerStart, i + 1));
            outerStart = -1;
            this.depth = 2;
            this.elementDepth = 2;
            continue;
          }
        }
      }
      if (b === OPEN_BRACKET || b === OPEN_BRACE) this.depth++;
      else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) {
        this.depth--;
        if (this.depth === 0) {
          this.finished = true;
          if (outerStart >= 0) this.outer.push(chunk.subarray(outerStart, i + 1));
          outerStart = -1;
        }
      }
    }
    if (elementStart >= 0) this.element.push(Buffer.from(chunk.subarray(elementStart)));
    if (outerStart >= 0) this.outer.push(Buffer.from(chunk.subarray(outerStart)));
    this.offset += chunk.length;
  }
  endElement(closing, at) {
    const bytes = this.element.length === 1 ? this.element[0] : Buffer.concat(this.element);
    this.element = [];
    let end = bytes.length;
    while (end > 0 && isSpace(bytes[end - 1])) end--;
    if (end === 0) {
      if (closing && this.elementCount === 0) return;
      throw new JsonStreamError(`a value is missing before byte ${at}`);
    }
    this.onElement(bytes.subarray(0, end), this.elementCount++);
  }
  /** The value of the whole answer, given the parsed elements. */
  end(items) {
    if (!this.finished) throw new JsonStreamError(this.kind ? "the JSON answer ends before its last bracket" : "the answer is empty");
    if (this.kind === "array") return items;
    let value;
    try {
      value = JSON.parse(Buffer.concat(this.outer).toString("utf8"));
    } catch (err) {
      throw new JsonStreamError(`the answer is not JSON: ${err.message}`);
    }
    if (this.elementDepth !== 0 || this.elementCount > 0 || Array.isArray(value.data)) {
      ;
      value.data = items;
    }
    return value;
  }
};
async function parseJsonList(body, onItem) {
  const items = [];
  const scanner = new ListScanner((bytes, index) => {
    const item = parseElement(bytes, index);
    onItem?.(item, index);
    items.push(item);
  });
  for await (const chunk of body) scanner.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return scanner.end(items);
}
__name(parseJsonList, "parseJsonList");
function parseElement(bytes, index) {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (err) {
    throw new JsonStreamError(`element ${index} is not JSON: ${err.message}`);
  }
}
__name(parseElement, "parseElement");
async function eachJsonListItem(body, onItem) {
  let ready = [];
  let count = 0;
  const scanner = new ListScanner((bytes) => ready.push(Buffer.from(bytes)));
  for await (const chunk of body) {
    scanner.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    const batch = ready;
    ready = [];
    for (const bytes of batch) {
      const index = count++;
      const pending = onItem(parseElement(bytes, index), index);
      if (pending) await pending;
    }
  }
  return { count, value: scanner.end([]) };
}
__name(eachJsonListItem, "eachJsonListItem");

// src/api/transport.ts
var DEFAULT_TIMEOUTS = { connectMs: 5e3, headersMs: 3e4, bodyMs: 3e4, deadlineMs: 12e4 };
var DEFAULT_RETRY = { maxAttempts: 4, baseMs: 250, capMs: 4e3, maxRetryAfterMs: 3e4 };
var ItemHandlerError = class extends Error {
  constructor(original) {
    super("list item handler failed");
    this.original = original;
  }
  original;
  static {
    __name(this, "ItemHandlerError");
  }
};
var RETRYABLE_GET_STATUS = /* @__PURE__ */ new Set([408, 429, 500, 502, 503, 504]);
var NOT_SENT_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID"
]);
var TIMEOUT_CODES = /* @__PURE__ */ new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);
function errorCode(err) {
  let e = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    const code = e.code;
    if (typeof code === "string" && code !== "UND_ERR") return code;
    e = e.cause;
  }
  return void 0;
}
__name(errorCode, "errorCode");
function parseRetryAfter(value, now = Date.now()) {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return void 0;
  if (/^\s*\d+\s*$/.test(v)) return Number(v) * 1e3;
  const t = Date.parse(v);
  return Number.isNaN(t) ? void 0 : Math.max(0, t - now);
}
__name(parseRetryAfter, "parseRetryAfter");
function backoffDelay(attempt, policy, random) {
  return Math.floor(random() * Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - 1)));
}
__name(backoffDelay, "backoffDelay");
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(t);
      reject(signal.reason);
    }, "onAbort");
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
__name(sleep, "sleep");
function describeWait(ms) {
  const s = Math.ceil(ms / 1e3);
  const at = new Date(Date.now() + ms);
  const when = Number.isNaN(at.getTime()) ? "" : ` (${at.toISOString()})`;
  return s < 120 ? `${s}s${when}` : `${Math.ceil(s / 60)} minutes${when}`;
}
__name(describeWait, "describeWait");
var DeadlineReached = class extends Error {
  static {
    __name(this, "DeadlineReached");
  }
};
function debugBody(text, secrets, max = 4e3) {
  let out = redactText(text, secrets);
  if (/^\s*[[{]/.test(text)) {
    try {
      out = JSON.stringify(redactValue(JSON.parse(text), secrets));
    } catch {
    }
  }
  return out.length > max ? `${out.slice(0, max)}\u2026` : out;
}
__name(debugBody, "debugBody");
var Transport = class {
  constructor(options) {
    this.options = options;
    const url = new URL(options.baseUrl);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new NetworkError(`unsupported base URL ${options.baseUrl}`);
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.origin = url.origin;
    this.sellerId = options.sellerId;
    this.credentials = { ...options.credentials };
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.ownsDispatcher = !options.dispatcher;
    this.dispatcher = options.dispatcher ?? new import_agent.default({ connect: { timeout: this.timeouts.connectMs }, keepAliveTimeout: 1e4, connections: 64 });
    this.random = options.random ?? Math.random;
    this.userAgent = options.userAgent ?? `payctl node/${process.version}`;
  }
  options;
  static {
    __name(this, "Transport");
  }
  baseUrl;
  origin;
  sellerId;
  credentials;
  timeouts;
  retry;
  dispatcher;
  ownsDispatcher;
  random;
  userAgent;
  /** The secrets this transport knows, for redaction by others (e.g. the error printer). */
  secrets() {
    return [this.credentials.accessToken, this.credentials.clientToken, this.credentials.refreshToken].filter(
      (s) => Boolean(s)
    );
  }
  log(line) {
    if (this.options.debug) this.options.debug(redactText(line, this.secrets()));
  }
  /** Builds the URL of a path on the base URL; refuses anything that would leave it. */
  url(path, query) {
    if (!path.startsWith("/")) path = `/${path}`;
    const url = new URL(this.baseUrl + path);
    if (url.origin !== this.origin) throw new NetworkError(`refusing to send credentials to another origin (${url.origin})`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== void 0) url.searchParams.set(k, String(v));
    return url;
  }
  authHeader(auth) {
    if (auth === "client") {
      if (!this.credentials.clientToken) throw new AuthError(0, "no client token configured (payctl config set client-token)");
      return this.credentials.clientToken;
    }
    if (auth === "access") {
      if (!this.credentials.accessToken) throw new AuthError(0, "not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)");
      return `Bearer ${this.credentials.accessToken}`;
    }
    return void 0;
  }
  /** Sends a request with retries and refresh; resolves with a 2XX answer or throws a typed error. */
  async request(req) {
    const auth = req.auth ?? "access";
    const url = this.url(req.path, req.query);
    const bodyText = req.body === void 0 ? void 0 : JSON.stringify(req.body);
    const idempotent = req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS";
    const started = Date.now();
    const deadline = started + this.timeouts.deadlineMs;
    const deadlineCtl = new AbortController();
    const deadlineTimer = setTimeout(() => deadlineCtl.abort(new DeadlineReached()), this.timeouts.deadlineMs);
    deadlineTimer.unref?.();
    const signals = [deadlineCtl.signal];
    if (this.options.signal) signals.push(this.options.signal);
    const signal = AbortSignal.any(signals);
    let refreshed = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const last = attempt >= this.retry.maxAttempts;
        let res;
        const t0 = Date.now();
        const authorization = this.authHeader(auth);
        if (this.options.debug) {
          this.log(`--> ${req.method} ${url.href} (attempt ${attempt}/${this.retry.maxAttempts})${bodyText ? ` ${bodyText.length}B ${debugBody(bodyText, this.secrets())}` : ""}`);
        }
        const streamed = { items: 0 };
        try {
          res = await this.sendOnce(req.method, url, bodyText, authorization, signal, req.streamList, streamed);
        } catch (err) {
          if (err instanceof ItemHandlerError) throw err.original;
          const failure = this.classify(err, signal, req, url);
          this.log(`<-- ${req.method} ${url.href} failed after ${Date.now() - t0} ms: ${failure.error.message}`);
          const retryable = (failure.notSent || idempotent && failure.retryable) && streamed.items === 0;
          if (!retryable || last) {
            if (!idempotent && !failure.notSent && !(failure.error instanceof InterruptedError)) {
              throw new UnknownOutcomeError(
                `outcome unknown: ${req.subject ?? "the request"} may or may not have been ${req.subject ? "created" : "processed"} (${failure.error.message}); check before sending it again`,
                { cause: err }
              );
            }
            throw failure.error;
          }
          await this.backoff(attempt, void 0, deadline, signal, failure.error);
          continue;
        }
        if (this.options.debug) {
          this.log(`<-- ${res.status} ${req.method} ${url.href} in ${Date.now() - t0} ms (${res.text.length}B) ${debugBody(res.text, this.secrets())}`);
        }
        if (res.status === 401 && auth === "access" && !refreshed && this.canRefresh()) {
          refreshed = true;
          await this.refreshAccessToken(signal);
          attempt--;
          continue;
        }
        if (res.status >= 200 && res.status < 300) return res;
        const retryableStatus = idempotent ? RETRYABLE_GET_STATUS.has(res.status) : res.status === 429;
        if (retryableStatus) {
          const retryAfter = parseRetryAfter(res.headers["retry-after"]);
          if (retryAfter !== void 0 && retryAfter > this.retry.maxRetryAfterMs) {
            throw new RateLimitedError(res.status, `rate limited, retry after ${describeWait(retryAfter)}`, res.body);
          }
          if (!last) {
            await this.backoff(attempt, retryAfter, deadline, signal, this.statusError(res, req));
            continue;
          }
        }
        if (!idempotent && res.status >= 500) {
          const e = this.statusError(res, req);
          throw new UnknownOutcomeError(
            `outcome unknown: ${req.subject ?? "the request"} may or may not have been ${req.subject ? "created" : "processed"} (${e.message}); check before sending it again`,
            { details: e.details }
          );
        }
        throw this.statusError(res, req);
      }
    } finally {
      clearTimeout(deadlineTimer);
    }
  }
  /** request() and then validation of the answer with a tolerant schema; a missing needed field is a clear error. */
  async requestParsed(req, schema) {
    const response = await this.request(req);
    const r = schema.safeParse(response.body);
    if (!r.success) {
      const issues = issuesFromZod(r.error);
      throw new ApiError(
        response.status,
        `unexpected answer from ${req.method} ${req.path}: ${issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; ")}`,
        response.body,
        issues
      );
    }
    return { response, data: r.data };
  }
  /** GET of an absolute URL (a PDF on the CDN): no credentials unless it is on the API's own origin; redirects followed without credentials. */
  async download(href, maxBytes = 50 * 1024 * 1024) {
    let url = new URL(href);
    const signal = this.options.signal ?? new AbortController().signal;
    for (let hop = 0; hop < 5; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new NetworkError(`refusing to download ${url.protocol} URL`);
      const headers = { "user-agent": this.userAgent };
      if (url.origin === this.origin && hop === 0 && this.credentials.accessToken) headers.authorization = `Bearer ${this.credentials.accessToken}`;
      this.log(`--> GET ${url.href} (download${headers.authorization ? ", with credentials: same origin as the API" : ", no credentials"})`);
      let res;
      try {
        res = await this.dispatcher.request({
          origin: url.origin,
          path: url.pathname + url.search,
          method: "GET",
          headers,
          signal,
          headersTimeout: this.timeouts.headersMs,
          bodyTimeout: this.timeouts.bodyMs
        });
      } catch (err) {
        throw this.classify(err, signal, { method: "GET", path: url.pathname }, url).error;
      }
      const location = res.headers.location;
      if (res.statusCode >= 300 && res.statusCode < 400 && location) {
        await res.body.dump();
        url = new URL(String(location), url);
        continue;
      }
      const chunks = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new NetworkError(`download larger than ${maxBytes} bytes, stopped`);
        }
        chunks.push(chunk);
      }
      const body = Buffer.concat(chunks);
      const contentType = String(res.headers["content-type"] ?? "");
      this.log(`<-- ${res.statusCode} GET ${url.href} (${body.length}B ${contentType})`);
      if (res.statusCode >= 400) {
        throw new ApiError(res.statusCode, describeErrorBody(res.statusCode, void 0, body.toString("utf8").slice(0, 2e3), contentType).message);
      }
      return { status: res.statusCode, contentType, body, url: url.href };
    }
    throw new NetworkError("too many redirects");
  }
  async close() {
    if (this.ownsDispatcher) await this.dispatcher.close().catch(() => void 0);
  }
  canRefresh() {
    return Boolean(this.credentials.refreshToken && this.sellerId);
  }
  async refreshAccessToken(signal) {
    const url = this.url(`/api/${encodeURIComponent(this.sellerId)}/tokens`);
    this.log(`--> POST ${url.href} (token refresh)`);
    let res;
    try {
      res = await this.sendOnce("POST", url, "{}", `Bearer ${this.credentials.refreshToken}`, signal);
    } catch (err) {
      throw this.classify(err, signal, { method: "POST", path: url.pathname }, url).error;
    }
    this.log(`<-- ${res.status} token refresh`);
    const token = res.body?.data;
    if (res.status < 200 || res.status >= 300 || typeof token !== "string" || token === "") {
      throw new AuthError(
        res.status === 200 ? 401 : res.status,
        `the access token was refused and refreshing it failed (${describeErrorBody(res.status, res.body, res.text).message}); run payctl login`
      );
    }
    this.credentials.accessToken = token;
    await this.options.onAccessTokenRefreshed?.(token);
  }
  async backoff(attempt, retryAfterMs, deadline, signal, cause) {
    const delay = retryAfterMs ?? backoffDelay(attempt, this.retry, this.random);
    if (Date.now() + delay > deadline) throw cause;
    this.log(`    waiting ${delay} ms before attempt ${attempt + 1}${retryAfterMs !== void 0 ? " (Retry-After)" : ""}`);
    try {
      await sleep(delay, signal);
    } catch {
      throw this.options.signal?.aborted ? new InterruptedError() : cause;
    }
  }
  async sendOnce(method, url, body, authorization, signal, streamList = false, streamed = { items: 0 }) {
    const headers = {
      "content-type": "application/json",
      accept: "application/json",
      "user-agent": this.userAgent
    };
    if (authorization) headers.authorization = authorization;
    const res = await this.dispatcher.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method,
      headers,
      body,
      signal,
      headersTimeout: this.timeouts.headersMs,
      bodyTimeout: this.timeouts.bodyMs
    });
    const contentType = String(res.headers["content-type"] ?? "");
    if (streamList && res.statusCode >= 200 && res.statusCode < 300 && (contentType === "" || /json/i.test(contentType))) {
      try {
        if (typeof streamList === "function") {
          const onItem = streamList;
          const { value } = await eachJsonListItem(res.body, async (item, index) => {
            streamed.items++;
            try {
              await onItem(item, index);
            } catch (err) {
              throw new ItemHandlerError(err);
            }
          });
          return { status: res.statusCode, headers: res.headers, body: value, text: "" };
        }
        return { status: res.statusCode, headers: res.headers, body: await parseJsonList(res.body), text: "" };
      } catch (err) {
        if (!(err instanceof JsonStreamError)) throw err;
        await res.body.dump().catch(() => void 0);
        return { status: res.statusCode, headers: res.headers, body: void 0, text: `(not JSON: ${err.message})` };
      }
    }
    const text = await res.body.text();
    let parsed = text;
    if (text !== "" && (/json/i.test(contentType) || /^\s*[[{]/.test(text))) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } else if (text === "") {
      parsed = void 0;
    }
    return { status: res.statusCode, headers: res.headers, body: parsed, text };
  }
  statusError(res, req) {
    const contentType = String(res.headers["content-type"] ?? "");
    if (res.status >= 300 && res.status < 400) {
      const loc = res.headers.location;
      return new ApiError(res.status, `HTTP ${res.status}: unexpected redirect${loc ? ` to ${String(loc)}` : ""}, not followed (credentials are never sent along a redirect)`, res.body);
    }
    const d = describeErrorBody(res.status, res.body, res.text, contentType);
    if (res.status === 401 || res.status === 403) {
      const hint = res.status === 401 ? " (check the access token: payctl login)" : "";
      return new AuthError(res.status, `${d.message}${hint}`, res.body, d.details);
    }
    if (res.status === 422 && d.details && Array.isArray(d.details) && d.details.every((x) => x && typeof x === "object" && "path" in x)) {
      return new ApiError(res.status, d.message, res.body, d.details);
    }
    return new ApiError(res.status, d.message, res.body, d.details);
  }
  classify(err, signal, req, url) {
    if (err instanceof PayctlError) return { error: err, notSent: true, retryable: false };
    if (this.options.signal?.aborted) return { error: new InterruptedError(), notSent: false, retryable: false };
    if (signal.aborted && signal.reason instanceof DeadlineReached) {
      return { error: new TimeoutError(`${req.method} ${url.origin}${req.path}: no answer within the ${Math.round(this.timeouts.deadlineMs / 1e3)}s deadline`), notSent: false, retryable: false };
    }
    const code = errorCode(err);
    const where = `${req.method} ${url.origin}${req.path}`;
    if (code && NOT_SENT_CODES.has(code)) {
      const msg = code === "ECONNREFUSED" ? `cannot connect to ${url.host}: connection refused (is the service running?)` : code === "UND_ERR_CONNECT_TIMEOUT" ? `cannot connect to ${url.host}: connect timed out after ${this.timeouts.connectMs} ms` : `cannot reach ${url.host} (${code})`;
      return { error: code === "UND_ERR_CONNECT_TIMEOUT" ? new TimeoutError(msg) : new NetworkError(msg), notSent: true, retryable: true };
    }
    if (code && TIMEOUT_CODES.has(code)) {
      const what = code === "UND_ERR_HEADERS_TIMEOUT" ? `no answer within ${this.timeouts.headersMs} ms` : `the answer stalled for ${this.timeouts.bodyMs} ms`;
      return { error: new TimeoutError(`${where}: ${what}`), notSent: false, retryable: true };
    }
    const detail = code ?? (err instanceof Error ? err.message : String(err));
    return { error: new NetworkError(`${where}: connection lost (${detail})`, { cause: err }), notSent: false, retryable: true };
  }
};

export {
  DEFAULT_TIMEOUTS,
  DEFAULT_RETRY,
  parseRetryAfter,
  backoffDelay,
  Transport
};
