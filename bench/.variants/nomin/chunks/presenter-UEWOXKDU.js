import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  describeInvalidRow
} from "./chunk-TKCJAMOY.js";
import "./chunk-XCUPPXLN.js";
import "./chunk-SGMYORNY.js";
import "./chunk-AQTGCXMO.js";
import "./chunk-ZLRFXWOU.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-N5ES4ERR.js";
import "./chunk-XCPYBW27.js";
import "./chunk-7RIPYLEZ.js";
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-CALAXWQY.js";
import "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/import/presenter.ts
var rows = /* @__PURE__ */ __name((n) => `${n} row${n === 1 ? "" : "s"}`, "rows");
var ImportPresenter = class {
  constructor(out, options) {
    this.out = out;
    this.options = options;
  }
  out;
  options;
  static {
    __name(this, "ImportPresenter");
  }
  done = 0;
  total = 0;
  drawnAt = 0;
  barShown = false;
  counts = { created: 0, skipped: 0, rejected: 0, unknown: 0 };
  /** Rows that failed validation (before anything is sent). */
  invalidRows(rows2, skipping) {
    for (const row of rows2) {
      if (this.options.json) {
        this.jsonLine({ line: row.line, order_id: row.orderId, status: "invalid", reason: row.issues.map((i) => i.path ? `${i.path}: ${i.message}` : i.message).join("; ") });
      } else {
        for (const text of describeInvalidRow(row)) this.err(`${skipping ? "skipped " : ""}${escapeControl(text)}`);
      }
    }
  }
  /** A dry run's valid rows (`status: "valid"`, only with --json and --dry-run). */
  validRow(line, orderId, generated) {
    if (this.options.json) this.jsonLine({ line, order_id: orderId, status: "valid", ...generated ? { reason: "order id generated from the file and the row" } : {} });
  }
  warn(message) {
    this.clearBar();
    this.out.warn(message);
    this.drawBar(true);
  }
  /** `error: …` on stderr, as the base command prints errors (for an exit that is not an exception). */
  error(message) {
    this.err(`${this.out.errColors.red("error:")} ${message}`);
  }
  event(e) {
    switch (e.type) {
      case "plan": {
        this.total = e.total;
        const parts = [rows(e.total)];
        if (e.skipped) parts.push(`${e.skipped} already done (skipped)`);
        if (e.toReconcile) parts.push(`${e.toReconcile} to reconcile`);
        parts.push(`${e.toSend} to send`);
        this.note(parts.join(", "));
        return;
      }
      case "reconciling":
        this.note(`reconciling ${e.count} row${e.count === 1 ? "" : "s"} whose outcome is unknown, by listing the seller's invoices\u2026`);
        return;
      case "paused":
        this.note(`rate limited (429): all requests paused for ${(e.ms / 1e3).toFixed(1)}s${e.fromRetryAfter ? " (Retry-After)" : ""}`);
        return;
      case "stopping":
        this.err(e.reason === "interrupt" ? e.message : `stopping: ${escapeControl(e.message)}`);
        return;
      case "row":
        this.row(e.result);
    }
  }
  row(r) {
    this.done++;
    if (r.status !== "invalid") this.counts[r.status]++;
    if (this.options.json) this.jsonLine(r);
    else if (r.status === "rejected" || r.status === "unknown") {
      this.err(`line ${r.line} (order ${r.order_id}): ${r.status}: ${escapeControl(r.reason ?? "")}`);
    }
    this.drawBar(false);
  }
  /** The summary (stdout, or stderr with --json), plus what to do next. */
  summary(s, resumeCommand) {
    this.clearBar();
    const lines = [];
    if (s.dryRun) {
      const plan = s.plan ? `; a real run would skip ${s.plan.skip}, reconcile ${s.plan.reconcile} and send ${s.plan.send}` : "";
      lines.push(`dry run: ${rows(s.total + s.invalid)}, ${s.total} valid, ${s.invalid} invalid; nothing sent${plan}`);
    } else {
      const parts = [`${s.created} created`, `${s.skipped} skipped`, `${s.rejected} rejected`, `${s.unknown} unknown`];
      if (s.invalid) parts.push(`${s.invalid} invalid (not sent)`);
      if (s.notSent) parts.push(`${s.notSent} not sent yet`);
      lines.push(`${rows(s.total + s.invalid)}: ${parts.join(", ")}${s.reconciled ? ` (${s.reconciled} reconciled by listing)` : ""}`);
      if (s.journal) lines.push(`journal: ${s.journal}`);
      if (s.interrupted || s.notSent > 0) lines.push(`${s.interrupted ? "interrupted. " : ""}To resume (done rows are skipped, unknown ones reconciled first): ${resumeCommand}`);
      else if (s.unknown > 0) lines.push(`rows with an unknown outcome are never resent blindly: run the same command again to reconcile them by listing: ${resumeCommand}`);
    }
    for (const line of lines) {
      if (this.options.json) this.out.info(line);
      else this.out.line(line);
    }
  }
  /** One compact JSON line on stdout (the bar, on stderr, only needs clearing when both go to one terminal). */
  jsonLine(value) {
    this.out.stdout.write(`${this.out.redact(JSON.stringify(value))}
`);
  }
  /** Progress notes: on a terminal only (long work stays quiet otherwise). */
  note(text) {
    if (this.options.progress) this.err(text);
  }
  err(text) {
    this.clearBar();
    this.out.info(text);
    this.drawBar(true);
  }
  clearBar() {
    if (this.barShown) {
      this.out.stderr.write("\r\x1B[2K");
      this.barShown = false;
    }
  }
  drawBar(force) {
    if (!this.options.progress || this.total === 0) return;
    const now = Date.now();
    if (!force && now - this.drawnAt < 100 && this.done < this.total) return;
    this.drawnAt = now;
    const width = Math.max(10, Math.min(30, (this.out.stderr.columns || 80) - 62));
    const filled = Math.round(this.done / this.total * width);
    const c = this.counts;
    const text = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total}  created ${c.created}  skipped ${c.skipped}  rejected ${c.rejected}  unknown ${c.unknown}`;
    this.out.stderr.write(`\r\x1B[2K${text}`);
    this.barShown = true;
  }
};
export {
  ImportPresenter
};
