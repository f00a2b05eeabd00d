import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  PAY_CARDISH_FLAGS,
  PAY_DIGIT_FLAGS,
  payFieldFlags
} from "./chunks/chunk-27M35GDH.js";
import {
  tableChunks,
  toTsv,
  tsvChunks
} from "./chunks/chunk-NVLXX4EY.js";
import {
  BOLEPIX_FIELDS
} from "./chunks/chunk-7RIPYLEZ.js";
import {
  require_lib
} from "./chunks/chunk-SDJH5MVJ.js";
import "./chunks/chunk-X3E43RQL.js";
import {
  escapeControl,
  redactJsonValue,
  redactText
} from "./chunks/chunk-P44WCTOI.js";
import "./chunks/chunk-DF6QPG2C.js";
import {
  makeColors
} from "./chunks/chunk-UNKECECJ.js";
import "./chunks/chunk-CALAXWQY.js";
import "./chunks/chunk-ETVYCETS.js";
import "./chunks/chunk-KSKIM5ND.js";
import {
  ExitCode,
  PayctlError,
  UsageError
} from "./chunks/chunk-A3GEQEOO.js";
import {
  __name,
  __toESM
} from "./chunks/chunk-L3NCIS4P.js";

// src/commands/api.ts
var import_core3 = __toESM(require_lib(), 1);

// src/cli/base-command.ts
var import_core = __toESM(require_lib(), 1);

// src/render/output.ts
import { once } from "node:events";
var Output = class {
  static {
    __name(this, "Output");
  }
  json;
  stdout;
  stderr;
  /** stdout is a terminal: tables, colours. */
  isTTY;
  colors;
  errColors;
  secrets;
  constructor(options) {
    const env = options.env ?? process.env;
    this.json = options.json;
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
    this.isTTY = Boolean(this.stdout.isTTY) && !this.json;
    const noColor = env.NO_COLOR !== void 0 && env.NO_COLOR !== "";
    this.colors = makeColors(this.isTTY && !noColor && env.TERM !== "dumb");
    this.errColors = makeColors(Boolean(this.stderr.isTTY) && !noColor && env.TERM !== "dumb");
    this.secrets = options.secrets ?? (() => []);
  }
  /** Terminal width for tables (80 when unknown). */
  get width() {
    return this.stdout.columns || 80;
  }
  redact(text) {
    return redactText(text, this.secrets());
  }
  write(stream, text) {
    stream.write(this.redact(text));
  }
  /** A line of human output on stdout (nothing in --json mode). */
  line(text = "") {
    if (!this.json) this.write(this.stdout, `${text}
`);
  }
  /** A note on stderr (progress, hints), shown in every mode. */
  info(text) {
    this.write(this.stderr, `${text}
`);
  }
  warn(text) {
    this.write(this.stderr, `${this.errColors.yellow("warning:")} ${text}
`);
  }
  /** JSON on stdout: arrays are streamed element by element so that huge lists need no second copy. */
  printJson(value) {
    const secrets = this.secrets();
    const clean = /* @__PURE__ */ __name((v) => JSON.stringify(redactJsonValue(v, secrets), null, 2), "clean");
    if (Array.isArray(value) && value.length > 100) {
      this.stdout.write("[\n");
      for (let i = 0; i < value.length; i++) {
        const item = (clean(value[i]) ?? "null").replace(/^/gm, "  ");
        this.stdout.write(item + (i < value.length - 1 ? ",\n" : "\n"));
      }
      this.stdout.write("]\n");
      return;
    }
    this.stdout.write(`${clean(value) ?? "null"}
`);
  }
  /**
   * Writes pieces of text to stdout, redacted, waiting whenever the stream's buffer is full (a pipe to a slower
   * reader), so that printing 100,000 records keeps a few KB in memory instead of the whole output.
   */
  async writeAll(pieces, clean = (s) => this.redact(s)) {
    let buffer = "";
    for (const piece of pieces) {
      buffer += clean(piece);
      if (buffer.length >= 65536) {
        if (!this.stdout.write(buffer)) await once(this.stdout, "drain");
        buffer = "";
      }
    }
    if (buffer && !this.stdout.write(buffer)) await once(this.stdout, "drain");
  }
  /**
   * A JSON array printed one element at a time as the elements come (a list streamed from the API), at the pace
   * of the reader: the same text as printJson of the whole array. Call end() after the last one.
   */
  jsonArray() {
    const secrets = this.secrets();
    let count = 0;
    let buffer = "";
    const flush = /* @__PURE__ */ __name(async () => {
      const text = buffer;
      buffer = "";
      if (!this.stdout.write(text)) await once(this.stdout, "drain");
    }, "flush");
    return {
      write: /* @__PURE__ */ __name(async (item) => {
        const text = (JSON.stringify(redactJsonValue(item, secrets), null, 2) ?? "null").replace(/^/gm, "  ");
        buffer += `${count++ === 0 ? "[\n" : ",\n"}${text}`;
        if (buffer.length >= 65536) await flush();
      }, "write"),
      end: /* @__PURE__ */ __name(async () => {
        buffer += count === 0 ? "[]\n" : "\n]\n";
        await flush();
      }, "end")
    };
  }
  /** A list: a bare JSON array with --json, a table on a TTY, TSV on a pipe. */
  async list(rows, columns, options = {}) {
    if (this.json) {
      if (rows.length <= 100) return this.printJson(rows);
      const secrets2 = this.secrets();
      const pieces = /* @__PURE__ */ __name(function* () {
        yield "[\n";
        for (let i = 0; i < rows.length; i++) {
          const item = (JSON.stringify(redactJsonValue(rows[i], secrets2), null, 2) ?? "null").replace(/^/gm, "  ");
          yield `${item}${i < rows.length - 1 ? ",\n" : "\n"}`;
        }
        yield "]\n";
      }, "pieces");
      return this.writeAll(pieces(), (s) => s);
    }
    const secrets = this.secrets();
    columns = columns.map((c) => ({
      ...c,
      get: /* @__PURE__ */ __name((row) => {
        const v = c.get(row);
        return typeof v === "string" || typeof v === "number" ? redactText(String(v), secrets) : v;
      }, "get")
    }));
    if (this.isTTY) {
      if (rows.length === 0) {
        this.info(options.empty ?? "nothing to show");
        return;
      }
      return this.writeAll(await tableChunks(rows, columns, this.width, this.colors.enabled));
    }
    if (rows.length <= 100) return this.write(this.stdout, toTsv(rows, columns));
    return this.writeAll(tsvChunks(rows, columns));
  }
  /** One object: the JSON value with --json, otherwise aligned `label  value` lines. */
  record(value, fields) {
    if (this.json) return this.printJson(value);
    const shown = fields.filter(([, v]) => v !== void 0 && v !== null && v !== "");
    const width = Math.max(...shown.map(([l]) => l.length), 0);
    for (const [label, v] of shown) this.line(`${this.colors.dim(label.padEnd(width))}  ${escapeControl(String(v))}`);
  }
};

// src/cli/context.ts
var Context = class {
  constructor(flags, env = process.env) {
    this.flags = flags;
    this.env = env;
    this.debugEnabled = Boolean(flags.debug) || /(^|,)\s*payctl/.test(env.DEBUG ?? "");
    this.output = new Output({ json: Boolean(flags.json), env, secrets: /* @__PURE__ */ __name(() => this.secrets(), "secrets") });
  }
  flags;
  env;
  static {
    __name(this, "Context");
  }
  output;
  debugEnabled;
  controller = new AbortController();
  store;
  settingsValue;
  transport;
  extraSecrets = [];
  /** Aborted on Ctrl-C: pass it to anything long. */
  get signal() {
    return this.controller.signal;
  }
  interrupt(reason) {
    this.controller.abort(reason);
  }
  /** Every secret in force, for redaction. */
  secrets() {
    const s = this.settingsValue;
    return [s?.accessToken, s?.clientToken, s?.refreshToken, ...this.extraSecrets, ...this.transport?.secrets() ?? []].filter(
      (x) => Boolean(x)
    );
  }
  /** Registers one more value to mask wherever it would be printed (a token read from stdin). */
  addSecret(secret) {
    this.extraSecrets.push(secret);
  }
  debug(line) {
    if (this.debugEnabled) this.output.info(this.output.errColors.dim(`[debug] ${line}`));
  }
  async profiles() {
    if (!this.store) {
      const { ProfileStore } = await import("./chunks/store-DEBOBZBB.js");
      this.store = ProfileStore.open(this.env, (m) => this.output.warn(m));
    }
    return this.store;
  }
  async settings() {
    if (!this.settingsValue) {
      const { resolveProfileName, resolveSettings } = await import("./chunks/resolve-3OTNL4NS.js");
      const store = await this.profiles();
      const name = resolveProfileName(this.flags.profile, this.env, () => store.currentName());
      const profile = store.get(name);
      if (this.flags.profile && !profile && !this.env.PAYCTL_ACCESS_TOKEN) {
        const known = store.names();
        throw new UsageError(`no profile named "${name}"${known.length ? ` (known: ${known.join(", ")})` : ""}; create it with payctl login --profile ${name}`);
      }
      this.settingsValue = resolveSettings(this.flags, this.env, name, profile);
    }
    return this.settingsValue;
  }
  /** The seller id in force, or a usage error saying how to set one. */
  async sellerId() {
    const s = await this.settings();
    if (!s.sellerId) throw new UsageError("no seller id: pass --seller-id, set PAYCTL_SELLER_ID, or run payctl login");
    return s.sellerId;
  }
  /** The API client for the settings in force (one per command, aborted by Ctrl-C). */
  async client() {
    if (!this.transport) this.transport = await this.createTransport({ signal: this.signal });
    return this.transport;
  }
  /**
   * A new Transport for the settings in force, with `overrides` (bolepix import: its own dispatcher and no abort signal).
   * A refreshed access token is kept as a secret and stored back when it came from the profile.
   */
  async createTransport(overrides = {}) {
    const settings = await this.settings();
    const { Transport } = await import("./chunks/transport-7KNPR4YI.js");
    return new Transport({
      baseUrl: settings.baseUrl,
      sellerId: settings.sellerId,
      credentials: {
        accessToken: settings.accessToken,
        clientToken: settings.clientToken,
        refreshToken: settings.refreshToken
      },
      timeouts: settings.deadlineMs ? { deadlineMs: settings.deadlineMs } : void 0,
      debug: this.debugEnabled ? (line) => this.debug(line) : void 0,
      onAccessTokenRefreshed: /* @__PURE__ */ __name(async (token) => {
        this.extraSecrets.push(token);
        if (settings.sources.accessToken === "profile") {
          const store = await this.profiles();
          store.update(settings.profileName, { accessToken: token });
          this.output.info(`access token refreshed and saved to profile "${settings.profileName}"`);
        } else {
          this.output.info("access token refreshed for this run (it did not come from a profile, so it was not saved)");
        }
      }, "onAccessTokenRefreshed"),
      ...overrides
    });
  }
  async close() {
    await this.transport?.close();
  }
};

