import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  escapeControl
} from "./chunk-P44WCTOI.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/render/table.ts
var clean = /* @__PURE__ */ __name((v) => v === void 0 || v === null ? "" : escapeControl(String(v)), "clean");
var tsvLine = /* @__PURE__ */ __name((cells) => cells.map((c) => c.replace(/[\t\n\r]/g, " ")).join("	"), "tsvLine");
function toTsv(rows, columns) {
  const out = [tsvLine(columns.map((c) => c.header))];
  for (const row of rows) out.push(tsvLine(columns.map((c) => clean(c.get(row)))));
  return `${out.join("\n")}
`;
}
__name(toTsv, "toTsv");
function* tsvChunks(rows, columns) {
  yield `${tsvLine(columns.map((c) => c.header))}
`;
  for (const row of rows) yield `${tsvLine(columns.map((c) => clean(c.get(row))))}
`;
}
__name(tsvChunks, "tsvChunks");
function shorten(text, width) {
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}\u2026`;
}
__name(shorten, "shorten");
function fitWidths(natural, keep, total) {
  const widths = [...natural];
  const overhead = widths.length * 3 + 1;
  let excess = widths.reduce((a, b) => a + b, 0) + overhead - total;
  while (excess > 0) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      if (!keep[i] && widths[i] > 6 && (widest < 0 || widths[i] > widths[widest])) widest = i;
    }
    if (widest < 0) break;
    widths[widest]--;
    excess--;
  }
  return widths;
}
__name(fitWidths, "fitWidths");
function fitColumns(natural, keep, total) {
  let shown = natural.map((_, i) => i);
  const fit = /* @__PURE__ */ __name(() => fitWidths(shown.map((i) => natural[i]), shown.map((i) => keep[i]), total), "fit");
  let widths = fit();
  const used = /* @__PURE__ */ __name(() => widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1, "used");
  while (used() > total && shown.length > 1) {
    const rest = shown.slice(1);
    const victim = [...rest].reverse().find((i) => !keep[i]) ?? rest[rest.length - 1];
    shown = shown.filter((i) => i !== victim);
    widths = fit();
  }
  return { shown, widths };
}
__name(fitColumns, "fitColumns");
async function toTable(rows, columns, width, color) {
  return [...await tableChunks(rows, columns, width, color)].join("");
}
__name(toTable, "toTable");
var FAST_AFTER = 200;
var NARROW = /^[\x20-\x7e\u2026]*$/;
var ANSI = /\u001b\[[0-9;]*m/g;
async function tableChunks(rows, columns, width, color, stats = { drawnByCliTable3: 0 }) {
  const { default: Table } = await import("./cli-table3-YGUGMPWL.js");
  const cells = rows.map((row) => columns.map((c) => clean(c.get(row))));
  const natural = columns.map((c) => c.header.length || 1);
  for (const r of cells) for (let i = 0; i < r.length; i++) if (r[i].length > natural[i]) natural[i] = r[i].length;
  const { shown, widths: fitted } = fitColumns(natural, columns.map((c) => Boolean(c.keep)), width);
  const widths = [];
  shown.forEach((col, k) => widths[col] = fitted[k]);
  const options = {
    head: shown.map((i) => shorten(columns[i].header, widths[i])),
    style: { head: color ? ["bold"] : [], border: color ? ["grey"] : [], compact: true },
    colWidths: shown.map((i) => widths[i] + 2),
    wordWrap: false
  };
  const styled = /* @__PURE__ */ __name((r) => shown.map((i) => {
    const short = shorten(r[i], widths[i]);
    const style = color ? columns[i].style : void 0;
    return style ? style(short) : short;
  }), "styled");
  const first = new Table(options);
  for (const r of cells.slice(0, FAST_AFTER)) first.push(styled(r));
  const drawn = first.toString();
  stats.drawnByCliTable3 += Math.min(cells.length, FAST_AFTER);
  if (cells.length <= FAST_AFTER) return [`${drawn}
`];
  const bar = color ? "\x1B[90m\u2502\x1B[39m" : "\u2502";
  const format = /* @__PURE__ */ __name((line) => {
    let out = bar;
    for (let k = 0; k < line.length; k++) {
      const text = line[k];
      const plain = text.includes("\x1B") ? text.replace(ANSI, "") : text;
      if (!NARROW.test(plain)) return void 0;
      out += ` ${text}${" ".repeat(Math.max(0, widths[shown[k]] + 1 - plain.length))}${bar}`;
    }
    return out;
  }, "format");
  const lines = drawn.split("\n");
  const headLines = lines.length - FAST_AFTER - 1;
  let checked = 0;
  const agrees = cells.slice(0, FAST_AFTER).every((r, k) => {
    const own = format(styled(r));
    if (own !== void 0) checked++;
    return own === void 0 || own === lines[headLines + k];
  }) && checked > 0;
  const oneRow = /* @__PURE__ */ __name((line) => {
    stats.drawnByCliTable3++;
    const t = new Table({ ...options, head: [] });
    t.push(line);
    return t.toString().split("\n")[1];
  }, "oneRow");
  return (function* () {
    yield `${lines.slice(0, -1).join("\n")}
`;
    let piece = "";
    for (let k = FAST_AFTER; k < cells.length; k++) {
      const line = styled(cells[k]);
      piece += `${agrees && format(line) || oneRow(line)}
`;
      if (piece.length >= 32768) {
        yield piece;
        piece = "";
      }
    }
    yield `${piece}${lines[lines.length - 1]}
`;
  })();
}
__name(tableChunks, "tableChunks");

export {
  toTsv,
  tsvChunks,
  toTable,
  tableChunks
};
