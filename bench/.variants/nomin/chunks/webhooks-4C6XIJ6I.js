import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  webhookSchema
} from "./chunk-U2JX5557.js";
import "./chunk-R7AETGYH.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/webhooks.ts
var webhookListSchema = external_exports.union([external_exports.array(webhookSchema), external_exports.looseObject({ data: external_exports.array(webhookSchema) })]);
async function createWebhook(t, body) {
  return t.request({ method: "POST", path: "/api/webhooks", body, auth: "access", subject: "the webhook" });
}
__name(createWebhook, "createWebhook");
function createdWebhookId(body) {
  if (!body || typeof body !== "object") return void 0;
  const b = body;
  if (b.data && typeof b.data === "object" && typeof b.data.id === "string") return b.data.id;
  return typeof b.id === "string" ? b.id : void 0;
}
__name(createdWebhookId, "createdWebhookId");
async function listWebhooks(t) {
  const { data } = await t.requestParsed({ method: "GET", path: "/api/webhooks" }, webhookListSchema);
  return Array.isArray(data) ? data : data.data;
}
__name(listWebhooks, "listWebhooks");
export {
  createWebhook,
  createdWebhookId,
  listWebhooks
};