// src/cli/base-command.ts
var BaseCommand = class extends import_core.Command {
  static {
    __name(this, "BaseCommand");
  }
  ctx;
  sigintHandler;
  /** The command's context, created on first use from its parsed flags. */
  context(flags) {
    if (!this.ctx) {
      this.ctx = new Context(flags);
      this.installInterruptHandler(this.ctx);
    }
    return this.ctx;
  }
  /**
   * oclif fills a missing argument from piped stdin: `echo 5155901222280001 | payctl card capture` would send the card
   * number as the payment id, and a command that reads stdin itself (config set, --body-file -) would find it drained.
   * Arguments come from argv only.
   */
  async parse(options, argv) {
    if (options?.args) {
      const args = Object.fromEntries(Object.entries(options.args).map(([name, arg]) => [name, { ...arg, ignoreStdin: true }]));
      options = { ...options, args };
    }
    return super.parse(options, argv);
  }
  /** Ctrl-C aborts what is in flight (the command then exits 130); a second Ctrl-C exits at once. */
  installInterruptHandler(ctx) {
    let first = 0;
    this.sigintHandler = () => {
      const now = Date.now();
      if (first === 0) {
        first = now;
        ctx.interrupt(new Error("interrupted"));
      } else if (now - first > 300) process.exit(ExitCode.interrupted);
    };
    process.on("SIGINT", this.sigintHandler);
  }
  /** Long-running commands (listen, tail, sandbox) take over Ctrl-C themselves. */
  releaseInterruptHandler() {
    if (this.sigintHandler) process.off("SIGINT", this.sigintHandler);
    this.sigintHandler = void 0;
  }
  async catch(err) {
    if (err.code === "EEXIT" || err.constructor?.name === "ExitError") throw err;
    const json = this.ctx?.output.json ?? this.argv.includes("--json");
    const secrets = this.ctx?.secrets() ?? [];
    let exitCode;
    let payload;
    if (err instanceof PayctlError) {
      exitCode = err.exitCode;
      payload = { code: err.code, message: err.message, status: err.status, details: err.details };
    } else if (err.oclif?.exit !== void 0 || /^(Nonexistent flag|Unexpected argument|Missing required|Expected|Parsing)/.test(err.message ?? "")) {
      exitCode = ExitCode.usage;
      payload = { code: "usage", message: usageMessage(err.message ?? "") };
    } else {
      exitCode = ExitCode.failure;
      payload = { code: "internal", message: `unexpected error: ${err.message ?? String(err)}` };
      if (this.ctx?.debugEnabled && err.stack) this.ctx.debug(err.stack);
    }
    const message = redactText(payload.message, secrets);
    const red = /* @__PURE__ */ __name((s) => process.stderr.isTTY && !process.env.NO_COLOR ? `\x1B[31m${s}\x1B[39m` : s, "red");
    process.stderr.write(`${red("error:")} ${message}
`);
    if (exitCode === ExitCode.usage && payload.code === "usage" && !(err instanceof PayctlError)) {
      process.stderr.write(`see: payctl ${this.id?.replace(/:/g, " ") ?? ""} --help
`);
    }
    if (json) {
      const body = JSON.stringify({ error: { code: payload.code, message, status: payload.status ?? null, details: payload.details ?? null } }, null, 2);
      process.stdout.write(`${redactText(body, secrets)}
`);
    }
    process.exitCode = exitCode;
  }
  async finally(err) {
    this.releaseInterruptHandler();
    await this.ctx?.close();
    return super.finally(err);
  }
};
function usageMessage(raw) {
  const lines = raw.replace(/^Error: /, "").split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter((l) => l !== "" && !/^See more help with/.test(l) && l !== "The following error occurred:");
  if (lines.length === 0) return "invalid usage";
  const parsing = /^Parsing (--\S+)$/.exec(lines[0]);
  if (parsing && lines.length > 1) return `${parsing[1]}: ${lines.slice(1).join(" ")}`;
  return lines.join(" ");
}
__name(usageMessage, "usageMessage");

// src/cli/flags.ts
var import_core2 = __toESM(require_lib(), 1);
var outputFlags = {
  json: import_core2.Flags.boolean({ description: 'Print only JSON on stdout (errors as {"error": \u2026}).', helpGroup: "GLOBAL" }),
  debug: import_core2.Flags.boolean({
    description: "Log each HTTP request and response to stderr, secrets redacted (also DEBUG=payctl*).",
    helpGroup: "GLOBAL"
  })
};
var apiFlags = {
  ...outputFlags,
  profile: import_core2.Flags.string({
    description: "Profile to use (default: PAYCTL_PROFILE, then the current profile).",
    helpGroup: "GLOBAL"
  })
};
var sellerIdFlag = {
  "seller-id": import_core2.Flags.string({ description: "Seller id (default: PAYCTL_SELLER_ID, then the profile's)." })
};
var yesFlag = {
  yes: import_core2.Flags.boolean({ char: "y", description: "Do not ask for confirmation (required without a terminal)." })
};
var bodyFileFlag = {
  "body-file": import_core2.Flags.string({ description: "Read the request body from a JSON file (- for stdin); flags override its fields." }),
  "skip-validation": import_core2.Flags.boolean({
    description: "Send the body without checking it first (for when the Beta API moves faster than payctl)."
  })
};

// src/commands/api.ts
var Api = class _Api extends BaseCommand {
  static {
    __name(this, "Api");
  }
  static summary = "Send any request to the API with the profile's credentials (escape hatch).";
  static description = `Sends METHOD PATH to the configured base URL with the access token (or the client token
with --client-token) and prints the JSON answer. PATH is a path on the API (never another host). The body is
compact JSON from --body or --body-file (- for stdin). GETs are retried as usual; POSTs are never resent blindly.`;
  static examples = [
    "<%= config.bin %> api GET /api/events",
    `<%= config.bin %> api POST /api/webhooks --body '{"webhook":{"events":["*"],"target":"https://example.com/hook","authorization":"s3cret"}}'`,
    "<%= config.bin %> api POST /api/tokenize --client-token --body-file card.json --json"
  ];
  static args = {
    method: import_core3.Args.string({ required: true, description: "HTTP method", options: ["GET", "POST", "PUT", "PATCH", "DELETE", "get", "post", "put", "patch", "delete"] }),
    path: import_core3.Args.string({ required: true, description: "path on the API, such as /api/events?limit=5" })
  };
  static flags = {
    ...apiFlags,
    body: import_core3.Flags.string({ description: "JSON request body", exclusive: ["body-file"] }),
    "body-file": import_core3.Flags.string({ description: "file with the JSON request body (- for stdin)" }),
    "client-token": import_core3.Flags.boolean({ description: "authenticate with the client token (tokenization) instead of the access token" })
  };
  async run() {
    const { args, flags } = await this.parse(_Api);
    const ctx = this.context(flags);
    const { parseJsonText, readJsonFile } = await import("./chunks/body-input-TOTPJRDQ.js");
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(args.path)) throw new UsageError("PATH must be a path on the API such as /api/events, not a URL");
    const body = flags.body !== void 0 ? parseJsonText(flags.body, "--body") : flags["body-file"] ? await readJsonFile(flags["body-file"]) : void 0;
    if (flags.body !== void 0 && carriesCardNumber(body)) {
      ctx.addSecret(flags.body);
      throw new UsageError(
        "--body carries a card_number (not repeated here): a card number never goes on the command line (other users can see it, and it stays in shell history); pipe the body instead: --body-file -"
      );
    }
    const [path, search] = args.path.split("?", 2);
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : void 0;
    const client = await ctx.client();
    const res = await client.request({
      method: args.method.toUpperCase(),
      path,
      query,
      body,
      auth: flags["client-token"] ? "client" : "access"
    });
    if (ctx.output.json || typeof res.body !== "string") ctx.output.printJson(res.body ?? null);
    else ctx.output.line(res.text);
    return res.body;
  }
};
function carriesCardNumber(value) {
  if (Array.isArray(value)) return value.some(carriesCardNumber);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => k === "card_number" && v !== null && v !== "" || carriesCardNumber(v));
  }
  return false;
}
__name(carriesCardNumber, "carriesCardNumber");

