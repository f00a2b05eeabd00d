import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  checkSettingValue
} from "./chunk-Q7DO4JJP.js";
import {
  Transport
} from "./chunk-KGV3DKFH.js";
import "./chunk-5K5E3MTV.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-GA2WNB5H.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  findSettingKey
} from "./chunk-L3XDQBBM.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/login.ts
var check = /* @__PURE__ */ __name((key, v) => checkSettingValue(findSettingKey(key), v), "check");
async function collectCredentials(input) {
  if (input.withToken || !input.interactive) {
    if (!input.withToken) {
      throw new UsageError("no terminal to ask on: pass --base-url URL --seller-id ID --with-token and pipe the access token on stdin");
    }
    const missing = [!input.baseUrl && !input.defaults.baseUrl && "--base-url", !input.sellerId && !input.defaults.sellerId && "--seller-id"].filter(Boolean);
    if (missing.length) throw new UsageError(`missing ${missing.join(" and ")}`);
    const { readStdin } = await import("./stdin-C7QI5G6O.js");
    if (process.stdin.isTTY) throw new UsageError("--with-token reads the access token from stdin: pipe it in");
    const lines = (await readStdin(64 * 1024)).split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) throw new UsageError("--with-token: stdin was empty (expected the access token)");
    return {
      baseUrl: check("base-url", input.baseUrl ?? input.defaults.baseUrl),
      sellerId: check("seller-id", input.sellerId ?? input.defaults.sellerId),
      accessToken: check("access-token", lines[0]),
      clientToken: lines[1] ? check("client-token", lines[1]) : input.defaults.clientToken,
      refreshToken: lines[2] ? check("refresh-token", lines[2]) : input.defaults.refreshToken
    };
  }
  const { askSecret, askText } = await import("./prompts-MEZRG7SS.js");
  const valid = /* @__PURE__ */ __name((key) => (v) => {
    try {
      check(key, v);
      return true;
    } catch (err) {
      return err.message;
    }
  }, "valid");
  const optional = /* @__PURE__ */ __name((key) => (v) => v === "" ? true : valid(key)(v), "optional");
  const baseUrl = input.baseUrl ?? await askText("API base URL:", { default: input.defaults.baseUrl ?? "http://127.0.0.1:4010", validate: valid("base-url") });
  const sellerId = input.sellerId ?? await askText("Seller id:", { default: input.defaults.sellerId, validate: valid("seller-id") });
  const accessToken = await askSecret("Access token:", valid("access-token"));
  const clientToken = await askSecret("Client token (card tokenization; Enter to skip):", optional("client-token"));
  const refreshToken = await askSecret("Refresh token (Enter to skip):", optional("refresh-token"));
  return {
    baseUrl: check("base-url", baseUrl),
    sellerId: check("seller-id", sellerId),
    accessToken: check("access-token", accessToken),
    clientToken: clientToken ? check("client-token", clientToken) : input.defaults.clientToken,
    refreshToken: refreshToken ? check("refresh-token", refreshToken) : input.defaults.refreshToken
  };
}
__name(collectCredentials, "collectCredentials");
async function verifyCredentials(profile, options) {
  const t = new Transport({
    baseUrl: profile.baseUrl,
    sellerId: profile.sellerId,
    credentials: { accessToken: profile.accessToken },
    signal: options.signal,
    debug: options.debug,
    retry: { maxAttempts: 2 },
    timeouts: { deadlineMs: 2e4 }
  });
  try {
    const res = await t.request({ method: "GET", path: "/bolepix/invoices", query: { sellerId: profile.sellerId } });
    const body = res.body;
    const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
    return { invoices: list.length };
  } finally {
    await t.close();
  }
}
__name(verifyCredentials, "verifyCredentials");
export {
  collectCredentials,
  verifyCredentials
};
