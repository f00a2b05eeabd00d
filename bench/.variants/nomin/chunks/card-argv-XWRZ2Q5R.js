import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  luhnValid
} from "./chunk-P44WCTOI.js";
import "./chunk-DF6QPG2C.js";
import {
  UsageError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/services/card-argv.ts
var CARD_NUMBER_HINT = "a card number is never taken from arguments or flags (other users can see them, and they stay in shell history): run in a terminal to be asked for it with a masked prompt, or pipe it on stdin";
function digitsOf(value) {
  const digits = value.replace(/[\s.-]/g, "");
  return /^\d{13,19}$/.test(digits) ? digits : void 0;
}
__name(digitsOf, "digitsOf");
function looksLikeCardNumber(value, strict) {
  const digits = digitsOf(value);
  return digits !== void 0 && (strict || luhnValid(digits));
}
__name(looksLikeCardNumber, "looksLikeCardNumber");
function shownName(name) {
  return /\d{6}/.test(name) ? "given" : `--${name}`;
}
__name(shownName, "shownName");
function refuseCardNumbersInArgv(argv, flags, options) {
  const maxArgs = options.maxArgs ?? 0;
  const digitFlags = new Set(options.digitFlags ?? []);
  const cardish = new Set(options.cardishFlags ?? []);
  const byChar = /* @__PURE__ */ new Map();
  for (const [name, def] of Object.entries(flags)) if (def.char) byChar.set(def.char, name);
  let positional = 0;
  let onlyArgs = false;
  const refuseArg = /* @__PURE__ */ __name((arg) => {
    const card = looksLikeCardNumber(arg, true) || /\d{12,}/.test(arg.replace(/[\s.-]/g, ""));
    if (card) throw new UsageError(`refused: an argument looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`);
    throw new UsageError(`${options.command} takes ${maxArgs === 0 ? "no arguments" : `at most ${maxArgs} argument${maxArgs > 1 ? "s" : ""}`}; an unexpected one was given (not repeated here); see payctl ${options.command} --help`);
  }, "refuseArg");
  const checkValue = /* @__PURE__ */ __name((name, value) => {
    if (digitFlags.has(name)) return;
    if (looksLikeCardNumber(value, cardish.has(name))) {
      throw new UsageError(`refused: the value of --${name} looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`);
    }
  }, "checkValue");
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    if (onlyArgs || token === "-" || !token.startsWith("-")) {
      if (++positional > maxArgs) refuseArg(token);
      continue;
    }
    if (token === "--") {
      onlyArgs = true;
      continue;
    }
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name = eq === -1 ? token.slice(2) : token.slice(2, eq);
      if (name === "help") continue;
      let def = flags[name];
      if (!def && name.startsWith("no-") && flags[name.slice(3)]?.allowNo) def = { type: "boolean" };
      if (!def) {
        const value = eq === -1 ? void 0 : token.slice(eq + 1);
        if (value !== void 0 && looksLikeCardNumber(value, true)) {
          throw new UsageError(`refused: unknown flag ${shownName(name)} with what looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`);
        }
        throw new UsageError(`unknown flag ${shownName(name)}${/card|number|pan\b/i.test(name) ? `; ${CARD_NUMBER_HINT}` : ""}; see payctl ${options.command} --help`);
      }
      if (def.type === "option") {
        if (eq !== -1) checkValue(name, token.slice(eq + 1));
        else if (i + 1 < argv.length) checkValue(name, argv[++i]);
      }
      continue;
    }
    const chars = token.slice(1);
    if (/^\d/.test(chars)) {
      if (++positional > maxArgs) refuseArg(token);
      continue;
    }
    for (let k = 0; k < chars.length; k++) {
      const c = chars[k];
      if (c === "h") continue;
      const name = byChar.get(c);
      if (!name) throw new UsageError(`unknown flag -${/\d/.test(c) ? "?" : c}; see payctl ${options.command} --help`);
      if (flags[name].type === "option") {
        const rest = chars.slice(k + 1);
        if (rest !== "") checkValue(name, rest.replace(/^=/, ""));
        else if (i + 1 < argv.length) checkValue(name, argv[++i]);
        break;
      }
    }
  }
}
__name(refuseCardNumbersInArgv, "refuseCardNumbersInArgv");
export {
  CARD_NUMBER_HINT,
  refuseCardNumbersInArgv
};