// src/commands/bolepix/cancel.ts
var import_core4 = __toESM(require_lib(), 1);
var BolepixCancel = class _BolepixCancel extends BaseCommand {
  static {
    __name(this, "BolepixCancel");
  }
  static summary = "Cancel a Bolepix charge, POST /api/v2/payments/bolepix/{invoiceId}/cancel.";
  static description = `Sends {"reason": TEXT}. On a terminal the charge is shown and you are asked to confirm (with no INVOICE_ID,
you pick one of the PENDING charges; with no --reason, you are asked for one). Without a terminal --yes and --reason
are required (exit 2 otherwise, nothing sent). A declined confirmation exits 1 and sends nothing. --json prints the
API's answer unchanged.`;
  static examples = [
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "duplicate charge"',
    '<%= config.bin %> bolepix cancel 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --reason "order cancelled by the customer" --yes --json',
    '<%= config.bin %> bolepix cancel --reason "wrong amount"'
  ];
  static args = { invoice_id: import_core4.Args.string({ required: false, description: "invoice id (sent as given); on a terminal, omit it to pick one" }) };
  static flags = {
    ...apiFlags,
    ...sellerIdFlag,
    ...yesFlag,
    reason: import_core4.Flags.string({ description: 'why the charge is cancelled (free text, sent as {"reason": \u2026})' })
  };
  async run() {
    const { args, flags } = await this.parse(_BolepixCancel);
    const ctx = this.context(flags);
    const { cancelBolepix, cancelledMessage } = await import("./chunks/bolepix-cancel-FZ5OQCZP.js");
    const { invoiceLines } = await import("./chunks/bolepix-format-2O2BUYID.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    const prompts = await import("./chunks/prompts-MEZRG7SS.js");
    const { invoiceId, answer } = await cancelBolepix(await ctx.client(), {
      invoiceId: args.invoice_id,
      reason: flags.reason,
      yes: flags.yes,
      prompts: isInteractive() ? { choose: prompts.choose, confirm: /* @__PURE__ */ __name((m) => prompts.confirmAction(m, false), "confirm"), ask: /* @__PURE__ */ __name((m, validate) => prompts.askText(m, { validate }), "ask") } : void 0,
      sellerId: /* @__PURE__ */ __name(() => ctx.sellerId(), "sellerId"),
      // Shown with the prompt, on stderr: stdout stays for the result.
      show: /* @__PURE__ */ __name((record) => ctx.output.info(invoiceLines(record).join("\n")), "show"),
      warn: /* @__PURE__ */ __name((m) => ctx.output.warn(m), "warn")
    });
    if (ctx.output.json) ctx.output.printJson(answer);
    else ctx.output.line(cancelledMessage(invoiceId, answer));
    return answer;
  }
};

// src/commands/bolepix/create.ts
var import_core5 = __toESM(require_lib(), 1);
var bodyFlags = Object.fromEntries(
  BOLEPIX_FIELDS.map((f) => [f.flag, import_core5.Flags.string({ description: f.description, helpGroup: "BODY" })])
);
var BolepixCreate = class _BolepixCreate extends BaseCommand {
  static {
    __name(this, "BolepixCreate");
  }
  static summary = "Create a Bolepix charge (boleto + Pix), POST /api/v2/payments/bolepix.";
  static description = `Every field of the body is a flag named after its path (debtor.postalCode \u2192 --debtor-postal-code).
--body-file FILE (or - for stdin) gives a base body; flags override its fields. Every rule is checked before anything
is sent: all missing and invalid fields are named at once (exit 2). On a terminal, missing required fields are asked
for. order_id is generated when missing and printed. --json prints the API's answer unchanged ({"message", "invoiceId"}).`;
  static examples = [
    '<%= config.bin %> bolepix create --amount 150,75 --due-date +7d --expiration-after-payment 5 --debtor-name "Maria Silva" --debtor-document 423.189.708-58 --debtor-public-area "Avenida Paulista" --debtor-number 1000 --debtor-neighborhood "Bela Vista" --debtor-city "S\xE3o Paulo" --debtor-state SP --debtor-postal-code 01310-100',
    "<%= config.bin %> bolepix create --body-file charge.json --amount 99.90 --json",
    "<%= config.bin %> bolepix create --body-file charge.json --fine 2 --interest 1 --discount-amount 5 --discount-modality fixed --discount-limit-date 2026-12-01"
  ];
  static flags = { ...apiFlags, ...sellerIdFlag, ...bodyFileFlag, ...bodyFlags };
  async run() {
    const { flags } = await this.parse(_BolepixCreate);
    const ctx = this.context(flags);
    const { buildCreateBody, createdSummary } = await import("./chunks/bolepix-create-RV4FQFLI.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    const { askText } = await import("./chunks/prompts-MEZRG7SS.js");
    const created = await buildCreateBody({
      bodyFile: flags["body-file"],
      values: flags,
      skipValidation: flags["skip-validation"],
      ask: isInteractive() ? (message, validate) => askText(message, { validate }) : void 0
    });
    const { createInvoice } = await import("./chunks/bolepix-K2FHCDJT.js");
    const answer = await createInvoice(await ctx.client(), created.body);
    if (ctx.output.json) {
      if (created.generatedOrderId) ctx.output.info(`order id generated: ${created.generatedOrderId}`);
      ctx.output.printJson(answer);
      return answer;
    }
    const summary = createdSummary(answer, created);
    ctx.output.line(ctx.output.colors.green("Bolepix charge created."));
    ctx.output.record(answer, summary.fields);
    ctx.output.line();
    ctx.output.line("Next:");
    for (const step of summary.next) ctx.output.line(`  ${step}`);
    return answer;
  }
};

// src/commands/bolepix/get.ts
var import_core6 = __toESM(require_lib(), 1);
var BolepixGet = class _BolepixGet extends BaseCommand {
  static {
    __name(this, "BolepixGet");
  }
  static summary = "Show one Bolepix charge, GET /bolepix/invoices/{invoiceId}; --timeline adds its events and deliveries.";
  static description = `The API answers an array of records; the one record is shown (--json prints it as a JSON object), and
an empty answer exits 1 "not found". --timeline adds, in time order, the events about the charge (charge-create,
charge-in, charge-cancelled) and every delivery attempt of their webhook notifications, with the next attempt
scheduled or where the service gave up; with --json the record gets a "timeline" array.`;
  static examples = [
    "<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41",
    "<%= config.bin %> bolepix get 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --timeline",
    "<%= config.bin %> bolepix get ABC123 --json"
  ];
  static args = { invoice_id: import_core6.Args.string({ required: true, description: "invoice id (sent as given)" }) };
  static flags = {
    ...apiFlags,
    timeline: import_core6.Flags.boolean({ description: "also show the events about this charge and the delivery attempts of their notifications" })
  };
  async run() {
    const { args, flags } = await this.parse(_BolepixGet);
    const ctx = this.context(flags);
    const { getInvoice } = await import("./chunks/bolepix-K2FHCDJT.js");
    const { invoiceFields } = await import("./chunks/bolepix-format-2O2BUYID.js");
    const client = await ctx.client();
    const record = await getInvoice(client, args.invoice_id);
    if (!flags.timeline) {
      ctx.output.record(record, invoiceFields(record));
      return record;
    }
    const { invoiceTimeline } = await import("./chunks/bolepix-timeline-KD4R5WLP.js");
    const { renderTimeline } = await import("./chunks/timeline-KZ275O2P.js");
    const timeline = await invoiceTimeline(client, record);
    const withTimeline = { ...record, timeline: timeline.entries };
    ctx.output.record(withTimeline, invoiceFields(record));
    ctx.output.line();
    ctx.output.line(ctx.output.colors.bold("Timeline"));
    if (timeline.entries.length === 0) ctx.output.line("  (no events about this charge yet)");
    for (const line of renderTimeline(timeline.entries, { colors: ctx.output.colors })) ctx.output.line(`  ${line}`);
    return withTimeline;
  }
};

// src/commands/bolepix/import.ts
var import_core7 = __toESM(require_lib(), 1);
var BolepixImport = class _BolepixImport extends BaseCommand {
  static {
    __name(this, "BolepixImport");
  }
  static summary = "Create many Bolepix charges from a CSV or JSON Lines file; safe to interrupt and rerun.";
  static description = [
    'CSV: a header row of flag names without -- (due-date, debtor-name) or body paths (dueDate, debtor.name); quoted fields as in RFC 4180; amounts such as 1.234,56; a BOM tolerated; ";" accepted as the separator. JSON Lines (.jsonl, .ndjson, or content starting with "{"): one creation body per line.',
    "Every row is validated first: invalid rows are named with their line and field, and nothing is sent (exit 2) unless --skip-invalid. Rows without order_id get one derived from the file and the row, the same on every run.",
    "A journal (FILE.journal) records each request before it is sent and its outcome after. Running the same command again skips created and rejected rows and reconciles unknown ones by listing the seller's invoices, never resending them blindly. Ctrl-C stops sending, lets the requests in flight finish, and exits 130.",
    "Exit 1 if any row was rejected or its outcome is unknown. --json prints one line per row, {line, order_id, status, invoice_id?, reason?}, and the summary on stderr."
  ].join("\n\n");
  static examples = [
    "<%= config.bin %> bolepix import charges.csv",
    "<%= config.bin %> bolepix import charges.csv --dry-run",
    "<%= config.bin %> bolepix import charges.jsonl --concurrency 8 --journal /var/lib/payctl/march.journal --json",
    "<%= config.bin %> bolepix import charges.csv --skip-invalid"
  ];
  static args = {
    file: import_core7.Args.string({ required: true, description: "CSV or JSON Lines file of charges" })
  };
  static flags = {
    ...apiFlags,
    ...sellerIdFlag,
    concurrency: import_core7.Flags.integer({ description: "requests in flight at once", default: 4, min: 1, max: 64 }),
    journal: import_core7.Flags.string({ description: "journal file that makes reruns safe (default: FILE.journal)" }),
    "dry-run": import_core7.Flags.boolean({ description: "validate every row and report, send nothing" }),
    "skip-invalid": import_core7.Flags.boolean({ description: "import the valid rows even when some are invalid (those are reported)" })
  };
  async run() {
    const { args, flags } = await this.parse(_BolepixImport);
    const ctx = this.context(flags);
    const { importBolepix, resumeCommand } = await import("./chunks/import-FXPTN77Y.js");
    const { ImportPresenter } = await import("./chunks/presenter-UEWOXKDU.js");
    const presenter = new ImportPresenter(ctx.output, { json: ctx.output.json, progress: Boolean(ctx.output.stderr.isTTY) });
    const options = {
      file: args.file,
      journal: flags.journal,
      concurrency: flags.concurrency,
      dryRun: flags["dry-run"],
      skipInvalid: flags["skip-invalid"]
    };
    const outcome = await importBolepix(ctx, options, presenter);
    if (outcome.exitCode !== 2 || options.dryRun) presenter.summary(outcome.summary, resumeCommand(this.config.bin, options, flags.profile));
    if (outcome.failure) throw outcome.failure;
    if (outcome.message) presenter.error(outcome.message);
    process.exitCode = outcome.exitCode;
    return outcome.summary;
  }
};

// src/commands/bolepix/list.ts
var import_core8 = __toESM(require_lib(), 1);
var BolepixList = class _BolepixList extends BaseCommand {
  static {
    __name(this, "BolepixList");
  }
  static summary = "List the seller's Bolepix charges, GET /bolepix/invoices?sellerId=\u2026";
  static description = `A table on a terminal (invoice id, status, created in local time, and the amount and order id
when the API returns them), tab-separated text on a pipe, a bare JSON array with --json. --status (case-insensitive),
--since (a date, a date-time or a duration such as 2h or 7d) and --limit are sent as query parameters and applied
here too, since the API may ignore them. Without --limit every record is shown; with it, the most recent N.`;
  static examples = [
    "<%= config.bin %> bolepix list",
    "<%= config.bin %> bolepix list --status pending --since 7d",
    "<%= config.bin %> bolepix list --since 2026-05-01 --limit 20 --json"
  ];
  static flags = {
    ...apiFlags,
    ...sellerIdFlag,
    status: import_core8.Flags.string({ description: "only this status (PENDING, PAID, CANCELLED, EXPIRED; case-insensitive)" }),
    since: import_core8.Flags.string({ description: "only records created since a date, a date-time or a duration back from now (2h, 7d)" }),
    limit: import_core8.Flags.integer({ description: "at most N records (the most recent)", min: 1 })
  };
  async run() {
    const { flags } = await this.parse(_BolepixList);
    const ctx = this.context(flags);
    const { invoiceQueryFromFlags } = await import("./chunks/bolepix-list-QVRSRHCV.js");
    const { invoiceColumns } = await import("./chunks/bolepix-format-2O2BUYID.js");
    const { listInvoices } = await import("./chunks/bolepix-K2FHCDJT.js");
    const query = invoiceQueryFromFlags(flags);
    if (ctx.output.json && query.limit === void 0) {
      const { eachInvoice } = await import("./chunks/bolepix-K2FHCDJT.js");
      const out = ctx.output.jsonArray();
      await eachInvoice(await ctx.client(), await ctx.sellerId(), query, (record) => out.write(record));
      await out.end();
      return void 0;
    }
    const records = await listInvoices(await ctx.client(), await ctx.sellerId(), query);
    await ctx.output.list(records, invoiceColumns(records, ctx.output.colors), { empty: "no Bolepix charges found" });
    return records;
  }
};

// src/commands/bolepix/pdf.ts
var import_core9 = __toESM(require_lib(), 1);
var BolepixPdf = class _BolepixPdf extends BaseCommand {
  static {
    __name(this, "BolepixPdf");
  }
  static summary = "Print the URL of a charge's PDF; --output downloads it, --open opens it.";
  static description = `GET /api/v2/payments/bolepix/{invoiceId}/pdf answers the URL of the PDF (boleto + Pix QR code), which is
printed. --output FILE downloads it from that URL (no credentials are sent to another host than the API's), checks
that it is a PDF and writes it atomically; FILE may be a folder. --open opens the file (or the URL) with the system's
opener (xdg-open, open, start) when there is one. --json prints the API's answer unchanged ({"url"}).`;
  static examples = [
    "<%= config.bin %> bolepix pdf 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41",
    "<%= config.bin %> bolepix pdf 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --output charge.pdf --open",
    "<%= config.bin %> bolepix pdf ABC123 --json"
  ];
  static args = { invoice_id: import_core9.Args.string({ required: true, description: "invoice id (sent as given)" }) };
  static flags = {
    ...apiFlags,
    output: import_core9.Flags.string({ char: "o", description: "download the PDF to this file (or into this folder)" }),
    open: import_core9.Flags.boolean({ description: "open the PDF with the system's opener" })
  };
  async run() {
    const { args, flags } = await this.parse(_BolepixPdf);
    const ctx = this.context(flags);
    const { getPdfUrl } = await import("./chunks/bolepix-K2FHCDJT.js");
    const { openWithOs, pdfHref, savePdf } = await import("./chunks/bolepix-pdf-BSIKRQMS.js");
    const client = await ctx.client();
    const answer = await getPdfUrl(client, args.invoice_id);
    const href = pdfHref(answer.url, client.baseUrl);
    if (ctx.output.json) ctx.output.printJson(answer);
    else ctx.output.line(href);
    let target = href;
    if (flags.output) {
      const saved = await savePdf(client, href, flags.output, args.invoice_id);
      ctx.output.info(`PDF saved to ${saved.path} (${saved.bytes} bytes)`);
      target = saved.path;
    }
    if (flags.open) {
      const r = await openWithOs(target);
      if (r.opened) ctx.output.info(`opened ${target} with ${r.command}`);
      else ctx.output.warn(`cannot open ${target}: ${r.reason}; open it yourself`);
    }
    return answer;
  }
};

// src/commands/bolepix/wait.ts
var import_core10 = __toESM(require_lib(), 1);
var BolepixWait = class _BolepixWait extends BaseCommand {
  static {
    __name(this, "BolepixWait");
  }
  static summary = "Wait until a Bolepix charge is PAID or CANCELLED (polls GET /bolepix/invoices/{invoiceId}).";
  static description = `Exits 0 when the charge reaches the --until status, 1 when it reaches another final status (PAID,
CANCELLED, EXPIRED) instead, 8 when --timeout passes with the charge still pending, 130 on Ctrl-C. Progress is shown
on stderr when it is a terminal, nothing otherwise. On success the record is printed (--json: the one record).`;
  static examples = [
    "<%= config.bin %> bolepix wait 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --until PAID",
    "<%= config.bin %> bolepix wait 6f1c0b1e-6a52-4c1b-9d7e-2f0e6c3b8a41 --until PAID --timeout 1h --interval 30s --json",
    "<%= config.bin %> bolepix wait ABC123 --until cancelled --timeout 2m && echo cancelled"
  ];
  static args = { invoice_id: import_core10.Args.string({ required: true, description: "invoice id (sent as given)" }) };
  static flags = {
    ...apiFlags,
    until: import_core10.Flags.string({ required: true, description: "the status to wait for: PAID or CANCELLED (also EXPIRED; case-insensitive)" }),
    timeout: import_core10.Flags.string({ default: "10m", description: "give up after this long (exit 8): 30s, 10m, 2h" }),
    interval: import_core10.Flags.string({ default: "5s", description: "time between polls: 500ms, 5s, 1m" })
  };
  async run() {
    const { args, flags } = await this.parse(_BolepixWait);
    const ctx = this.context(flags);
    const { durationFlag, formatWait, untilStatus, waitForStatus } = await import("./chunks/bolepix-wait-TVQK5GFM.js");
    const { invoiceFields } = await import("./chunks/bolepix-format-2O2BUYID.js");
    const { escapeControl: escapeControl2 } = await import("./chunks/redact-JZHBP2BH.js");
    const until = untilStatus(flags.until);
    const timeoutMs = durationFlag("timeout", flags.timeout, 0);
    const intervalMs = durationFlag("interval", flags.interval, 100);
    const progress = Boolean(ctx.output.stderr.isTTY);
    const clear = /* @__PURE__ */ __name(() => progress && ctx.output.stderr.write("\r\x1B[2K"), "clear");
    try {
      const record = await waitForStatus(await ctx.client(), args.invoice_id, {
        until,
        timeoutMs,
        intervalMs,
        signal: ctx.signal,
        onPoll: /* @__PURE__ */ __name((r, elapsed) => {
          if (progress) ctx.output.stderr.write(`\r\x1B[2Kwaiting for ${escapeControl2(args.invoice_id)} to be ${until}: ${escapeControl2(r.status)} (${formatWait(elapsed)} of ${formatWait(timeoutMs)})`);
        }, "onPoll"),
        onRetry: /* @__PURE__ */ __name((err) => progress && ctx.output.stderr.write(`\r\x1B[2K${ctx.output.redact(err.message)}; still trying`), "onRetry")
      });
      clear();
      ctx.output.record(record, invoiceFields(record));
      return record;
    } finally {
      clear();
    }
  }
};

// src/commands/card/cancel.ts
var import_core11 = __toESM(require_lib(), 1);
var CardCancel = class _CardCancel extends BaseCommand {
  static {
    __name(this, "CardCancel");
  }
  static summary = "Cancel a card payment, POST /api/sellers/{sellerId}/payments/{paymentId}/cancel (assumed path).";
  static description = `Sends {} to cancel a PRE_AUTHORIZED or PAID payment (it becomes CANCELLED). The seed does not show card
cancellation: this path mirrors capture and is an assumption (PRODUCT.md \xA74). On a terminal the payment is shown
(from its events, when found) and you are asked to confirm; without a terminal --yes is required (exit 2
otherwise, nothing sent). A declined confirmation exits 1 and sends nothing. PAYMENT_ID is sent as given
(URL-encoded). --json prints the API's answer unchanged.`;
  static examples = [
    "<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f",
    "<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --yes --json",
    "<%= config.bin %> card cancel 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --profile production --seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765"
  ];
  static args = { paymentId: import_core11.Args.string({ required: true, description: "payment id (from card pay)" }) };
  static flags = { ...apiFlags, ...sellerIdFlag, ...yesFlag };
  async run() {
    const { refuseCardNumbersInArgv } = await import("./chunks/card-argv-XWRZ2Q5R.js");
    this.parsed = true;
    refuseCardNumbersInArgv(this.argv, _CardCancel.flags, { command: "card cancel", maxArgs: 1 });
    const { args, flags } = await this.parse(_CardCancel);
    const ctx = this.context(flags);
    const { cancelCardPayment } = await import("./chunks/card-cancel-5WKU7DGJ.js");
    const { paymentFields } = await import("./chunks/card-format-PYO6NU6S.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    const { response, payment } = await cancelCardPayment({
      paymentId: args.paymentId,
      yes: flags.yes,
      interactive: isInteractive(),
      client: /* @__PURE__ */ __name(() => ctx.client(), "client"),
      sellerId: /* @__PURE__ */ __name(() => ctx.sellerId(), "sellerId"),
      confirm: /* @__PURE__ */ __name(async (message) => (await import("./chunks/prompts-MEZRG7SS.js")).confirmAction(message, false), "confirm")
    });
    if (payment) ctx.output.record(response.body, paymentFields(payment));
    else if (ctx.output.json) ctx.output.printJson(response.body ?? null);
    else ctx.output.line(`cancelled payment ${args.paymentId}`);
    return response.body;
  }
};

// src/commands/card/capture.ts
var import_core12 = __toESM(require_lib(), 1);
var CardCapture = class _CardCapture extends BaseCommand {
  static {
    __name(this, "CardCapture");
  }
  static summary = "Capture a pre-authorized card payment, POST /api/sellers/{sellerId}/payments/{paymentId}/capture.";
  static description = `Sends {} to capture a payment made with --delay-capture (status PRE_AUTHORIZED), which then becomes
PAID. PAYMENT_ID is sent as given (URL-encoded). Capturing a payment that is not PRE_AUTHORIZED fails with the
API's reason (exit 1). --json prints the API's answer unchanged.`;
  static examples = [
    "<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f",
    "<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765 --json",
    "<%= config.bin %> card capture 3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f --profile sandbox --debug"
  ];
  static args = { paymentId: import_core12.Args.string({ required: true, description: "payment id (from card pay)" }) };
  static flags = { ...apiFlags, ...sellerIdFlag };
  async run() {
    const { refuseCardNumbersInArgv } = await import("./chunks/card-argv-XWRZ2Q5R.js");
    this.parsed = true;
    refuseCardNumbersInArgv(this.argv, _CardCapture.flags, { command: "card capture", maxArgs: 1 });
    const { args, flags } = await this.parse(_CardCapture);
    const ctx = this.context(flags);
    const { capturePayment } = await import("./chunks/cards-IH32KNVF.js");
    const { paymentFields } = await import("./chunks/card-format-PYO6NU6S.js");
    const { response, payment } = await capturePayment(await ctx.client(), await ctx.sellerId(), args.paymentId);
    if (payment) ctx.output.record(response.body, paymentFields(payment));
    else if (ctx.output.json) ctx.output.printJson(response.body ?? null);
    else ctx.output.line(`captured payment ${args.paymentId}`);
    return response.body;
  }
};

// src/commands/card/pay.ts
var CardPay = class _CardPay extends BaseCommand {
  static {
    __name(this, "CardPay");
  }
  static summary = "Create a card payment, POST /api/sellers/{sellerId}/payments.";
  static description = `Sends {"payment": {\u2026}} built from --body-file (either {"payment": {\u2026}} or the inner object) and the
flags, which override its fields. Defaults: installments 1, delay_capture false, method CREDIT_CARD; order_id and
session_id are generated (UUIDs) and printed when not given. The card is --credit-card-id (a saved card), or
--token with --holder-name, --expiration-month and --expiration-year, or else a card number tokenized on the fly:
read from a masked prompt on a terminal or from the first line of stdin (never from a flag or an argument).
The customer (--customer-id, or --customer-name, --customer-email and --customer-cpf or --customer-cnpj) may be
left out when the order already has one. Everything is validated before anything is sent (exit 2 naming every
field); missing card data is asked for on a terminal. A declined card prints the reason ("not authorized:
insufficient balance") and exits 1. --json prints the API's answer unchanged.`;
  static examples = [
    '<%= config.bin %> card pay --token 1f0e8a4e-3f0c-4c1e-9a57-0b0b7d0e4c11 --holder-name "MARIA SILVA" --expiration-month 12 --expiration-year 30 --customer-name "Maria Silva" --customer-email maria@example.com --customer-cpf 529.982.247-25',
    'printf "5155901222280001\\n" | <%= config.bin %> card pay --holder-name "MARIA SILVA" --expiration-month 12 --expiration-year 30 --delay-capture --order-id 0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
    "<%= config.bin %> card pay --body-file payment.json --installments 3 --json"
  ];
  static flags = { ...apiFlags, ...sellerIdFlag, ...bodyFileFlag, ...payFieldFlags };
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static strict = false;
  async run() {
    const { refuseCardNumbersInArgv } = await import("./chunks/card-argv-XWRZ2Q5R.js");
    this.parsed = true;
    refuseCardNumbersInArgv(this.argv, _CardPay.flags, { command: "card pay", digitFlags: PAY_DIGIT_FLAGS, cardishFlags: PAY_CARDISH_FLAGS });
    const { flags } = await this.parse(_CardPay);
    const ctx = this.context(flags);
    const { payWithCard } = await import("./chunks/card-payment-MADWKR5X.js");
    const { paymentFields } = await import("./chunks/card-format-PYO6NU6S.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    const { localDate } = await import("./chunks/dates-RXPVD4DA.js");
    const result = await payWithCard(flags, {
      client: /* @__PURE__ */ __name(() => ctx.client(), "client"),
      sellerId: /* @__PURE__ */ __name(() => ctx.sellerId(), "sellerId"),
      settings: /* @__PURE__ */ __name(() => ctx.settings(), "settings"),
      interactive: isInteractive(),
      today: localDate(/* @__PURE__ */ new Date()),
      addSecret: /* @__PURE__ */ __name((s) => ctx.addSecret(s), "addSecret"),
      note: /* @__PURE__ */ __name((line) => ctx.output.info(line), "note")
    });
    const card = result.card ? `${result.card.masked} (${result.card.brand})` : void 0;
    ctx.output.record(result.response.body, paymentFields(result.payment, [["card", card]]));
    return result.response.body;
  }
};

// src/commands/card/test-cards.ts
var CardTestCards = class _CardTestCards extends BaseCommand {
  static {
    __name(this, "CardTestCards");
  }
  static summary = "The sandbox's test card numbers and their outcomes.";
  static description = `The provider's public sandbox card set, which the embedded sandbox reproduces: any future expiry and
any CVV work; any other number passing Luhn is approved; a number failing Luhn is refused at tokenization.
A table on a terminal, tab-separated text on a pipe, a JSON array with --json. Works offline.

These numbers are public test data, so this is the one place payctl prints card numbers in full; everywhere else
anything that looks like a card number is masked (515590******0001).`;
  static examples = [
    "<%= config.bin %> card test-cards",
    "<%= config.bin %> card test-cards --json | jq -r '.[] | select(.approved) | .number'",
    "<%= config.bin %> card test-cards --json"
  ];
  static flags = { ...outputFlags };
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static strict = false;
  async run() {
    const { refuseCardNumbersInArgv } = await import("./chunks/card-argv-XWRZ2Q5R.js");
    this.parsed = true;
    refuseCardNumbersInArgv(this.argv, _CardTestCards.flags, { command: "card test-cards" });
    const { flags } = await this.parse(_CardTestCards);
    const ctx = this.context(flags);
    const { testCardRows, printTestCards } = await import("./chunks/card-test-cards-6HHTLHRR.js");
    const rows = testCardRows();
    await printTestCards(ctx.output, rows);
    return rows;
  }
};

// src/commands/card/tokenize.ts
var CardTokenize = class _CardTokenize extends BaseCommand {
  static {
    __name(this, "CardTokenize");
  }
  static summary = "Exchange a card number for a card token, POST /api/tokenize (with the client token).";
  static description = `Reads the card number from a masked prompt on a terminal, or from the first line of stdin otherwise;
never from an argument or a flag (other users can see a command line, and it stays in shell history: such a
number is refused, exit 2, and not repeated). The number is checked locally (13 to 19 digits, Luhn) before
anything is sent, then sent with the client token (Authorization: <client token>, no scheme). Prints the token
and the masked number (515590******0001); --json prints the API's answer unchanged. The number itself is never
printed, logged (--debug included) or written anywhere.`;
  static examples = [
    "<%= config.bin %> card tokenize",
    "pass show cards/test | <%= config.bin %> card tokenize --json",
    'printf "5155901222280001\\n" | <%= config.bin %> card tokenize --profile sandbox'
  ];
  static flags = { ...apiFlags };
  // Not strict: a stray argument must reach run(), where it is refused unechoed (oclif would fold it into the
  // command name and print it back as an unknown command).
  static strict = false;
  async run() {
    const { refuseCardNumbersInArgv } = await import("./chunks/card-argv-XWRZ2Q5R.js");
    this.parsed = true;
    refuseCardNumbersInArgv(this.argv, _CardTokenize.flags, { command: "card tokenize" });
    const { flags } = await this.parse(_CardTokenize);
    const ctx = this.context(flags);
    const { readCardNumber, requireCredentials, tokenizeNumber } = await import("./chunks/card-tokenize-A7WSHCN5.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    requireCredentials(await ctx.settings(), { client: true });
    const client = await ctx.client();
    const digits = await readCardNumber({ interactive: isInteractive(), addSecret: /* @__PURE__ */ __name((s) => ctx.addSecret(s), "addSecret") });
    const card = await tokenizeNumber(client, digits);
    ctx.output.record(card.response.body, [
      ["token", card.token],
      ["card", `${card.masked} (${card.brand})`]
    ]);
    if (!ctx.output.json) ctx.output.info(`pay with it: payctl card pay --token ${card.token} --holder-name NAME --expiration-month MM --expiration-year YY`);
    return card.response.body;
  }
};

// src/commands/config/get.ts
var import_core13 = __toESM(require_lib(), 1);
var ConfigGet = class _ConfigGet extends BaseCommand {
  static {
    __name(this, "ConfigGet");
  }
  static summary = "Print one setting (secrets redacted).";
  static description = `Prints the value in force for KEY (base-url, seller-id, access-token, client-token,
refresh-token, timeout) after flags > environment > profile > defaults. Secrets are never printed in full.`;
  static examples = ["<%= config.bin %> config get base-url", "<%= config.bin %> config get access-token --profile production", "<%= config.bin %> config get seller-id --profile sandbox --json"];
  static args = { key: import_core13.Args.string({ required: true, description: "setting key" }) };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_ConfigGet);
    const ctx = this.context(flags);
    const { requireSettingKey, settingRows } = await import("./chunks/profile-settings-YGRKV7L7.js");
    const key = requireSettingKey(args.key);
    const row = settingRows(await ctx.settings()).find((r) => r.key === key.key);
    if (ctx.output.json) ctx.output.printJson({ key: row.key, value: row.value || null, source: row.source });
    else if (row.value) ctx.output.line(row.value);
    else ctx.output.info(`${key.key} is not set`);
    return row;
  }
};

// src/commands/config/list.ts
var ConfigList = class _ConfigList extends BaseCommand {
  static {
    __name(this, "ConfigList");
  }
  static summary = "Show the settings in force and where each comes from.";
  static description = `Lists base URL, seller id, tokens and timeout as the next command would use them, after
flags > environment (PAYCTL_*) > profile > defaults. Secrets are always redacted (at most their first and last four
characters).`;
  static examples = ["<%= config.bin %> config list", "<%= config.bin %> config list --profile production --json", "<%= config.bin %> config list --profile sandbox"];
  static flags = { ...apiFlags };
  async run() {
    const { flags } = await this.parse(_ConfigList);
    const ctx = this.context(flags);
    const { settingRows } = await import("./chunks/profile-settings-YGRKV7L7.js");
    const settings = await ctx.settings();
    const store = await ctx.profiles();
    const rows = settingRows(settings);
    if (ctx.output.json) {
      const result = { profile: settings.profileName, path: store.path, settings: Object.fromEntries(rows.map((r) => [r.key, { value: r.value || null, source: r.source }])) };
      ctx.output.printJson(result);
      return result;
    }
    ctx.output.info(`profile ${settings.profileName}${settings.profileExists ? "" : " (not stored yet)"} \u2014 ${store.path}`);
    await ctx.output.list(rows, [
      { header: "KEY", get: /* @__PURE__ */ __name((r) => r.key, "get"), keep: true },
      { header: "VALUE", get: /* @__PURE__ */ __name((r) => r.value, "get") },
      { header: "SOURCE", get: /* @__PURE__ */ __name((r) => r.source, "get") }
    ]);
    return rows;
  }
};

// src/commands/config/profiles.ts
var ConfigProfiles = class _ConfigProfiles extends BaseCommand {
  static {
    __name(this, "ConfigProfiles");
  }
  static summary = "List the stored profiles.";
  static description = "Lists every stored profile with its base URL and seller id; tokens are shown redacted. The current profile is marked with *.";
  static examples = ["<%= config.bin %> config profiles", "<%= config.bin %> config profiles --json", '<%= config.bin %> config profiles --json | jq -r ".[].name"'];
  static flags = { ...outputFlags };
  async run() {
    const { flags } = await this.parse(_ConfigProfiles);
    const ctx = this.context(flags);
    const { profileSummaries } = await import("./chunks/profile-settings-YGRKV7L7.js");
    const rows = profileSummaries(await ctx.profiles());
    await ctx.output.list(
      rows,
      [
        { header: "PROFILE", get: /* @__PURE__ */ __name((r) => `${r.current ? "* " : "  "}${r.name}`, "get"), keep: true },
        { header: "BASE URL", get: /* @__PURE__ */ __name((r) => r.baseUrl, "get") },
        { header: "SELLER ID", get: /* @__PURE__ */ __name((r) => r.sellerId, "get") },
        { header: "ACCESS TOKEN", get: /* @__PURE__ */ __name((r) => r.accessToken, "get") },
        { header: "CLIENT TOKEN", get: /* @__PURE__ */ __name((r) => r.clientToken, "get") },
        { header: "REFRESH TOKEN", get: /* @__PURE__ */ __name((r) => r.refreshToken, "get") }
      ],
      { empty: "no profiles yet: run payctl login" }
    );
    return rows;
  }
};

// src/commands/config/set.ts
var import_core14 = __toESM(require_lib(), 1);
var ConfigSet = class _ConfigSet extends BaseCommand {
  static {
    __name(this, "ConfigSet");
  }
  static summary = "Store one setting in the profile.";
  static description = `Stores KEY in the profile (the current one, or --profile). For a secret key (access-token,
client-token, refresh-token) leave VALUE out or give - : it is read from a masked prompt on a terminal, or from stdin
otherwise, so that it never lands in shell history or in the process list.`;
  static examples = [
    "<%= config.bin %> config set base-url https://api.example.com",
    'printf %s "$CLIENT_TOKEN" | <%= config.bin %> config set client-token -',
    "<%= config.bin %> config set timeout 60s --profile production",
    "<%= config.bin %> config set seller-id 9f8e7d6c-5b4a-4321-8765-0fedcba98765 --profile production --json"
  ];
  static args = {
    key: import_core14.Args.string({ required: true, description: "setting key" }),
    value: import_core14.Args.string({ required: false, description: "the value (secrets: leave out or -)" })
  };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_ConfigSet);
    const ctx = this.context(flags);
    const { requireSettingKey, checkSettingValue, displayValue } = await import("./chunks/profile-settings-YGRKV7L7.js");
    const { resolveProfileName } = await import("./chunks/resolve-3OTNL4NS.js");
    const { UsageError: UsageError2 } = await import("./chunks/errors-RRBWJESB.js");
    const key = requireSettingKey(args.key);
    let raw = args.value;
    if (key.secret && raw !== void 0 && raw !== "-") {
      ctx.addSecret(raw);
      ctx.output.warn(`a secret given on the command line lands in shell history; next time use: payctl config set ${key.key} -`);
    }
    if (raw === void 0 || raw === "-") {
      if (!key.secret && raw === void 0) throw new UsageError2(`give a value: payctl config set ${key.key} VALUE`);
      const { isInteractive, readStdinLine } = await import("./chunks/stdin-C7QI5G6O.js");
      if (isInteractive()) {
        const { askSecret, askText } = await import("./chunks/prompts-MEZRG7SS.js");
        raw = key.secret ? await askSecret(`${key.description}:`) : await askText(`${key.description}:`);
      } else raw = await readStdinLine(key.key);
      ctx.addSecret(raw);
    }
    const value = checkSettingValue(key, raw);
    const store = await ctx.profiles();
    const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName());
    store.update(profile, { [key.field]: value });
    const result = { profile, key: key.key, value: displayValue(key, value) };
    if (ctx.output.json) ctx.output.printJson(result);
    else ctx.output.line(`${key.key} set to ${result.value} in profile ${profile}`);
    return result;
  }
};

