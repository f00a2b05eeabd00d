import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  TEST_CARDS,
  cardBrand
} from "./chunk-5ZO2EVXF.js";
import "./chunk-IUL3S3UZ.js";
import "./chunk-R7AETGYH.js";
import "./chunk-6OE7SYZI.js";
import "./chunk-XCPYBW27.js";
import {
  toTable,
  toTsv
} from "./chunk-NVLXX4EY.js";
import "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-test-cards.ts
function testCardRows() {
  return TEST_CARDS.map((c) => ({
    number: c.number,
    brand: cardBrand(c.number),
    approved: c.approved,
    outcome: c.approved ? c.outcome : `not authorized: ${c.outcome}`,
    error_code: c.errorCode ?? null
  }));
}
__name(testCardRows, "testCardRows");
var COLUMNS = [
  { header: "NUMBER", get: /* @__PURE__ */ __name((r) => r.number, "get"), keep: true },
  { header: "BRAND", get: /* @__PURE__ */ __name((r) => r.brand, "get") },
  { header: "OUTCOME", get: /* @__PURE__ */ __name((r) => r.outcome, "get") },
  { header: "ERROR CODE", get: /* @__PURE__ */ __name((r) => r.error_code ?? "", "get") }
];
async function printTestCards(output, rows) {
  if (output.json) {
    output.stdout.write(`${JSON.stringify(rows, null, 2)}
`);
    return;
  }
  if (output.isTTY) {
    output.stdout.write(await toTable(rows, COLUMNS, output.width, output.colors.enabled));
    output.info("Any future expiry and any CVV work; any other Luhn-valid number is approved.");
    return;
  }
  output.stdout.write(toTsv(rows, COLUMNS));
}
__name(printTestCards, "printTestCards");
export {
  printTestCards,
  testCardRows
};
