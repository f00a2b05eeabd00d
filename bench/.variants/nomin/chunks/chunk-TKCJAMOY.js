import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  applyFieldValues,
  bolepixChecker
} from "./chunk-XCUPPXLN.js";
import {
  findBolepixField
} from "./chunk-7RIPYLEZ.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/import/source.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";

// src/services/import/csv.ts
var QUOTE = 34;
var LF = 10;
var CR = 13;
var SPACE = 32;
var TAB = 9;
function detectDelimiter(text) {
  const counts = { ",": 0, ";": 0, "	": 0 };
  let quoted = false;
  for (let i = text.charCodeAt(0) === 65279 ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && (c === "," || c === ";" || c === "	")) counts[c]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["	"]) return ";";
  if (counts["	"] > counts[","] && counts["	"] > counts[";"]) return "	";
  return ",";
}
__name(detectDelimiter, "detectDelimiter");
function parseCsv(text, delimiter = ",") {
  const records = [];
  const n = text.length;
  const delim = delimiter.charCodeAt(0);
  let i = text.charCodeAt(0) === 65279 ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields = [];
    let error;
    for (; ; ) {
      let j = i;
      while (j < n && (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB) && delim !== TAB) j++;
      if (j < n && text.charCodeAt(j) === QUOTE) {
        i = j + 1;
        let value = "";
        let chunk = i;
        let closed = false;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              value += text.slice(chunk, i + 1);
              i += 2;
              chunk = i;
              continue;
            }
            value += text.slice(chunk, i);
            i++;
            closed = true;
            break;
          }
          if (c === LF) line++;
          i++;
        }
        if (!closed) {
          value += text.slice(chunk, i);
          error ??= `unterminated quoted field (a " opened on line ${start} is never closed)`;
        }
        const after = i;
        while (i < n && text.charCodeAt(i) !== delim && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
        if (text.slice(after, i).trim() !== "") error ??= 'unexpected text after a closing quote (write a quote inside a quoted field as "")';
        fields.push(value);
      } else {
        const s = i;
        while (i < n && text.charCodeAt(i) !== delim && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
        fields.push(text.slice(s, i));
      }
      if (i < n && text.charCodeAt(i) === delim) {
        i++;
        continue;
      }
      if (i < n && text.charCodeAt(i) === CR) {
        i++;
        if (i < n && text.charCodeAt(i) === LF) i++;
        line++;
      } else if (i < n && text.charCodeAt(i) === LF) {
        i++;
        line++;
      }
      break;
    }
    if (fields.length === 1 && fields[0].trim() === "" && !error) continue;
    records.push(error ? { line: start, fields, error } : { line: start, fields });
  }
  return records;
}
__name(parseCsv, "parseCsv");

// src/services/import/source.ts
async function readImportSource(file) {
  if (file === "-") throw new UsageError("FILE must be a file, not stdin: the journal that makes a rerun safe is kept next to it");
  let buf;
  try {
    buf = await readFile(file);
  } catch (err) {
    const code = err.code;
    throw new UsageError(`cannot read ${file}: ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : err.message}`);
  }
  const sha256 = createHash("sha256").update(buf).digest("hex");
  const text = buf.toString("utf8");
  const format = detectFormat(file, text);
  return { file, path: resolve(file), sha256, format, rows: parseImportText(text, format) };
}
__name(readImportSource, "readImportSource");
function detectFormat(file, text) {
  const ext = extname(file).toLowerCase();
  if (ext === ".jsonl" || ext === ".ndjson") return "jsonl";
  if (ext === ".csv" || ext === ".tsv") return "csv";
  return text.replace(/^\uFEFF/, "").trimStart().startsWith("{") ? "jsonl" : "csv";
}
__name(detectFormat, "detectFormat");
function parseImportText(text, format) {
  return format === "jsonl" ? parseJsonLines(text) : parseCsvRows(text);
}
__name(parseImportText, "parseImportText");
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
__name(canonicalJson, "canonicalJson");
function parseJsonLines(text) {
  const rows = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === "") continue;
    const line = i + 1;
    let value;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      rows.push({ line, problems: [{ path: "", message: `not valid JSON (${err.message})` }] });
      continue;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      rows.push({ line, problems: [{ path: "", message: "must be a JSON object (one creation body per line)" }] });
      continue;
    }
    rows.push({ line, input: value });
  }
  return rows;
}
__name(parseJsonLines, "parseJsonLines");
function parseCsvRows(text) {
  const records = parseCsv(text, detectDelimiter(text));
  const header = records.shift();
  if (!header) throw new UsageError("the CSV file is empty: it needs a header row (amount,due-date,debtor-name,\u2026 or body paths such as debtor.name)");
  if (header.error) throw new UsageError(`line ${header.line}: the header row is malformed: ${header.error}`);
  const columns = mapHeader(header.fields, header.line);
  const rows = [];
  for (const rec of records) {
    if (rec.error) {
      rows.push({ line: rec.line, problems: [{ path: "", message: rec.error }] });
      continue;
    }
    if (rec.fields.length !== columns.length) {
      rows.push({
        line: rec.line,
        problems: [{ path: "", message: `expected ${columns.length} values (one per column), found ${rec.fields.length}` }]
      });
      continue;
    }
    const values = {};
    for (let c = 0; c < columns.length; c++) values[columns[c].flag] = rec.fields[c].trim();
    rows.push({ line: rec.line, input: applyFieldValues({}, values) });
  }
  return rows;
}
__name(parseCsvRows, "parseCsvRows");
function mapHeader(cells, line) {
  const columns = [];
  const unknown = [];
  for (const cell of cells) {
    const name = cell.trim();
    const field = name === "" ? void 0 : findBolepixField(name);
    if (!field) {
      unknown.push(name === "" ? "(an empty header cell)" : JSON.stringify(name));
      continue;
    }
    const twice = columns.find((f) => f === field);
    if (twice) throw new UsageError(`line ${line}: the column ${field.flag} (${field.path}) appears twice in the header`);
    columns.push(field);
  }
  if (unknown.length > 0) {
    throw new UsageError(
      `line ${line}: unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; columns are flag names without -- (due-date, debtor-name) or body paths (dueDate, debtor.name)`
    );
  }
  return columns;
}
__name(mapHeader, "mapHeader");