// src/commands/config/unset.ts
var import_core15 = __toESM(require_lib(), 1);
var ConfigUnset = class _ConfigUnset extends BaseCommand {
  static {
    __name(this, "ConfigUnset");
  }
  static summary = "Remove one setting from the profile.";
  static description = "Removes KEY from the profile (the current one, or --profile); the default or the environment then applies.";
  static examples = ["<%= config.bin %> config unset refresh-token", "<%= config.bin %> config unset timeout --profile production", "<%= config.bin %> config unset base-url --profile sandbox --json"];
  static args = { key: import_core15.Args.string({ required: true, description: "setting key" }) };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_ConfigUnset);
    const ctx = this.context(flags);
    const { requireSettingKey } = await import("./chunks/profile-settings-YGRKV7L7.js");
    const { resolveProfileName } = await import("./chunks/resolve-3OTNL4NS.js");
    const key = requireSettingKey(args.key);
    const store = await ctx.profiles();
    const profile = resolveProfileName(flags.profile, ctx.env, () => store.currentName());
    store.update(profile, { [key.field]: void 0 });
    const result = { profile, key: key.key, removed: true };
    if (ctx.output.json) ctx.output.printJson(result);
    else ctx.output.line(`${key.key} removed from profile ${profile}`);
    return result;
  }
};

