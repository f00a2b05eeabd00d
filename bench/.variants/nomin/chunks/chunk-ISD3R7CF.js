import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  tokenizeCard
} from "./chunk-LWLN5KJM.js";
import {
  cardBrand,
  cardNumberProblem
} from "./chunk-5ZO2EVXF.js";
import {
  maskCardNumbers,
  maskPan
} from "./chunk-P44WCTOI.js";
import {
  AuthError,
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-tokenize.ts
async function readCardNumber(source) {
  let input;
  if (source.interactive) {
    const { askSecret } = await import("./prompts-MEZRG7SS.js");
    input = await askSecret("Card number (hidden)", (v) => cardNumberProblem(v) ?? true);
  } else {
    const { readStdinLine } = await import("./stdin-C7QI5G6O.js");
    input = await readStdinLine("card number");
  }
  const digits = input.replace(/[\s-]/g, "");
  if (digits.length >= 6 && maskCardNumbers(digits) === digits) source.addSecret(digits);
  const problem = cardNumberProblem(digits);
  if (problem) throw new UsageError(`card number refused (not repeated here): ${problem}; nothing was sent`);
  return digits;
}
__name(readCardNumber, "readCardNumber");
function requireCredentials(settings, need) {
  if (need.client && !settings.clientToken) {
    throw new AuthError(0, "no client token configured (needed to tokenize a card): payctl config set client-token, or set PAYCTL_CLIENT_TOKEN");
  }
  if (need.access && !settings.accessToken) {
    throw new AuthError(0, "not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)");
  }
}
__name(requireCredentials, "requireCredentials");
async function tokenizeNumber(client, digits) {
  const { response, data } = await tokenizeCard(client, digits);
  return { response, token: data.data.number_token, masked: maskPan(digits), brand: cardBrand(digits) };
}
__name(tokenizeNumber, "tokenizeNumber");

export {
  readCardNumber,
  requireCredentials,
  tokenizeNumber
};
