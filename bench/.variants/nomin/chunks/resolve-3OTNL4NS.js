import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  parseDuration
} from "./chunk-6OE7SYZI.js";
import {
  DEFAULT_BASE_URL,
  DEFAULT_PROFILE,
  SETTING_KEYS
} from "./chunk-L3XDQBBM.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/config/resolve.ts
function resolveProfileName(flag, env, current) {
  return flag || env.PAYCTL_PROFILE || current() || DEFAULT_PROFILE;
}
__name(resolveProfileName, "resolveProfileName");
function resolveSettings(flags, env, profileName, profile) {
  const sources = {};
  const values = {};
  const flagValues = { baseUrl: flags["base-url"], sellerId: flags["seller-id"] };
  for (const k of SETTING_KEYS) {
    const fromFlag = flagValues[k.field];
    const fromEnv = env[k.env];
    const fromProfile = profile?.[k.field];
    if (fromFlag) [values[k.field], sources[k.field]] = [fromFlag, "flag"];
    else if (fromEnv) [values[k.field], sources[k.field]] = [fromEnv, "env"];
    else if (fromProfile) [values[k.field], sources[k.field]] = [fromProfile, "profile"];
  }
  if (!values.baseUrl) [values.baseUrl, sources.baseUrl] = [DEFAULT_BASE_URL, "default"];
  let baseUrl;
  try {
    baseUrl = new URL(values.baseUrl);
    if (baseUrl.protocol !== "http:" && baseUrl.protocol !== "https:") throw new Error("protocol");
  } catch {
    throw new UsageError(`base URL "${values.baseUrl}" (from ${sources.baseUrl}) is not an http(s) URL`);
  }
  let deadlineMs;
  if (values.timeout) {
    deadlineMs = parseDuration(values.timeout);
    if (deadlineMs === void 0 || deadlineMs < 1e3) {
      throw new UsageError(`timeout "${values.timeout}" (from ${sources.timeout}) must be a duration such as 60s or 2m`);
    }
  }
  return {
    profileName,
    profileExists: profile !== void 0,
    baseUrl: values.baseUrl.replace(/\/+$/, ""),
    sellerId: values.sellerId,
    accessToken: values.accessToken,
    clientToken: values.clientToken,
    refreshToken: values.refreshToken,
    deadlineMs,
    sources
  };
}
__name(resolveSettings, "resolveSettings");
export {
  resolveProfileName,
  resolveSettings
};