// src/commands/config/use.ts
var import_core16 = __toESM(require_lib(), 1);
var ConfigUse = class _ConfigUse extends BaseCommand {
  static {
    __name(this, "ConfigUse");
  }
  static summary = "Make a profile the current one.";
  static description = "Later commands use PROFILE unless --profile or PAYCTL_PROFILE says otherwise.";
  static examples = ["<%= config.bin %> config use production", "<%= config.bin %> config use sandbox --json", "PAYCTL_CONFIG_DIR=./ci-config <%= config.bin %> config use ci --json"];
  static args = { profile: import_core16.Args.string({ required: true, description: "profile name" }) };
  static flags = { ...outputFlags };
  async run() {
    const { args, flags } = await this.parse(_ConfigUse);
    const ctx = this.context(flags);
    const { UsageError: UsageError2 } = await import("./chunks/errors-RRBWJESB.js");
    const store = await ctx.profiles();
    if (!store.get(args.profile)) {
      const known = store.names();
      throw new UsageError2(`no profile named "${args.profile}"${known.length ? ` (known: ${known.join(", ")})` : ""}`);
    }
    store.use(args.profile);
    const result = { current: args.profile };
    if (ctx.output.json) ctx.output.printJson(result);
    else ctx.output.line(`now using profile ${args.profile}`);
    return result;
  }
};

// src/commands/events/list.ts
var import_core17 = __toESM(require_lib(), 1);
var EventsList = class _EventsList extends BaseCommand {
  static {
    __name(this, "EventsList");
  }
  static summary = "List the events that occurred (GET /api/events), with their delivery status.";
  static description = `Shows time, event name, the resource it is about, and how its notifications (webhook deliveries) went. Filters are sent as query parameters (event, since, limit) and applied here too, as the service may ignore them. --event takes an exact name or a pattern ending in * (PAYMENT.*, charge-*, *) and may be repeated. --limit keeps the most recent N. --json prints the events as the API sent them, a bare array, oldest first.`;
  static examples = [
    "<%= config.bin %> events list --since 2h",
    "<%= config.bin %> events list --event PAYMENT.* --limit 20",
    "<%= config.bin %> events list --event charge-in --since 2026-05-01 --json"
  ];
  static flags = {
    ...apiFlags,
    event: import_core17.Flags.string({ description: "only events matching this name or pattern (repeatable)", multiple: true }),
    since: import_core17.Flags.string({ description: "only events since WHEN: a date, a date-time, or a duration back from now (2h, 7d)" }),
    limit: import_core17.Flags.integer({ description: "at most N events (the most recent)", min: 1 })
  };
  async run() {
    const { flags } = await this.parse(_EventsList);
    const ctx = this.context(flags);
    const q = await import("./chunks/events-query-A4NUPHR4.js");
    const filters = { patterns: q.checkPatterns(flags.event), since: q.parseSinceFlag(flags.since), limit: flags.limit };
    const { fetchEventRows } = await import("./chunks/events-fetch-BPHI7UV6.js");
    const { events, rows } = await fetchEventRows(await ctx.client(), filters, !ctx.output.json, (m) => ctx.output.warn(m));
    if (ctx.output.json) ctx.output.printJson(events);
    else await ctx.output.list(rows, q.eventColumns(ctx.output.colors), { empty: "no events" });
    return events;
  }
};

