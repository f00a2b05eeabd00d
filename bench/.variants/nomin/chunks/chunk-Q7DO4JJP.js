import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  parseDuration
} from "./chunk-6OE7SYZI.js";
import {
  maskSecret
} from "./chunk-P44WCTOI.js";
import {
  SETTING_KEYS,
  findSettingKey
} from "./chunk-L3XDQBBM.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/profile-settings.ts
function requireSettingKey(key) {
  const k = findSettingKey(key);
  if (!k) throw new UsageError(`unknown key "${key}"; known keys: ${SETTING_KEYS.map((s) => s.key).join(", ")}`);
  return k;
}
__name(requireSettingKey, "requireSettingKey");
function checkSettingValue(key, value) {
  const v = value.trim();
  if (v === "") throw new UsageError(`${key.key} must not be empty`);
  if (key.field === "baseUrl") {
    let u;
    try {
      u = new URL(v);
    } catch {
      throw new UsageError(`base-url must be an http(s) URL, such as https://api.example.com`);
    }
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new UsageError("base-url must be an http(s) URL");
    return v.replace(/\/+$/, "");
  }
  if (key.field === "timeout" && (parseDuration(v) ?? 0) < 1e3) throw new UsageError("timeout must be a duration of at least 1s, such as 60s or 2m");
  if (key.secret && /\s/.test(v)) throw new UsageError(`${key.key} must not contain spaces`);
  return v;
}
__name(checkSettingValue, "checkSettingValue");
function displayValue(key, value) {
  if (value === void 0 || value === "") return "";
  return key.secret ? maskSecret(value) : value;
}
__name(displayValue, "displayValue");
function settingRows(settings) {
  const values = {
    baseUrl: settings.baseUrl,
    sellerId: settings.sellerId,
    accessToken: settings.accessToken,
    clientToken: settings.clientToken,
    refreshToken: settings.refreshToken,
    timeout: settings.deadlineMs ? `${settings.deadlineMs / 1e3}s` : void 0
  };
  return SETTING_KEYS.map((k) => ({
    key: k.key,
    value: displayValue(k, values[k.field]),
    source: settings.sources[k.field] ?? (values[k.field] ? "default" : "unset"),
    secret: k.secret
  }));
}
__name(settingRows, "settingRows");
function profileSummaries(store) {
  const current = store.currentName();
  return store.names().map((name) => {
    const p = store.get(name) ?? {};
    const mark = /* @__PURE__ */ __name((s) => s ? maskSecret(s) : "", "mark");
    return {
      name,
      current: name === current,
      baseUrl: p.baseUrl,
      sellerId: p.sellerId,
      accessToken: mark(p.accessToken),
      clientToken: mark(p.clientToken),
      refreshToken: mark(p.refreshToken)
    };
  });
}
__name(profileSummaries, "profileSummaries");

export {
  requireSettingKey,
  checkSettingValue,
  displayValue,
  settingRows,
  profileSummaries
};
