import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  paymentResponseSchema,
  tokenizeResponseSchema
} from "./chunk-5ZO2EVXF.js";
import {
  ApiError,
  AuthError,
  DeclinedError,
  InterruptedError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/api/cards.ts
var PaymentDeclinedError = class extends DeclinedError {
  static {
    __name(this, "PaymentDeclinedError");
  }
  status;
  constructor(message, status, details) {
    super(message, { details });
    this.status = status;
  }
};
function pathSegment(value, what) {
  if (value === "" || value === "." || value === "..") throw new UsageError(`${what} "${value}" cannot be used in a URL path`);
  return encodeURIComponent(value);
}
__name(pathSegment, "pathSegment");
function paymentsPath(sellerId) {
  return `/api/sellers/${pathSegment(sellerId, "seller id")}/payments`;
}
__name(paymentsPath, "paymentsPath");
function descriptionsOf(details) {
  if (!Array.isArray(details)) return [];
  return details.map((d) => d && typeof d === "object" ? d.description : d).filter((d) => typeof d === "string" && d.trim() !== "").map((d) => d.trim());
}
__name(descriptionsOf, "descriptionsOf");
function hasDetailsShape(body) {
  if (!body || typeof body !== "object") return false;
  const details = body.details;
  return Array.isArray(details) && details.some((d) => d && typeof d === "object" && ("description" in d || "error_code" in d));
}
__name(hasDetailsShape, "hasDetailsShape");
function declineFrom(err) {
  if (!(err instanceof ApiError) || err instanceof AuthError) return void 0;
  if (err.status !== 402 && !hasDetailsShape(err.body)) return void 0;
  const body = err.body && typeof err.body === "object" ? err.body : {};
  const reasons = descriptionsOf(body.details);
  const reason = reasons.length > 0 ? reasons.join("; ") : err.message.replace(/^HTTP \d{3}[^:]*(: )?/, "").trim();
  const message = /^not authori[sz]ed/i.test(reason) ? reason : `not authorized: ${reason || "the payment was declined"}`;
  return new PaymentDeclinedError(message, err.status, body.details ?? err.details);
}
__name(declineFrom, "declineFrom");
async function declinable(work) {
  try {
    return await work;
  } catch (err) {
    throw declineFrom(err) ?? err;
  }
}
__name(declinable, "declinable");
async function tokenizeCard(t, cardNumber) {
  return t.requestParsed(
    { method: "POST", path: "/api/tokenize", body: { card_number: cardNumber }, auth: "client", subject: "the card token" },
    tokenizeResponseSchema
  );
}
__name(tokenizeCard, "tokenizeCard");
async function createPayment(t, sellerId, body, orderId) {
  return declinable(
    t.requestParsed(
      {
        method: "POST",
        path: paymentsPath(sellerId),
        body,
        auth: "access",
        subject: orderId ? `the payment for order ${orderId}` : "the payment"
      },
      paymentResponseSchema
    )
  );
}
__name(createPayment, "createPayment");
function tolerant(response) {
  const r = paymentResponseSchema.safeParse(response.body);
  return { response, payment: r.success ? r.data.data : void 0 };
}
__name(tolerant, "tolerant");
async function paymentAction(t, sellerId, paymentId, action) {
  const path = `${paymentsPath(sellerId)}/${pathSegment(paymentId, "payment id")}/${action}`;
  try {
    return tolerant(await t.request({ method: "POST", path, body: {}, auth: "access", subject: `the ${action} of payment ${paymentId}` }));
  } catch (err) {
    const declined = declineFrom(err);
    if (declined) throw declined;
    if (err instanceof ApiError && !(err instanceof AuthError) && err.status >= 400 && err.status < 500) {
      const verb = action === "capture" ? "capture" : "cancel";
      throw new ApiError(err.status, `cannot ${verb} payment ${paymentId}: ${err.message}`, err.body, err.details);
    }
    throw err;
  }
}
__name(paymentAction, "paymentAction");
function capturePayment(t, sellerId, paymentId) {
  return paymentAction(t, sellerId, paymentId, "capture");
}
__name(capturePayment, "capturePayment");
function cancelPayment(t, sellerId, paymentId) {
  return paymentAction(t, sellerId, paymentId, "cancel");
}
__name(cancelPayment, "cancelPayment");
async function findPaymentInEvents(t, paymentId) {
  try {
    const res = await t.request({ method: "GET", path: "/api/events", query: { event: "PAYMENT.*" }, auth: "access" });
    const events = res.body?.data;
    if (!Array.isArray(events)) return void 0;
    let found;
    for (const e of events) {
      const data = e && typeof e === "object" ? e.data : void 0;
      if (data && typeof data === "object" && data.id === paymentId) {
        const r = paymentResponseSchema.shape.data.safeParse(data);
        if (r.success) found = r.data;
      }
    }
    return found;
  } catch (err) {
    if (err instanceof InterruptedError) throw err;
    return void 0;
  }
}
__name(findPaymentInEvents, "findPaymentInEvents");

export {
  PaymentDeclinedError,
  pathSegment,
  declineFrom,
  tokenizeCard,
  createPayment,
  capturePayment,
  cancelPayment,
  findPaymentInEvents
};