// src/commands/events/notifications.ts
var import_core18 = __toESM(require_lib(), 1);
var EventsNotifications = class _EventsNotifications extends BaseCommand {
  static {
    __name(this, "EventsNotifications");
  }
  static summary = "List notifications, the webhook deliveries of events (GET /api/notifications).";
  static description = `One row per delivery of an event to a webhook: time, event, resource, status (PENDING, DELIVERED, FAILED), attempts so far, the last answer, the next attempt. Filters are sent as query parameters (event_id, status, since, limit) and applied here too, as the service may ignore them. --status is case-insensitive. --limit keeps the most recent N. --json prints the records as the API sent them, a bare array. payctl events show EVENT_ID draws the attempt history of one event.`;
  static examples = [
    "<%= config.bin %> events notifications --status failed",
    "<%= config.bin %> events notifications --event-id 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a",
    "<%= config.bin %> events notifications --since 1d --limit 50 --json"
  ];
  static flags = {
    ...apiFlags,
    "event-id": import_core18.Flags.string({ description: "only the notifications of this event" }),
    status: import_core18.Flags.string({ description: "only notifications in this status: PENDING, DELIVERED or FAILED" }),
    since: import_core18.Flags.string({ description: "only notifications since WHEN: a date, a date-time, or a duration back from now (2h, 7d)" }),
    limit: import_core18.Flags.integer({ description: "at most N notifications (the most recent)", min: 1 })
  };
  async run() {
    const { flags } = await this.parse(_EventsNotifications);
    const ctx = this.context(flags);
    const q = await import("./chunks/events-query-A4NUPHR4.js");
    const filters = { eventId: flags["event-id"], status: q.parseNotificationStatus(flags.status), since: q.parseSinceFlag(flags.since), limit: flags.limit };
    const { fetchNotificationRows } = await import("./chunks/events-fetch-BPHI7UV6.js");
    const { notifications, rows } = await fetchNotificationRows(await ctx.client(), filters, !ctx.output.json, (m) => ctx.output.warn(m));
    if (ctx.output.json) ctx.output.printJson(notifications);
    else await ctx.output.list(rows, q.notificationColumns(ctx.output.colors), { empty: "no notifications" });
    return notifications;
  }
};

// src/commands/events/replay.ts
var import_core19 = __toESM(require_lib(), 1);
var EventsReplay = class _EventsReplay extends BaseCommand {
  static {
    __name(this, "EventsReplay");
  }
  static summary = "Send a past event to a URL as the service would deliver it (to test a handler).";
  static description = `Fetches the event and POSTs its notification payload {"id", "event", "inserted_at", "data"} to --to with Content-Type application/json and, when given, --authorization verbatim in the Authorization header, as the service does. The API's credentials are never sent to that URL. Redirects are not followed, and the answer must come within 10 s. Prints the answer (status, time, body); exits 1 when it is not a 2XX, as the service would count it as a failed delivery. --json prints {"url", "status", "duration_ms", "content_type", "body"}. The same event id is sent each time: a handler should treat a repeat as already done.`;
  static examples = [
    "<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:3000/hooks/pay",
    '<%= config.bin %> events replay 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --to http://127.0.0.1:4242 --authorization "$HOOK_TOKEN" --json'
  ];
  static args = { id: import_core19.Args.string({ required: true, description: "event id" }) };
  static flags = {
    ...apiFlags,
    to: import_core19.Flags.string({ description: "URL that receives the POST (your handler, or payctl listen)", required: true }),
    authorization: import_core19.Flags.string({ description: "value of the Authorization header (the webhook token; - reads it from stdin)" })
  };
  async run() {
    const { args, flags } = await this.parse(_EventsReplay);
    const ctx = this.context(flags);
    const replay = await import("./chunks/events-replay-P2GEJ2AQ.js");
    const to = replay.checkTargetUrl(flags.to);
    let authorization = flags.authorization;
    if (authorization === "-") authorization = await (await import("./chunks/stdin-C7QI5G6O.js")).readStdinLine("--authorization -");
    if (authorization) ctx.addSecret(authorization);
    const { findEvent } = await import("./chunks/events-fetch-BPHI7UV6.js");
    const event = await findEvent(await ctx.client(), args.id);
    const result = await replay.replayEvent(event, to, { authorization, signal: ctx.signal });
    const { sent, ...shown } = result;
    if (ctx.output.json) ctx.output.printJson(shown);
    else for (const line of replay.renderReplay(event, result, ctx.output.colors)) ctx.output.line(line);
    if (result.status < 200 || result.status >= 300) {
      ctx.output.warn(`the handler answered HTTP ${result.status}: the service would count this as a failed delivery and retry`);
      process.exitCode = 1;
    }
    return shown;
  }
};

// src/commands/events/show.ts
var import_core20 = __toESM(require_lib(), 1);
var EventsShow = class _EventsShow extends BaseCommand {
  static {
    __name(this, "EventsShow");
  }
  static summary = "Show one event, its payload, and the delivery history of its notifications.";
  static description = `Finds the event in GET /api/events and its notifications in GET /api/notifications (?event_id=), then draws each notification's attempts as a small timeline: local time, HTTP status or error, duration, and the next attempt while the delivery is pending. --json prints {"event": \u2026, "notifications": [\u2026]}. Exits 1 when no event has that id.`;
  static examples = [
    "<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a",
    '<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --json | jq ".notifications[].attempts"',
    "<%= config.bin %> events show 2f0c6a5e-8d5b-4c53-9c3e-0c3f0c0f5b1a --profile production"
  ];
  static args = { id: import_core20.Args.string({ required: true, description: "event id" }) };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_EventsShow);
    const ctx = this.context(flags);
    const [{ showEvent }, { renderEventDetail }] = await Promise.all([import("./chunks/events-fetch-BPHI7UV6.js"), import("./chunks/events-show-4ZABMJJN.js")]);
    const result = await showEvent(await ctx.client(), args.id);
    if (ctx.output.json) ctx.output.printJson(result);
    else for (const line of renderEventDetail(result.event, result.notifications, ctx.output.colors)) ctx.output.line(line);
    return result;
  }
};

// src/commands/events/tail.ts
var import_core21 = __toESM(require_lib(), 1);
var EventsTail = class _EventsTail extends BaseCommand {
  static {
    __name(this, "EventsTail");
  }
  static summary = "Follow new events as they happen (polls GET /api/events), one line each, until Ctrl-C.";
  static description = `Prints every event that occurs from now on, once, as it shows up in GET /api/events (polled every --interval). Human lines: local time, event, resource, event id. --json prints one JSON line per event (the record as the API sent it). --event filters by name or pattern (repeatable). A network failure or a 5XX is reported on stderr and retried with a growing pause. On a terminal a status line on stderr shows the polling. Ctrl-C or SIGTERM ends it with exit 0.`;
  static examples = [
    "<%= config.bin %> events tail",
    "<%= config.bin %> events tail --event PAYMENT.* --interval 5s",
    "<%= config.bin %> events tail --json | jq -r .event"
  ];
  static flags = {
    ...apiFlags,
    event: import_core21.Flags.string({ description: "only events matching this name or pattern (repeatable)", multiple: true }),
    interval: import_core21.Flags.string({ description: "pause between polls (500ms, 2s, 1m)", default: "2s" })
  };
  async run() {
    const { flags } = await this.parse(_EventsTail);
    const ctx = this.context(flags);
    const [{ checkPatterns }, { parseDuration }, { tailEvents }, { eventLine, jsonLine, StatusLine }, { formatTime }] = await Promise.all([
      import("./chunks/events-query-A4NUPHR4.js"),
      import("./chunks/dates-RXPVD4DA.js"),
      import("./chunks/events-tail-GBJ57SID.js"),
      import("./chunks/events-lines-A2NC7Q6B.js"),
      import("./chunks/format-Q7VK5EDE.js")
    ]);
    const patterns = checkPatterns(flags.event);
    const intervalMs = parseDuration(flags.interval);
    if (intervalMs === void 0 || intervalMs < 200) throw new UsageError(`--interval "${flags.interval}": must be a duration of at least 200ms (2s, 1m)`);
    const client = await ctx.client();
    this.releaseInterruptHandler();
    const stop = /* @__PURE__ */ __name(() => ctx.interrupt(new Error("stopped")), "stop");
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    const out = ctx.output;
    const status = out.stderr.isTTY && !out.json ? new StatusLine(out.stderr) : void 0;
    status?.show(`following events${patterns ? ` matching ${patterns.join(", ")}` : ""}\u2026 (Ctrl-C to stop)`);
    try {
      await tailEvents(client, { patterns, intervalMs, signal: ctx.signal }, {
        event: /* @__PURE__ */ __name((e) => {
          status?.clear();
          if (out.json) out.stdout.write(`${out.redact(jsonLine(e))}
`);
          else out.line(eventLine(e, out.colors));
        }, "event"),
        polled: /* @__PURE__ */ __name(({ at, total }) => status?.show(`following events\u2026 last poll ${formatTime(at.toISOString())}, ${total} known (Ctrl-C to stop)`), "polled"),
        failed: /* @__PURE__ */ __name((err, retryInMs) => {
          status?.clear();
          out.warn(`${err.message}; trying again in ${Math.round(retryInMs / 1e3)}s`);
        }, "failed")
      });
    } finally {
      status?.clear();
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
    }
  }
};

