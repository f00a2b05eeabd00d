import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  InterruptedError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/cli/prompts.ts
var context = /* @__PURE__ */ __name(() => ({ output: process.stderr, clearPromptOnDone: false }), "context");
async function guard(p) {
  try {
    return await p;
  } catch (err) {
    if (err && typeof err === "object" && err.name === "ExitPromptError") throw new InterruptedError();
    throw err;
  }
}
__name(guard, "guard");
async function askText(message, options = {}) {
  const { input } = await import("./esm-IM6X53ZF.js");
  return guard(input({ message, default: options.default, validate: options.validate }, context()));
}
__name(askText, "askText");
async function askSecret(message, validate) {
  const { password } = await import("./esm-IM6X53ZF.js");
  return guard(password({ message, mask: "*", validate }, context()));
}
__name(askSecret, "askSecret");
async function confirmAction(message, defaultValue = false) {
  const { confirm } = await import("./esm-IM6X53ZF.js");
  return guard(confirm({ message, default: defaultValue }, context()));
}
__name(confirmAction, "confirmAction");
async function choose(message, choices) {
  const { select } = await import("./esm-IM6X53ZF.js");
  return guard(select({ message, choices, pageSize: 12 }, context()));
}
__name(choose, "choose");
export {
  askSecret,
  askText,
  choose,
  confirmAction
};
