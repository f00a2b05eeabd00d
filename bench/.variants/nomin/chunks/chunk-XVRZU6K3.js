import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  bolepixCreateResponseSchema,
  bolepixPdfResponseSchema,
  invoiceRecordSchema
} from "./chunk-ZLRFXWOU.js";
import {
  issuesFromZod
} from "./chunk-GA2WNB5H.js";
import {
  external_exports
} from "./chunk-XCPYBW27.js";
import {
  ApiError,
  NotFoundError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/bolepix.ts
function pathId(id, what = "invoice id") {
  if (id === "" || id === "." || id === "..") throw new UsageError(`"${id}" cannot be used as ${what}: it cannot be sent in a URL path`);
  return encodeURIComponent(id);
}
__name(pathId, "pathId");
var unwrapData = /* @__PURE__ */ __name((b) => b && typeof b === "object" && !Array.isArray(b) && Array.isArray(b.data) ? b.data : b, "unwrapData");
var recordsAnswer = external_exports.preprocess(unwrapData, external_exports.array(invoiceRecordSchema));
var oneRecordAnswer = external_exports.preprocess((b) => {
  const u = unwrapData(b);
  return Array.isArray(u) ? u : [u];
}, external_exports.array(invoiceRecordSchema));
async function createInvoice(t, body) {
  const { response } = await t.requestParsed(
    { method: "POST", path: "/api/v2/payments/bolepix", body, auth: "access", subject: "the charge" },
    bolepixCreateResponseSchema
  );
  return response.body;
}
__name(createInvoice, "createInvoice");
async function getPdfUrl(t, invoiceId) {
  const { response } = await t.requestParsed(
    { method: "GET", path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/pdf`, auth: "access" },
    bolepixPdfResponseSchema
  );
  return response.body;
}
__name(getPdfUrl, "getPdfUrl");
function sinceTime(since) {
  if (since === void 0) return void 0;
  const t = typeof since === "string" ? Date.parse(since) : since.getTime();
  if (Number.isNaN(t)) throw new UsageError(`since: not a date-time: ${String(since)}`);
  return t;
}
__name(sinceTime, "sinceTime");
function filterInvoices(records, query = {}) {
  const status = query.status?.trim().toUpperCase();
  const since = sinceTime(query.since);
  let out = records.filter((r) => {
    if (status && r.status.toUpperCase() !== status) return false;
    if (since !== void 0 && r.insertedAt) {
      const t = Date.parse(r.insertedAt);
      if (!Number.isNaN(t) && t < since) return false;
    }
    return true;
  });
  if (query.limit !== void 0 && out.length > query.limit) out = out.slice(out.length - query.limit);
  return out;
}
__name(filterInvoices, "filterInvoices");
async function listInvoices(t, sellerId, query = {}) {
  const { response } = await t.requestParsed(
    {
      method: "GET",
      path: "/bolepix/invoices",
      query: {
        sellerId,
        status: query.status?.trim().toUpperCase() || void 0,
        since: sinceTime(query.since) === void 0 ? void 0 : new Date(sinceTime(query.since)).toISOString(),
        limit: query.limit
      },
      auth: "access",
      // Every record, however many: parsed as they arrive (docs/performance.md).
      streamList: true
    },
    recordsAnswer
  );
  return filterInvoices(unwrapData(response.body), query);
}
__name(listInvoices, "listInvoices");
async function eachInvoice(t, sellerId, query, onRecord) {
  const status = query.status?.trim().toUpperCase();
  const since = sinceTime(query.since);
  let handed = 0;
  const path = "/bolepix/invoices";
  const response = await t.request({
    method: "GET",
    path,
    query: { sellerId, status: status || void 0, since: since === void 0 ? void 0 : new Date(since).toISOString() },
    auth: "access",
    streamList: /* @__PURE__ */ __name(async (item, index) => {
      const r = invoiceRecordSchema.safeParse(item);
      if (!r.success) {
        const issues = issuesFromZod(r.error).map((i) => ({ ...i, path: `[${index}]${i.path ? `.${i.path}` : ""}` }));
        throw new ApiError(200, `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, void 0, issues);
      }
      const record = item;
      if (filterInvoices([record], { status, since: query.since }).length === 0) return;
      handed++;
      await onRecord(record);
    }, "streamList")
  });
  const body = response.body;
  if (response.text !== "" || body !== void 0 && !(body && typeof body === "object" && Array.isArray(body.data)) && !Array.isArray(body)) {
    const r = recordsAnswer.safeParse(body ?? response.text);
    const issues = r.success ? [] : issuesFromZod(r.error);
    throw new ApiError(response.status, `unexpected answer from GET ${path}: ${issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; ") || response.text}`, body, issues);
  }
  return handed;
}
__name(eachInvoice, "eachInvoice");
async function getInvoice(t, invoiceId) {
  let body;
  try {
    const { response } = await t.requestParsed(
      { method: "GET", path: `/bolepix/invoices/${pathId(invoiceId)}`, auth: "access" },
      oneRecordAnswer
    );
    body = response.body;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      throw new NotFoundError(`not found: no Bolepix invoice ${JSON.stringify(invoiceId)}`, { cause: err });
    }
    throw err;
  }
  const unwrapped = unwrapData(body);
  const records = Array.isArray(unwrapped) ? unwrapped : [unwrapped];
  const record = records.find((r) => r.invoiceId === invoiceId) ?? records[0];
  if (!record) throw new NotFoundError(`not found: no Bolepix invoice ${JSON.stringify(invoiceId)}`);
  return record;
}
__name(getInvoice, "getInvoice");
async function cancelInvoice(t, invoiceId, reason) {
  const res = await t.request({ method: "POST", path: `/api/v2/payments/bolepix/${pathId(invoiceId)}/cancel`, body: { reason }, auth: "access" });
  return res.body === void 0 ? {} : res.body;
}
__name(cancelInvoice, "cancelInvoice");

export {
  pathId,
  createInvoice,
  getPdfUrl,
  filterInvoices,
  listInvoices,
  eachInvoice,
  getInvoice,
  cancelInvoice
};
