import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/config/keys.ts
var SETTING_KEYS = [
  { key: "base-url", field: "baseUrl", env: "PAYCTL_BASE_URL", secret: false, description: "API base URL" },
  { key: "seller-id", field: "sellerId", env: "PAYCTL_SELLER_ID", secret: false, description: "seller (account) id" },
  { key: "access-token", field: "accessToken", env: "PAYCTL_ACCESS_TOKEN", secret: true, description: "access token (Bearer)" },
  { key: "client-token", field: "clientToken", env: "PAYCTL_CLIENT_TOKEN", secret: true, description: "client token (card tokenization only)" },
  { key: "refresh-token", field: "refreshToken", env: "PAYCTL_REFRESH_TOKEN", secret: true, description: "refresh token (renews the access token on a 401)" },
  { key: "timeout", field: "timeout", env: "PAYCTL_TIMEOUT", secret: false, description: "overall deadline of one API call (e.g. 60s, 2m)" }
];
var SECRET_FIELDS = SETTING_KEYS.filter((k) => k.secret).map((k) => k.field);
function findSettingKey(key) {
  return SETTING_KEYS.find((k) => k.key === key || k.field === key);
}
__name(findSettingKey, "findSettingKey");
var DEFAULT_BASE_URL = "http://127.0.0.1:4010";
var DEFAULT_PROFILE = "default";

export {
  SETTING_KEYS,
  findSettingKey,
  DEFAULT_BASE_URL,
  DEFAULT_PROFILE
};
