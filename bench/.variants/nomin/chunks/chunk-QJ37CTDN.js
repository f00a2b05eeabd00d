import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  KNOWN_EVENTS,
  isDocumentedPattern,
  matchesEventPattern,
  webhookCreateSchema
} from "./chunk-U2JX5557.js";
import {
  validateOrThrow
} from "./chunk-GA2WNB5H.js";
import {
  escapeControl,
  maskSecret
} from "./chunk-P44WCTOI.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/events-webhooks.ts
import { randomBytes } from "node:crypto";
function generateToken() {
  return randomBytes(32).toString("base64url");
}
__name(generateToken, "generateToken");
function patternCoverage(patterns) {
  return patterns.map((pattern) => ({
    pattern,
    matches: KNOWN_EVENTS.filter((name) => matchesEventPattern(name, pattern)),
    documented: isDocumentedPattern(pattern)
  }));
}
__name(patternCoverage, "patternCoverage");
function patternWarnings(coverage) {
  const out = [];
  for (const c of coverage) {
    if (c.matches.length === 0) out.push(`event pattern "${c.pattern}" matches none of the known events (${KNOWN_EVENTS.join(", ")})`);
    if (!c.documented) {
      out.push(`event pattern "${c.pattern}" works on the sandbox, but the real service documents only exact names and CATEGORY.* (PAYMENT.*, ORDER.*) and may not accept it`);
    }
  }
  return out;
}
__name(patternWarnings, "patternWarnings");
var ALL_EVENTS_DOCUMENTED = ["PAYMENT.*", "ORDER.*", "charge-create", "charge-in", "charge-cancelled"];
function buildWebhookBody(input) {
  return validateOrThrow(webhookCreateSchema, { webhook: { events: input.events, target: input.target, authorization: input.authorization } }, "invalid webhook");
}
__name(buildWebhookBody, "buildWebhookBody");
function isLocalUrl(url) {
  let host;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "0.0.0.0" || /^127\./.test(host) || /^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host) || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host);
}
__name(isLocalUrl, "isLocalUrl");
function isLoopbackUrl(url) {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
    return host === "localhost" || host === "::1" || /^127\./.test(host);
  } catch {
    return false;
  }
}
__name(isLoopbackUrl, "isLoopbackUrl");
function presentCreatedWebhook(input) {
  const { body, coverage, token, generated, colors: c } = input;
  const lines = [`${c.green("webhook created")}${input.id ? `: ${escapeControl(input.id)}` : ""}`];
  const rows = [
    ["target", body.webhook.target],
    ["events", body.webhook.events.join(", ")],
    ["authorization", generated ? token : `${maskSecret(token)} (as given)`]
  ];
  for (const cov of coverage) rows.push([`  ${cov.pattern}`, cov.matches.length ? `covers ${cov.matches.join(", ")}` : "covers no known event"]);
  const width = Math.max(...rows.map(([l]) => l.length));
  for (const [label, value] of rows) lines.push(`${c.dim(label.padEnd(width))}  ${escapeControl(value)}`);
  const stderr = !generated ? "" : (input.json ? `authorization token (generated, shown only now; keep it): ${token}
` : "") + "keep the authorization token: it is shown only now. The service sends it in the Authorization header of every notification; your handler must compare it (payctl listen --authorization TOKEN does).\n";
  return { stdout: `${lines.join("\n")}
`, stderr };
}
__name(presentCreatedWebhook, "presentCreatedWebhook");

export {
  generateToken,
  patternCoverage,
  patternWarnings,
  ALL_EVENTS_DOCUMENTED,
  buildWebhookBody,
  isLocalUrl,
  isLoopbackUrl,
  presentCreatedWebhook
};
