import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  ALL_EVENTS_DOCUMENTED,
  buildWebhookBody,
  generateToken,
  isLoopbackUrl,
  patternCoverage,
  patternWarnings
} from "./chunk-QJ37CTDN.js";
import {
  checkPatterns
} from "./chunk-FJV4BUW4.js";
import "./chunk-QRA547DC.js";
import "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import {
  parseDuration
} from "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-XCPYBW27.js";
import {
  maskCardNumbers,
  replaceSecrets
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import "./chunk-UNKECECJ.js";
import "./chunk-CALAXWQY.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/listen/setup.ts
var DIGIT_RUN = /\d(?:[ -]?\d){12,}/;
var maskPans = /* @__PURE__ */ __name((text) => DIGIT_RUN.test(text) ? maskCardNumbers(text) : text, "maskPans");
function httpUrlFlag(flag, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} "${value}": must be an http(s) URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`${flag} "${value}": must be an http(s) URL`);
  return url;
}
__name(httpUrlFlag, "httpUrlFlag");
async function prepareListen(flags, ctx) {
  const patterns = checkPatterns(flags.event);
  const forwardTo = flags["forward-to"] ? httpUrlFlag("--forward-to", flags["forward-to"]) : void 0;
  const forwardTimeoutMs = parseDuration(flags["forward-timeout"]);
  if (forwardTimeoutMs === void 0 || forwardTimeoutMs < 100 || forwardTimeoutMs > 12e4) {
    throw new UsageError(`--forward-timeout "${flags["forward-timeout"]}": must be a duration from 100ms to 2m (9s)`);
  }
  if (forwardTo && forwardTimeoutMs >= 1e4) {
    ctx.output.warn(`--forward-timeout ${flags["forward-timeout"]} is not shorter than the service's 10 s: the service may give up before it sees the 504`);
  }
  if (flags.respond !== void 0 && forwardTo && !flags["fail-first"]) {
    throw new UsageError("--respond answers every notification itself, so it cannot be combined with --forward-to (use --fail-first N with them to fail the first deliveries, then forward)");
  }
  let token = flags.authorization;
  if (token === "-") token = await (await import("./stdin-C7QI5G6O.js")).readStdinLine("--authorization -");
  if (token !== void 0 && token.trim() === "") throw new UsageError("--authorization must not be empty");
  const generated = token === void 0;
  token ??= generateToken();
  let register;
  if (flags.register) {
    const settings = await ctx.settings();
    const publicUrl = flags["public-url"] ? httpUrlFlag("--public-url", flags["public-url"].trim()) && flags["public-url"].trim() : void 0;
    if (!publicUrl && !isLoopbackUrl(settings.baseUrl)) {
      throw new UsageError(
        `--register needs --public-url: ${settings.baseUrl} cannot reach this machine; start a tunnel (cloudflared, ngrok) to the listener and pass its public URL`
      );
    }
    const events = patterns ?? ALL_EVENTS_DOCUMENTED;
    buildWebhookBody({ target: publicUrl ?? "http://127.0.0.1:1/", events, authorization: token });
    for (const w of patternWarnings(patternCoverage(events))) ctx.output.warn(w);
    const client = await ctx.client();
    const [{ createWebhook, createdWebhookId }] = await Promise.all([import("./webhooks-4C6XIJ6I.js")]);
    register = {
      publicUrl,
      events,
      create: /* @__PURE__ */ __name(async (target) => createdWebhookId((await createWebhook(client, buildWebhookBody({ target, events, authorization: token }))).body), "create")
    };
  }
  ctx.addSecret(token);
  const secrets = ctx.secrets();
  return {
    receiver: {
      host: flags.host,
      port: flags.port,
      token,
      patterns,
      respondStatus: flags.respond,
      failFirst: flags["fail-first"],
      forwardTo,
      forwardTimeoutMs
    },
    json: ctx.output.json,
    outputFile: flags.output,
    generatedToken: generated ? token : void 0,
    forwardUrl: forwardTo?.href,
    stdout: ctx.output.stdout,
    stderr: ctx.output.stderr,
    colors: ctx.output.colors,
    errColors: ctx.output.errColors,
    redact: secrets.length ? (text) => maskPans(replaceSecrets(text, secrets)) : maskPans,
    register
  };
}
__name(prepareListen, "prepareListen");
export {
  prepareListen
};
