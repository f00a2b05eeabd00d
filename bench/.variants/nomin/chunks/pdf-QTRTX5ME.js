import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/sandbox/pdf/boleto.ts
import { createHash } from "node:crypto";
var SANDBOX_BANK_CODE = "999";
var CURRENCY_REAL = "9";
var MAX_AMOUNT_CENTS = 9999999999;
var DAY_MS = 864e5;
var FACTOR_BASE_MS = Date.UTC(1997, 9, 7);
function parseIsoDate(date) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`dueDate must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`dueDate is not a calendar date: ${date}`);
  }
  return ms;
}
__name(parseIsoDate, "parseIsoDate");
function dueDateFactor(dueDate) {
  const days = Math.round((parseIsoDate(dueDate) - FACTOR_BASE_MS) / DAY_MS);
  if (days < 1) throw new RangeError(`dueDate ${dueDate} is before the FEBRABAN base date 1997-10-08`);
  const factor = days < 1e3 ? days : (days - 1e3) % 9e3 + 1e3;
  return String(factor).padStart(4, "0");
}
__name(dueDateFactor, "dueDateFactor");
function mod10(digits) {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - sum % 10) % 10;
}
__name(mod10, "mod10");
function mod11(digits) {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - sum % 11;
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}
__name(mod11, "mod11");
function freeFieldFor(invoiceId) {
  const hash = createHash("sha256").update(`boleto:${invoiceId}`, "utf8").digest("hex");
  return (BigInt(`0x${hash}`) % 10n ** 25n).toString().padStart(25, "0");
}
__name(freeFieldFor, "freeFieldFor");
function amountField(amountCents) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`amountCents must be an integer from 0 to ${MAX_AMOUNT_CENTS}, got ${amountCents}`);
  }
  return String(amountCents).padStart(10, "0");
}
__name(amountField, "amountField");
function buildBoleto(input) {
  const bank = input.bankCode ?? SANDBOX_BANK_CODE;
  if (!/^\d{3}$/.test(bank)) throw new RangeError(`bankCode must be 3 digits, got ${JSON.stringify(bank)}`);
  const factor = dueDateFactor(input.dueDate);
  const amount = amountField(input.amountCents);
  const free = freeFieldFor(input.invoiceId);
  const withoutDv = bank + CURRENCY_REAL + factor + amount + free;
  const dv = mod11(withoutDv);
  const barcode = bank + CURRENCY_REAL + String(dv) + factor + amount + free;
  const digitableLine = barcodeToDigitableLine(barcode);
  return { barcode, digitableLine, formattedLine: formatDigitableLine(digitableLine) };
}
__name(buildBoleto, "buildBoleto");
function barcodeToDigitableLine(barcode) {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError("barcode must be 44 digits");
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}
__name(barcodeToDigitableLine, "barcodeToDigitableLine");
function digitableLineToBarcode(line) {
  const d = line.replace(/[\s.]/g, "");
  if (!/^\d{47}$/.test(d)) throw new RangeError("digitable line must be 47 digits");
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}
__name(digitableLineToBarcode, "digitableLineToBarcode");
function formatDigitableLine(line) {
  const d = line.replace(/[\s.]/g, "");
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
__name(formatDigitableLine, "formatDigitableLine");
function isValidBarcode(code) {
  if (!/^\d{44}$/.test(code)) return false;
  return mod11(code.slice(0, 4) + code.slice(5)) === Number(code[4]);
}
__name(isValidBarcode, "isValidBarcode");
function isValidDigitableLine(line) {
  const d = line.replace(/[\s.]/g, "");
  if (!/^\d{47}$/.test(d)) return false;
  const fieldsOk = mod10(d.slice(0, 9)) === Number(d[9]) && mod10(d.slice(10, 20)) === Number(d[20]) && mod10(d.slice(21, 31)) === Number(d[31]);
  return fieldsOk && isValidBarcode(digitableLineToBarcode(d));
}
__name(isValidDigitableLine, "isValidDigitableLine");

// src/sandbox/pdf/brcode.ts
var PIX_GUI = "br.gov.bcb.pix";
var MAX_NAME = 25;
var MAX_CITY = 15;
var MAX_TXID = 25;
var MAX_KEY = 99 - 18 - 4;
function crc16ccitt(str) {
  let crc = 65535;
  for (const byte of Buffer.from(str, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 32768 ? (crc << 1 ^ 4129) & 65535 : crc << 1 & 65535;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
__name(crc16ccitt, "crc16ccitt");
function tlv(id, value) {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}
__name(tlv, "tlv");
function asciiFold(text, max) {
  const folded = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]/g, "").replace(/\s+/g, " ").trim();
  return folded.slice(0, max).trimEnd();
}
__name(asciiFold, "asciiFold");
function centsToAmount(amountCents) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  }
  const reais = Math.floor(amountCents / 100);
  return `${reais}.${String(amountCents % 100).padStart(2, "0")}`;
}
__name(centsToAmount, "centsToAmount");
function buildBrCode(input) {
  const key = input.pixKey.trim();
  if (key.length === 0 || key.length > MAX_KEY || !/^[\x21-\x7e]+$/.test(key)) {
    throw new RangeError(`pixKey must be 1-${MAX_KEY} printable ASCII characters`);
  }
  const name = asciiFold(input.merchantName, MAX_NAME);
  const city = asciiFold(input.merchantCity, MAX_CITY);
  if (!name) throw new RangeError("merchantName is empty once folded to ASCII");
  if (!city) throw new RangeError("merchantCity is empty once folded to ASCII");
  const txid = (input.txid ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, MAX_TXID) || "***";
  const parts = [
    tlv("00", "01"),
    tlv("26", tlv("00", PIX_GUI) + tlv("01", key)),
    tlv("52", "0000"),
    tlv("53", "986")
  ];
  if (input.amountCents !== void 0 && input.amountCents !== 0) {
    const amount = centsToAmount(input.amountCents);
    if (amount.length > 13) throw new RangeError("amount does not fit the 13 characters of field 54");
    parts.push(tlv("54", amount));
  }
  parts.push(tlv("58", "BR"), tlv("59", name), tlv("60", city), tlv("62", tlv("05", txid)));
  const body = `${parts.join("")}6304`;
  return body + crc16ccitt(body);
}
__name(buildBrCode, "buildBrCode");
function tlvEntries(data) {
  const entries = [];
  let i = 0;
  while (i < data.length) {
    const head = data.slice(i, i + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const len = Number(head.slice(2));
    const value = data.slice(i + 4, i + 4 + len);
    if (value.length !== len) return null;
    entries.push([head.slice(0, 2), value]);
    i += 4 + len;
  }
  return entries;
}
__name(tlvEntries, "tlvEntries");
function parseTlv(data) {
  const entries = tlvEntries(data);
  return entries ? new Map(entries) : null;
}
__name(parseTlv, "parseTlv");
function verifyBrCode(payload) {
  if (!/^[\x20-\x7e]+$/.test(payload)) return false;
  const entries = tlvEntries(payload);
  if (!entries || entries.length < 2) return false;
  const [first, last] = [entries[0], entries[entries.length - 1]];
  if (first?.[0] !== "00" || first[1] !== "01" || last?.[0] !== "63" || last[1].length !== 4) return false;
  const crcInput = payload.slice(0, payload.length - 4);
  if (crc16ccitt(crcInput) !== last[1]) return false;
  const account = parseTlv(entries.find(([id]) => id === "26")?.[1] ?? "");
  if (account?.get("00")?.toLowerCase() !== PIX_GUI) return false;
  return (account.get("01") ?? account.get("25") ?? "").length > 0;
}
__name(verifyBrCode, "verifyBrCode");

// src/sandbox/pdf/format.ts
function formatBrl(amountCents) {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be an integer, got ${amountCents}`);
  const sign = amountCents < 0 ? "-" : "";
  const abs = Math.abs(amountCents);
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, "0")}`;
}
__name(formatBrl, "formatBrl");
function formatDateBr(date) {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}
__name(formatDateBr, "formatDateBr");
function formatPercent(value) {
  const text = String(Number(value.toFixed(2))).replace(".", ",");
  return `${text}%`;
}
__name(formatPercent, "formatPercent");
function formatDocument(document) {
  const raw = document.replace(/[\s./-]/g, "").toUpperCase();
  if (/^\d{11}$/.test(raw)) {
    return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`;
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) {
    return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
  }
  return document;
}
__name(formatDocument, "formatDocument");
function documentLabel(document) {
  const raw = document.replace(/[\s./-]/g, "");
  if (/^\d{11}$/.test(raw)) return "CPF";
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(raw)) return "CNPJ";
  return "Documento";
}
__name(documentLabel, "documentLabel");
function formatCep(postalCode) {
  const raw = postalCode.replace(/\D/g, "");
  return raw.length === 8 ? `${raw.slice(0, 5)}-${raw.slice(5)}` : postalCode;
}
__name(formatCep, "formatCep");
var WIN_ANSI_EXTRA = new Set("\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178");
function isWinAnsi(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 32 && code <= 126 || code >= 160 && code <= 255 || WIN_ANSI_EXTRA.has(ch);
}
__name(isWinAnsi, "isWinAnsi");
function clip(text, max) {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : text;
}
__name(clip, "clip");
function winAnsiSafe(text) {
  let out = "";
  for (const ch of text.replace(/[\x00-\x1f\x7f-\x9f]+/g, " ")) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += base.length > 0 && [...base].every(isWinAnsi) ? base : "?";
  }
  return out;
}
__name(winAnsiSafe, "winAnsiSafe");