// src/commands/listen.ts
var import_core22 = __toESM(require_lib(), 1);
var Listen = class _Listen extends BaseCommand {
  static {
    __name(this, "Listen");
  }
  static summary = "Receive webhook notifications locally and print them as they arrive.";
  static description = `A local HTTP server for the service's notifications. Once it listens it prints its URL (http://127.0.0.1:PORT). The sandbox reaches that URL directly; the real service cannot reach your machine: expose it through a public URL (a tunnel such as cloudflared or ngrok) and register that URL (--register --public-url URL).

Checks, in order: only POST (405; GET /health answers 200); the Authorization header must equal the token, compared in constant time before any body byte is read (401, not printed, a warning on stderr); body at most 1 MiB (413); JSON only (415 for another Content-Type, 400 for invalid JSON). Then the notification is printed and answered 200, or with --forward-to relayed (headers and body) to your app and answered with the app's status (502 when it is down, 504 when it is slower than --forward-timeout, a 3XX counts as a failure). Each notification is printed once per delivery; a repeated event id is marked "(repeat N)", and with --forward-to an event the app already acknowledged is answered 2XX without forwarding it again. Lines are written (and the --output file synced) before the answer is sent, so nothing answered 2XX is lost. Control characters in payloads are escaped.

Human output (stdout): start-up lines, then per notification: local time, event, resource id, status, (repeat N), the app's answer. With --json, stdout holds only one JSON line per notification: {"received_at", "id", "event", "repeat", "status", "body"}; the start-up lines go to stderr. Ctrl-C or SIGTERM: stops accepting, finishes requests in flight, flushes, exits 0.`;
  static examples = [
    "<%= config.bin %> listen",
    "<%= config.bin %> listen --port 0 --json --output deliveries.jsonl",
    '<%= config.bin %> listen --authorization "$HOOK_TOKEN" --forward-to http://localhost:3000/hooks/pay --event PAYMENT.*',
    "<%= config.bin %> listen --fail-first 2 --register",
    '<%= config.bin %> listen --register --public-url https://abc123.ngrok.app --authorization "$HOOK_TOKEN"'
  ];
  static flags = {
    ...apiFlags,
    port: import_core22.Flags.integer({ description: "port to listen on (0 picks a free one)", default: 4242, min: 0, max: 65535 }),
    host: import_core22.Flags.string({ description: "address to listen on", default: "127.0.0.1" }),
    authorization: import_core22.Flags.string({ description: "expected Authorization header value (default: a generated token, printed at start; - reads it from stdin)" }),
    event: import_core22.Flags.string({ description: "print only events matching this name or pattern (repeatable); others are still answered 200", multiple: true }),
    "forward-to": import_core22.Flags.string({ description: "relay each notification to this URL (your app) and answer with the app's status" }),
    "forward-timeout": import_core22.Flags.string({ description: "longest wait for the app before answering 504 (keep it under the service's 10 s)", default: "9s" }),
    respond: import_core22.Flags.integer({ description: "answer this HTTP status to every notification (to watch the service retry)", min: 200, max: 599 }),
    "fail-first": import_core22.Flags.integer({ description: "answer an error (--respond, or 500) to the first N deliveries of each event, then normally", min: 1 }),
    register: import_core22.Flags.boolean({ description: "register a webhook pointing at this listener, with its token (POST /api/webhooks)" }),
    "public-url": import_core22.Flags.string({ description: "the public URL (a tunnel) that leads here, registered with --register", dependsOn: ["register"] }),
    output: import_core22.Flags.string({ description: "also append the JSON lines to FILE (created 0600; synced before answering)" })
  };
  async run() {
    const { flags } = await this.parse(_Listen);
    const ctx = this.context(flags);
    const { prepareListen } = await import("./chunks/setup-JYZ3IIBG.js");
    const plan = await prepareListen(flags, ctx);
    this.releaseInterruptHandler();
    const stop = new AbortController();
    const force = new AbortController();
    let signals = 0;
    const onSignal = /* @__PURE__ */ __name(() => {
      signals++;
      if (signals === 1) stop.abort();
      else if (signals === 2) force.abort();
      else process.exit(130);
    }, "onSignal");
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    const { runListenSession } = await import("./chunks/session-ATUY3HSF.js");
    await runListenSession({ ...plan, stop: stop.signal, force: force.signal });
  }
};

// src/commands/login.ts
var import_core23 = __toESM(require_lib(), 1);
var Login = class _Login extends BaseCommand {
  static {
    __name(this, "Login");
  }
  static summary = "Store a profile: base URL, seller id and tokens, verified with one request.";
  static description = `On a terminal, asks for the base URL, seller id, access token, client token and refresh
token (tokens with masked prompts). Without a terminal, pass --base-url, --seller-id and --with-token, and pipe the
access token on stdin (optionally followed by the client token and the refresh token, one per line). The access token
is checked with one GET of the seller's Bolepix list before anything is saved (--no-verify skips it). The profile is
stored in a 0600 file in a 0700 folder (PAYCTL_CONFIG_DIR, or the OS config folder).`;
  static examples = [
    "<%= config.bin %> login",
    'printf "%s\\n" "$ACCESS_TOKEN" "$CLIENT_TOKEN" | <%= config.bin %> login --base-url https://api.example.com --seller-id 6d1c\u2026 --with-token',
    "<%= config.bin %> login --profile sandbox --base-url http://127.0.0.1:4010 --seller-id abc --with-token < token.txt"
  ];
  static flags = {
    ...outputFlags,
    profile: import_core23.Flags.string({ description: 'Profile to store (default: the current one, or "default").', helpGroup: "GLOBAL" }),
    "base-url": import_core23.Flags.string({ description: "API base URL." }),
    "seller-id": import_core23.Flags.string({ description: "Seller (account) id." }),
    "with-token": import_core23.Flags.boolean({ description: "Read the access token (then optionally client and refresh tokens, one per line) from stdin." }),
    verify: import_core23.Flags.boolean({ description: "Check the token with one GET before saving.", default: true, allowNo: true })
  };
  async run() {
    const { flags } = await this.parse(_Login);
    const ctx = this.context(flags);
    const { collectCredentials, verifyCredentials } = await import("./chunks/login-H3YVSJTX.js");
    const { isInteractive } = await import("./chunks/stdin-C7QI5G6O.js");
    const { resolveProfileName } = await import("./chunks/resolve-3OTNL4NS.js");
    const { maskSecret } = await import("./chunks/redact-JZHBP2BH.js");
    const store = await ctx.profiles();
    const name = resolveProfileName(flags.profile, ctx.env, () => store.currentName());
    const profile = await collectCredentials({
      baseUrl: flags["base-url"],
      sellerId: flags["seller-id"],
      withToken: flags["with-token"],
      interactive: isInteractive(),
      defaults: store.get(name) ?? {}
    });
    for (const s of [profile.accessToken, profile.clientToken, profile.refreshToken]) if (s) ctx.addSecret(s);
    let found;
    if (flags.verify) {
      const v = await verifyCredentials(profile, { signal: ctx.signal, debug: ctx.debugEnabled ? (l) => ctx.debug(l) : void 0 });
      found = `seller ${profile.sellerId} has ${v.invoices} Bolepix charge${v.invoices === 1 ? "" : "s"}`;
    }
    const hadProfiles = store.names().length > 0;
    store.update(name, profile);
    if (!hadProfiles || !store.get(store.currentName())) store.use(name);
    const result = {
      profile: name,
      baseUrl: profile.baseUrl,
      sellerId: profile.sellerId,
      accessToken: maskSecret(profile.accessToken),
      verified: flags.verify,
      path: store.path
    };
    if (ctx.output.json) ctx.output.printJson(result);
    else {
      if (found) ctx.output.line(`Token accepted by ${profile.baseUrl}: ${found}.`);
      ctx.output.line(`Saved profile "${name}" to ${store.path} (mode 600).`);
    }
    return result;
  }
};

// src/commands/logout.ts
var import_core24 = __toESM(require_lib(), 1);
var Logout = class _Logout extends BaseCommand {
  static {
    __name(this, "Logout");
  }
  static summary = "Remove the profile's secrets (access, client and refresh tokens).";
  static description = "Deletes the tokens of the profile (the current one, or --profile) from the config file; its base URL and seller id stay. --all removes the whole profile.";
  static examples = ["<%= config.bin %> logout", "<%= config.bin %> logout --profile production --all", "<%= config.bin %> logout --profile sandbox --json"];
  static flags = {
    ...outputFlags,
    profile: import_core24.Flags.string({ description: "Profile to log out of (default: the current one).", helpGroup: "GLOBAL" }),
    all: import_core24.Flags.boolean({ description: "Remove the whole profile, not only its secrets." })
  };
  async run() {
    const { flags } = await this.parse(_Logout);
    const ctx = this.context(flags);
    const { resolveProfileName } = await import("./chunks/resolve-3OTNL4NS.js");
    const store = await ctx.profiles();
    const name = resolveProfileName(flags.profile, ctx.env, () => store.currentName());
    const existed = store.get(name) !== void 0;
    if (existed) {
      if (flags.all) store.remove(name);
      else store.update(name, { accessToken: void 0, clientToken: void 0, refreshToken: void 0 });
    }
    const result = { profile: name, removed: existed ? flags.all ? "profile" : "secrets" : "nothing" };
    if (ctx.output.json) ctx.output.printJson(result);
    else ctx.output.line(existed ? `Logged out of profile "${name}"${flags.all ? " (profile removed)" : " (tokens removed)"}.` : `No profile "${name}": nothing to remove.`);
    return result;
  }
};

// src/commands/sandbox/clock.ts
var import_core25 = __toESM(require_lib(), 1);
var SandboxClock = class _SandboxClock extends BaseCommand {
  static {
    __name(this, "SandboxClock");
  }
  static summary = "Sandbox only: move the sandbox's clock forward (expiries, pre-authorization reversals).";
  static description = `Calls POST /_sandbox/clock {"advance": "6d"} on the configured base URL, which must be a payctl
sandbox. Sandbox time moves forward by the duration (30m, 12h, 6d, 2w): unpaid charges past their due date plus
expirationAfterPayment days become EXPIRED, pre-authorizations older than --preauth-days are reversed, and webhook
retries that fall due are made at once. Time never moves back. Without a duration, prints the sandbox's time.
--json prints the sandbox's answer unchanged.`;
  static examples = [
    "<%= config.bin %> sandbox clock +6d",
    "<%= config.bin %> sandbox clock +30d --profile sandbox",
    "<%= config.bin %> sandbox clock 12h --profile sandbox --json",
    "<%= config.bin %> sandbox clock"
  ];
  static args = { advance: import_core25.Args.string({ required: false, description: "how far to move: +6d, 12h, 30m, 2w" }) };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_SandboxClock);
    const ctx = this.context(flags);
    const { parseDuration } = await import("./chunks/dates-RXPVD4DA.js");
    const advance = args.advance?.trim().replace(/^\+/, "");
    if (advance !== void 0 && !(parseDuration(advance) && parseDuration(advance) > 0)) {
      throw new UsageError(`invalid duration "${args.advance}": use a positive duration such as +6d, 12h or 30m`);
    }
    const { moveClock } = await import("./chunks/sandbox-WGZVVMUQ.js");
    const { formatTime } = await import("./chunks/format-Q7VK5EDE.js");
    const answer = await moveClock(await ctx.client(), advance);
    const days = Math.round(answer.offset_ms / 864e5 * 100) / 100;
    ctx.output.record(answer, [
      ["sandbox time", `${formatTime(answer.now)} (${days} day${days === 1 ? "" : "s"} ahead of real time)`],
      ["expired charges", answer.expired?.length ? answer.expired.join(", ") : void 0],
      ["reversed payments", answer.reversed?.length ? answer.reversed.join(", ") : void 0]
    ]);
    return answer;
  }
};

// src/commands/sandbox/pay.ts
var import_core26 = __toESM(require_lib(), 1);
var SandboxPay = class _SandboxPay extends BaseCommand {
  static {
    __name(this, "SandboxPay");
  }
  static summary = "Sandbox only: the debtor pays a Bolepix charge (PENDING \u2192 PAID, event charge-in).";
  static description = `Calls POST /_sandbox/bolepix/{invoiceId}/pay on the configured base URL, which must be a payctl
sandbox. The amount paid follows the charge's instructions on the sandbox's date: after the due date the fine and
the pro-rata interest are added, up to the discount's limit date the discount is subtracted. A charge that is not
PENDING (already PAID, CANCELLED or EXPIRED) is refused (exit 1). --json prints the sandbox's answer unchanged.`;
  static examples = [
    "<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a",
    "<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a --profile sandbox --json",
    "<%= config.bin %> sandbox pay 5f0c6a8e-2b1d-4c3e-9f8a-7b6c5d4e3f2a --profile sandbox --debug"
  ];
  static args = { invoiceId: import_core26.Args.string({ required: true, description: "invoice id (from bolepix create)" }) };
  static flags = { ...apiFlags };
  async run() {
    const { args, flags } = await this.parse(_SandboxPay);
    const ctx = this.context(flags);
    const { payInvoice } = await import("./chunks/sandbox-WGZVVMUQ.js");
    const { formatReais, formatTime } = await import("./chunks/format-Q7VK5EDE.js");
    const answer = await payInvoice(await ctx.client(), args.invoiceId);
    const inv = answer.data;
    ctx.output.record(answer, [
      ["invoice", inv.invoiceId],
      ["status", inv.status],
      ["amount", formatReais(inv.amount)],
      ["amount paid", formatReais(inv.amountPaid)],
      ["paid at", formatTime(inv.paidAt)]
    ]);
    return answer;
  }
};