// src/services/import/rows.ts
import { createHash as createHash2 } from "node:crypto";
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var NAMESPACE = "payctl bolepix import v1";
function deterministicOrderId(fileSha256, line, canonical) {
  const h = createHash2("sha256").update(`${NAMESPACE}
${fileSha256}
${line}
${canonical}`).digest();
  h[6] = h[6] & 15 | 80;
  h[8] = h[8] & 63 | 128;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
__name(deterministicOrderId, "deterministicOrderId");
function checkRows(source, options = {}) {
  const check = bolepixChecker({ today: options.today });
  const valid = [];
  const invalid = [];
  for (const row of source.rows) {
    const given = givenOrderId(row);
    if (row.problems || !row.input) {
      invalid.push({ line: row.line, orderId: given, issues: row.problems ?? [{ path: "", message: "unreadable row" }] });
      continue;
    }
    const input = row.input;
    const r = check(input, () => deterministicOrderId(source.sha256, row.line, canonicalJson(input)));
    if (!r.ok) {
      invalid.push({ line: row.line, orderId: given, issues: r.issues });
      continue;
    }
    valid.push({ line: row.line, orderId: r.prepared.body.order_id, body: r.prepared.body, generated: Boolean(r.prepared.generatedOrderId) });
  }
  return markDuplicates(valid, invalid);
}
__name(checkRows, "checkRows");
function givenOrderId(row) {
  const v = row.input?.order_id;
  return typeof v === "string" && UUID.test(v.trim()) ? v.trim() : void 0;
}
__name(givenOrderId, "givenOrderId");
function markDuplicates(valid, invalid) {
  const lines = /* @__PURE__ */ new Map();
  const add = /* @__PURE__ */ __name((id, line) => {
    if (!id) return;
    const key = id.toLowerCase();
    const list = lines.get(key);
    if (list) list.push(line);
    else lines.set(key, [line]);
  }, "add");
  for (const r of valid) add(r.orderId, r.line);
  for (const r of invalid) add(r.orderId, r.line);
  const dupMessage = /* @__PURE__ */ __name((id, line) => {
    const list = lines.get(id.toLowerCase());
    if (list.length < 2) return void 0;
    const others = list.filter((l) => l !== line);
    return `duplicate order id ${id} (also on line${others.length > 1 ? "s" : ""} ${others.join(", ")})`;
  }, "dupMessage");
  const keep = [];
  for (const r of valid) {
    const dup = dupMessage(r.orderId, r.line);
    if (dup) invalid.push({ line: r.line, orderId: r.orderId, issues: [{ path: "order_id", message: dup }] });
    else keep.push(r);
  }
  for (const r of invalid) {
    if (!r.orderId || r.issues.some((i) => i.path === "order_id")) continue;
    const dup = dupMessage(r.orderId, r.line);
    if (dup) r.issues.push({ path: "order_id", message: dup });
  }
  invalid.sort((a, b) => a.line - b.line);
  return { valid: keep, invalid };
}
__name(markDuplicates, "markDuplicates");
function describeInvalidRow(row) {
  return row.issues.map((i) => `line ${row.line}: ${i.path ? `${i.path}: ` : ""}${i.message}`);
}
__name(describeInvalidRow, "describeInvalidRow");

export {
  readImportSource,
  checkRows,
  describeInvalidRow
};