// src/sandbox/pdf/render.ts
import { createHash as createHash2 } from "node:crypto";

// src/sandbox/pdf/itf.ts
var PATTERNS = ["nnwwn", "wnnnw", "nwnnw", "wwnnn", "nnwnw", "wnwnn", "nwwnn", "nnnww", "wnnwn", "nwnwn"];
function itfElements(digits) {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError("ITF needs an even number of digits");
  const out = [];
  const push = /* @__PURE__ */ __name((pattern, firstIsBar) => {
    [...pattern].forEach((p, i) => out.push({ bar: i % 2 === 0 === firstIsBar, wide: p === "w" }));
  }, "push");
  push("nnnn", true);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] ?? "";
    const spaces = PATTERNS[Number(digits[i + 1])] ?? "";
    for (let k = 0; k < 5; k++) {
      out.push({ bar: true, wide: bars[k] === "w" });
      out.push({ bar: false, wide: spaces[k] === "w" });
    }
  }
  push("wnn", true);
  return out;
}
__name(itfElements, "itfElements");
function itfWidthUnits(elements, ratio) {
  return elements.reduce((sum, e) => sum + (e.wide ? ratio : 1), 0);
}
__name(itfWidthUnits, "itfWidthUnits");

// src/sandbox/pdf/render.ts
var PAGE_W = 595.28;
var MARGIN = 40;
var WIDTH = PAGE_W - 2 * MARGIN;
var INK = "#111111";
var MUTED = "#555555";
var RULE = "#9a9a9a";
function sandboxPixKey(sellerId) {
  const h = createHash2("sha256").update(`pix:${sellerId}`, "utf8").digest("hex");
  const variant = (parseInt(h[16] ?? "0", 16) & 3 | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
__name(sandboxPixKey, "sandboxPixKey");
function invoicePaymentCodes(input) {
  const boleto = buildBoleto({
    bankCode: input.bankCode,
    dueDate: input.dueDate,
    amountCents: input.amountCents,
    invoiceId: input.invoiceId
  });
  const pixKey = input.pixKey ?? sandboxPixKey(input.sellerId);
  const brCode = buildBrCode({
    pixKey,
    merchantName: input.sellerName ?? `Vendedor ${input.sellerId}`,
    merchantCity: input.sellerCity ?? "SAO PAULO",
    amountCents: input.amountCents,
    txid: input.invoiceId
  });
  return { boleto, brCode, pixKey };
}
__name(invoicePaymentCodes, "invoicePaymentCodes");
var STATUS_PT = {
  PENDING: { text: "PENDENTE", color: "#8a6d00" },
  PAID: { text: "PAGA", color: "#1b7f3b" },
  CANCELLED: { text: "CANCELADA", color: "#b42318" },
  CANCELED: { text: "CANCELADA", color: "#b42318" },
  EXPIRED: { text: "EXPIRADA", color: "#b42318" }
};
function field(text, max = 80) {
  return winAnsiSafe(clip(text.trim(), max));
}
__name(field, "field");
function instructionLines(input) {
  const lines = [];
  if (input.fine) lines.push(`Multa de ${formatPercent(input.fine)} sobre o valor, cobrada uma vez ap\xF3s o vencimento.`);
  if (input.interest) {
    lines.push(`Juros de ${formatPercent(input.interest)} ao m\xEAs ap\xF3s o vencimento, cobrados pro rata die.`);
  }
  const d = input.discount;
  if (d) {
    const value = d.modality === "percent" ? formatPercent(d.amount) : formatBrl(Math.round(d.amount * 100));
    lines.push(`Desconto de ${value} para pagamento at\xE9 ${field(formatDateBr(d.limitDate), 30)}.`);
  }
  if (lines.length === 0) lines.push("Sem multa, juros ou desconto.");
  return lines;
}
__name(instructionLines, "instructionLines");
function boxHeight(doc, w, text, opts = {}) {
  doc.font(opts.bold ? "Helvetica-Bold" : "Helvetica").fontSize(opts.size ?? 10);
  return Math.max(opts.minHeight ?? 0, 18 + doc.heightOfString(text, { width: w - 12, lineGap: 2 }) + 5);
}
__name(boxHeight, "boxHeight");
function box(doc, x, y, w, label, text, opts = {}) {
  const size = opts.size ?? 10;
  const font = opts.bold ? "Helvetica-Bold" : "Helvetica";
  const h = boxHeight(doc, w, text, opts);
  doc.lineWidth(0.6).strokeColor(RULE).rect(x, y, w, h).stroke();
  doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(label, x + 6, y + 5, { width: w - 12, lineBreak: false });
  doc.font(font).fontSize(size).fillColor(INK).text(text, x + 6, y + 16, { width: w - 12, lineGap: 2 });
  return h;
}
__name(box, "box");
function drawQr(doc, modules, x, y, side) {
  const quiet = 4;
  const cell = side / (modules.size + 2 * quiet);
  doc.rect(x, y, side, side).fill("#ffffff");
  for (let r = 0; r < modules.size; r++) {
    let c = 0;
    while (c < modules.size) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < modules.size && modules.get(r, c)) c++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell, cell + 0.05);
    }
  }
  doc.fill("#000000");
}
__name(drawQr, "drawQr");
function drawItf(doc, barcode, x, y) {
  const ratio = 3;
  const elements = itfElements(barcode);
  const narrow = 103 * 72 / 25.4 / itfWidthUnits(elements, ratio);
  const height = 13 * 72 / 25.4;
  let cx = x;
  for (const e of elements) {
    const w = e.wide ? narrow * ratio : narrow;
    if (e.bar) doc.rect(cx, y, w, height);
    cx += w;
  }
  doc.fill("#000000");
}
__name(drawItf, "drawItf");
async function renderInvoicePdf(input) {
  const [{ default: PDFDocument }, QRCode] = await Promise.all([import("pdfkit"), import("qrcode")]);
  const codes = invoicePaymentCodes(input);
  const qr = QRCode.create(codes.brCode, { errorCorrectionLevel: "M" });
  const now = input.now ?? /* @__PURE__ */ new Date();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: 20, left: MARGIN, right: MARGIN },
    info: {
      Title: `Cobran\xE7a ${field(input.invoiceId, 64)}`,
      Author: "payctl sandbox",
      Creator: "payctl sandbox",
      Producer: "payctl sandbox (pdfkit)",
      CreationDate: now,
      ModDate: now
    }
  });
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  layout(doc, input, codes, qr.modules, now);
  doc.end();
  return done;
}
__name(renderInvoicePdf, "renderInvoicePdf");
function layout(doc, input, codes, qr, now) {
  const debtor = input.debtor;
  let y = MARGIN;
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text("Cobran\xE7a Bolepix", MARGIN, y, { lineBreak: false });
  const statusKey = (input.status ?? "PENDING").toUpperCase();
  const status = STATUS_PT[statusKey] ?? { text: field(statusKey, 14), color: MUTED };
  if (statusKey !== "PENDING") {
    doc.font("Helvetica-Bold").fontSize(12).fillColor(status.color);
    doc.text(status.text, MARGIN, y + 4, { width: WIDTH, align: "right", lineBreak: false });
  }
  y += 24;
  doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
  doc.text("Boleto com Pix gerado pelo sandbox do payctl, para testes. N\xE3o tem valor de pagamento.", MARGIN, y, {
    width: WIDTH
  });
  y += 18;
  const leftW = Math.round(WIDTH * 0.6);
  const sellerId = field(input.sellerId, 64);
  const seller = input.sellerName ? `${field(input.sellerName)} (vendedor ${sellerId})` : `Vendedor ${sellerId}`;
  const invoiceId = field(input.invoiceId, 64);
  const rowH = Math.max(boxHeight(doc, leftW, seller), boxHeight(doc, WIDTH - leftW, invoiceId));
  box(doc, MARGIN, y, leftW, "Benefici\xE1rio", seller, { minHeight: rowH });
  box(doc, MARGIN + leftW, y, WIDTH - leftW, "N\xFAmero da fatura", invoiceId, { minHeight: rowH });
  y += rowH;
  const third = WIDTH / 3;
  const due = formatDateBr(input.dueDate);
  const amount = formatBrl(input.amountCents);
  const bold12 = { size: 12, bold: true };
  const big = { ...bold12, minHeight: Math.max(...[due, amount, status.text].map((v) => boxHeight(doc, third, v, bold12))) };
  box(doc, MARGIN, y, third, "Vencimento", due, big);
  box(doc, MARGIN + third, y, third, "Valor do documento", amount, big);
  y += box(doc, MARGIN + 2 * third, y, third, "Situa\xE7\xE3o", status.text, big);
  const payer = [
    `${field(debtor.name)} - ${documentLabel(debtor.document)} ${field(formatDocument(debtor.document), 30)}`,
    `${field(debtor.publicArea)}, ${field(debtor.number, 20)} - ${field(debtor.neighborhood)}`,
    `${field(debtor.city)}/${field(debtor.state.toUpperCase(), 4)} - CEP ${field(formatCep(debtor.postalCode), 12)}`
  ];
  y += box(doc, MARGIN, y, WIDTH, "Pagador", payer.join("\n"));
  const instructions = instructionLines(input).join("\n");
  y += box(doc, MARGIN, y, WIDTH, "Instru\xE7\xF5es (texto de responsabilidade do benefici\xE1rio)", instructions);
  y += 18;
  y = pixSection(doc, codes, input.amountCents, qr, y);
  y += 22;
  doc.lineWidth(0.6).strokeColor(RULE).dash(3, { space: 3 }).moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).stroke().undash();
  doc.font("Helvetica").fontSize(7).fillColor(MUTED).text("Ficha de compensa\xE7\xE3o", MARGIN, y + 4, { width: WIDTH, align: "right", lineBreak: false });
  y += 16;
  const bank = codes.boleto.barcode.slice(0, 3);
  const bankLabel = bank === SANDBOX_BANK_CODE ? "Banco (fict\xEDcio)" : "Banco";
  box(doc, MARGIN, y, 70, bankLabel, bank, { size: 13, bold: true, minHeight: 36 });
  box(doc, MARGIN + 70, y, WIDTH - 70, "Linha digit\xE1vel", codes.boleto.formattedLine, { size: 13, bold: true, minHeight: 36 });
  y += 36 + 12;
  drawItf(doc, codes.boleto.barcode, MARGIN + 4, y);
  y += 13 * 72 / 25.4 + 6;
  doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(`C\xF3digo de barras: ${codes.boleto.barcode}`, MARGIN + 4, y, { lineBreak: false });
  const stamp = `Gerado em ${now.toISOString().replace("T", " ").slice(0, 16)} UTC pelo sandbox do payctl.`;
  doc.text(stamp, MARGIN, 800, { width: WIDTH, align: "center", lineBreak: false });
}
__name(layout, "layout");
function pixSection(doc, codes, amountCents, qr, top) {
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text("Pague com Pix", MARGIN, top, { lineBreak: false });
  const y = top + 20;
  const side = 150;
  drawQr(doc, qr, MARGIN, y, side);
  const x = MARGIN + side + 16;
  const w = WIDTH - side - 16;
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  doc.text("Aponte a c\xE2mera do app do seu banco para o QR code, ou copie o c\xF3digo abaixo.", x, y, { width: w });
  let ty = doc.y + 8;
  doc.font("Helvetica").fontSize(7).fillColor(MUTED).text("Pix copia e cola", x, ty, { width: w });
  ty = doc.y + 2;
  doc.font("Helvetica").fontSize(8).fillColor(INK);
  for (const line of hardWrap(doc, codes.brCode, w)) {
    doc.text(line, x, ty, { lineBreak: false });
    ty += 10;
  }
  ty += 8;
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  doc.text(`Valor: ${formatBrl(amountCents)}`, x, ty, { width: w });
  doc.text(`Chave Pix (fict\xEDcia): ${codes.pixKey}`, x, doc.y + 2, { width: w });
  return Math.max(y + side, doc.y);
}
__name(pixSection, "pixSection");
function hardWrap(doc, text, width) {
  const lines = [];
  let line = "";
  for (const ch of text) {
    if (line && doc.widthOfString(line + ch) > width) {
      lines.push(line);
      line = "";
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}
__name(hardWrap, "hardWrap");
export {
  SANDBOX_BANK_CODE,
  barcodeToDigitableLine,
  buildBoleto,
  buildBrCode,
  crc16ccitt,
  digitableLineToBarcode,
  dueDateFactor,
  formatBrl,
  formatDateBr,
  formatDigitableLine,
  formatDocument,
  invoicePaymentCodes,
  isValidBarcode,
  isValidDigitableLine,
  parseTlv,
  renderInvoicePdf,
  sandboxPixKey,
  verifyBrCode
};