// src/commands/sandbox/start.ts
var import_core27 = __toESM(require_lib(), 1);
var SandboxStart = class _SandboxStart extends BaseCommand {
  static {
    __name(this, "SandboxStart");
  }
  static summary = "Run the embedded sandbox: a stateful local copy of the whole service.";
  static description = `A real HTTP server on this machine with every endpoint of the service (Bolepix charges, card
tokens and payments, webhooks, events, notifications), the same validation and error shapes, webhooks that really
arrive and really retry, a clock you can move (payctl sandbox clock +6d) and debtors who pay on demand (payctl
sandbox pay). Once listening it prints its URL (the first line: "payctl sandbox listening on http://\u2026") and the
credentials, then one line per request. State lives in memory unless --data FILE keeps it in a journal that
survives restarts (and kill -9). Ctrl-C or SIGTERM stops it (exit 0). See docs/sandbox.md for what it reproduces.`;
  static examples = [
    "<%= config.bin %> sandbox start",
    "<%= config.bin %> sandbox start --port 0 --data sandbox.jsonl --setup-profile sandbox",
    "<%= config.bin %> sandbox start --json --retry-base-ms 200 --retry-max-ms 2000 --max-attempts 5"
  ];
  static flags = {
    ...outputFlags,
    host: import_core27.Flags.string({ description: "Address to listen on.", default: "127.0.0.1" }),
    port: import_core27.Flags.integer({ description: "Port to listen on (0 picks a free one).", default: 4010, min: 0, max: 65535 }),
    data: import_core27.Flags.string({ description: "Journal file that persists state across restarts (default: in memory)." }),
    "seller-id": import_core27.Flags.string({ description: "Fixed seller id (default: kept from --data, else random)." }),
    "access-token": import_core27.Flags.string({ description: "Fixed access token (default: kept from --data, else random)." }),
    "client-token": import_core27.Flags.string({ description: "Fixed client token (default: kept from --data, else random)." }),
    "refresh-token": import_core27.Flags.string({ description: "Fixed refresh token (default: kept from --data, else random)." }),
    "retry-base-ms": import_core27.Flags.integer({ description: "First webhook retry delay; doubles per attempt, with jitter.", default: 1e3, min: 1 }),
    "retry-max-ms": import_core27.Flags.integer({ description: "Cap of one retry delay.", default: 36e5, min: 1, max: 2147483647 }),
    "max-attempts": import_core27.Flags.integer({ description: "Delivery attempts per notification in all.", default: 20, min: 1, max: 1e3 }),
    "cdn-url": import_core27.Flags.string({ description: "Where PDF URLs point (default: <base URL>/cdn, served by the sandbox)." }),
    "default-order-cents": import_core27.Flags.integer({ description: "Total of an order the sandbox has not seen, in cents.", default: 1e4, min: 1 }),
    "preauth-days": import_core27.Flags.integer({ description: "Days before an uncaptured pre-authorization is reversed.", default: 5, min: 1 }),
    "setup-profile": import_core27.Flags.string({ description: "Write a profile with this name pointing at the sandbox (base URL and credentials)." })
  };
  async run() {
    const { flags } = await this.parse(_SandboxStart);
    const ctx = this.context(flags);
    this.releaseInterruptHandler();
    if (flags["cdn-url"] && !/^https?:\/\/[^/]/i.test(flags["cdn-url"])) throw new UsageError("--cdn-url must be an http(s) URL");
    if (flags["setup-profile"]) (await import("./chunks/store-DEBOBZBB.js")).checkProfileName(flags["setup-profile"]);
    const { runSandbox } = await import("./chunks/run-32G3MBTQ.js");
    await runSandbox(
      {
        host: flags.host,
        port: flags.port,
        dataFile: flags.data,
        sellerId: flags["seller-id"],
        accessToken: flags["access-token"],
        clientToken: flags["client-token"],
        refreshToken: flags["refresh-token"],
        retryBaseMs: flags["retry-base-ms"],
        retryMaxMs: flags["retry-max-ms"],
        maxAttempts: flags["max-attempts"],
        cdnUrl: flags["cdn-url"],
        defaultOrderCents: flags["default-order-cents"],
        preauthDays: flags["preauth-days"],
        setupProfile: flags["setup-profile"],
        writeProfile: /* @__PURE__ */ __name(async (name, sandbox) => {
          const store = await ctx.profiles();
          const { url: baseUrl, sellerId, accessToken, clientToken, refreshToken } = sandbox;
          store.update(name, { baseUrl, sellerId, accessToken, clientToken, refreshToken });
          if (!store.get(store.currentName())) store.use(name);
          return store.path;
        }, "writeProfile")
      },
      { json: ctx.output.json, stdout: process.stdout, stderr: process.stderr }
    );
  }
};

// src/commands/webhook/create.ts
var import_core28 = __toESM(require_lib(), 1);
var WebhookCreate = class _WebhookCreate extends BaseCommand {
  static {
    __name(this, "WebhookCreate");
  }
  static summary = "Register a webhook: the service POSTs every matching event to a URL (POST /api/webhooks).";
  static description = `Sends {"webhook": {"events", "target", "authorization"}} to POST /api/webhooks. The service puts the authorization token in the Authorization header of every notification, so your handler can check the sender. Without --authorization a strong token is generated (32 random bytes, base64url) and shown once: keep it. Events are exact names (PAYMENT.PAID, charge-in) or patterns ending in * (PAYMENT.*). The seed documents exact names and CATEGORY.*; * and other prefixes (charge-*) work on the sandbox, and the real service may not accept them. The command shows which known events each pattern covers and warns on a pattern that covers none. With --json, stdout holds the API's answer with the token masked (a generated token is shown once on stderr). The target must be reachable by the service: a public URL (a tunnel to payctl listen), or 127.0.0.1 for the sandbox.`;
  static examples = [
    "<%= config.bin %> webhook create --target https://example.com/hooks/pay --event PAYMENT.* --event ORDER.*",
    '<%= config.bin %> webhook create --target http://127.0.0.1:4242 --event charge-in --event charge-cancelled --authorization "$TOKEN"',
    '<%= config.bin %> webhook create --target https://abc.ngrok.app --event "*" --json'
  ];
  static flags = {
    ...apiFlags,
    target: import_core28.Flags.string({ description: "URL that receives a POST per notification (http or https)", required: true }),
    event: import_core28.Flags.string({ description: "event name or pattern ending in * (repeat the flag for several)", required: true, multiple: true }),
    authorization: import_core28.Flags.string({ description: "token the service sends back in Authorization (default: a generated one; - reads it from stdin)" })
  };
  async run() {
    const { flags } = await this.parse(_WebhookCreate);
    const ctx = this.context(flags);
    const svc = await import("./chunks/events-webhooks-S6WYVZMW.js");
    let token = flags.authorization;
    if (token === "-") token = await (await import("./chunks/stdin-C7QI5G6O.js")).readStdinLine("--authorization -");
    const generated = token === void 0;
    token ??= svc.generateToken();
    const body = svc.buildWebhookBody({ target: flags.target, events: flags.event, authorization: token });
    const coverage = svc.patternCoverage(body.webhook.events);
    for (const w of svc.patternWarnings(coverage)) ctx.output.warn(w);
    const settings = await ctx.settings();
    if (svc.isLocalUrl(body.webhook.target) && !svc.isLoopbackUrl(settings.baseUrl)) {
      ctx.output.warn(`${body.webhook.target} is a local address: the service at ${settings.baseUrl} cannot reach it; register a public URL (a tunnel) that leads to it`);
    }
    ctx.addSecret(token);
    const { createWebhook, createdWebhookId } = await import("./chunks/webhooks-4C6XIJ6I.js");
    const res = await createWebhook(await ctx.client(), body);
    const show = svc.presentCreatedWebhook({ body, coverage, answer: res.body, id: createdWebhookId(res.body), token, generated, json: ctx.output.json, colors: ctx.output.colors });
    if (ctx.output.json) ctx.output.printJson(res.body ?? null);
    else ctx.output.stdout.write(show.stdout);
    ctx.output.stderr.write(show.stderr);
    return res.body;
  }
};

// src/commands/webhook/list.ts
var WebhookList = class _WebhookList extends BaseCommand {
  static {
    __name(this, "WebhookList");
  }
  static summary = "List the registered webhooks (GET /api/webhooks, an assumed endpoint).";
  static description = `Calls GET /api/webhooks and expects {"data": [webhook\u2026]}. The seed documents only the registration (POST /api/webhooks); this listing endpoint is an assumption (PRODUCT.md \xA74) that the sandbox implements. The authorization tokens are masked, in the table and in --json (a bare array of the records as the API sent them, tokens masked): a CI log must not collect every webhook's secret.`;
  static examples = ["<%= config.bin %> webhook list", '<%= config.bin %> webhook list --json | jq -r ".[].target"', "<%= config.bin %> webhook list --profile production"];
  static flags = { ...apiFlags };
  async run() {
    const { flags } = await this.parse(_WebhookList);
    const ctx = this.context(flags);
    const [{ listWebhooks }, { maskSecret }, { formatTime }] = await Promise.all([
      import("./chunks/webhooks-4C6XIJ6I.js"),
      import("./chunks/redact-JZHBP2BH.js"),
      import("./chunks/format-Q7VK5EDE.js")
    ]);
    const webhooks = await listWebhooks(await ctx.client());
    for (const w of webhooks) if (w.authorization) ctx.addSecret(w.authorization);
    await ctx.output.list(
      webhooks,
      [
        { header: "ID", get: /* @__PURE__ */ __name((w) => w.id, "get"), keep: true },
        { header: "TARGET", get: /* @__PURE__ */ __name((w) => w.target, "get") },
        { header: "EVENTS", get: /* @__PURE__ */ __name((w) => w.events?.join(", "), "get") },
        { header: "AUTHORIZATION", get: /* @__PURE__ */ __name((w) => w.authorization ? maskSecret(w.authorization) : "", "get") },
        { header: "CREATED", get: /* @__PURE__ */ __name((w) => formatTime(w.inserted_at), "get") }
      ],
      { empty: "no webhooks registered (payctl webhook create --target URL --event PATTERN)" }
    );
    return webhooks;
  }
};

// src/help.ts
var import_core29 = __toESM(require_lib(), 1);
function reflow(text) {
  if (!text) return text;
  const lines = text.split("\n");
  const out = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const isBlock = /* @__PURE__ */ __name((l) => l.trim() === "" || /^\s/.test(l) || /^([-*•|$>]|\d+\.)\s/.test(l), "isBlock");
    if (prev !== void 0 && !isBlock(prev) && !isBlock(line)) out[out.length - 1] = `${prev} ${line.trim()}`;
    else out.push(line);
  }
  return out.join("\n");
}
__name(reflow, "reflow");
var PayctlHelp = class extends import_core29.Help {
  static {
    __name(this, "PayctlHelp");
  }
  async showCommandHelp(command, topics) {
    const flowed = { ...command, description: reflow(command.description) };
    return topics ? super.showCommandHelp.call(this, flowed, topics) : super.showCommandHelp(flowed);
  }
};

// payctl:payctl:commands
var COMMANDS = {
  "api": Api,
  "bolepix:cancel": BolepixCancel,
  "bolepix:create": BolepixCreate,
  "bolepix:get": BolepixGet,
  "bolepix:import": BolepixImport,
  "bolepix:list": BolepixList,
  "bolepix:pdf": BolepixPdf,
  "bolepix:wait": BolepixWait,
  "card:cancel": CardCancel,
  "card:capture": CardCapture,
  "card:pay": CardPay,
  "card:test-cards": CardTestCards,
  "card:tokenize": CardTokenize,
  "config:get": ConfigGet,
  "config:list": ConfigList,
  "config:profiles": ConfigProfiles,
  "config:set": ConfigSet,
  "config:unset": ConfigUnset,
  "config:use": ConfigUse,
  "events:list": EventsList,
  "events:notifications": EventsNotifications,
  "events:replay": EventsReplay,
  "events:show": EventsShow,
  "events:tail": EventsTail,
  "listen": Listen,
  "login": Login,
  "logout": Logout,
  "sandbox:clock": SandboxClock,
  "sandbox:pay": SandboxPay,
  "sandbox:start": SandboxStart,
  "webhook:create": WebhookCreate,
  "webhook:list": WebhookList
};
export {
  COMMANDS,
  PayctlHelp as HELP
};
