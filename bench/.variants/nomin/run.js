import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  require_lib
} from "./chunks/chunk-SDJH5MVJ.js";
import "./chunks/chunk-X3E43RQL.js";
import "./chunks/chunk-ETVYCETS.js";
import "./chunks/chunk-KSKIM5ND.js";
import {
  __name,
  __toESM
} from "./chunks/chunk-L3NCIS4P.js";

// payctl:payctl:run
var import_core = __toESM(require_lib());
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
async function runFast(argv = process.argv.slice(2)) {
  if (process.versions.v8.startsWith("11.3.") && !process.env.PAYCTL_WASM_TIER_UP) {
    setFlagsFromString("--no-wasm-dynamic-tiering");
    setFlagsFromString("--no-wasm-tier-up");
  }
  import_core.settings.enableAutoTranspile = false;
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const pjson = JSON.parse(readFileSync(root + "package.json", "utf8"));
  const bundled = { target: "./bench/.variants/nomin/commands.js" };
  pjson.oclif = { ...pjson.oclif, commands: { ...bundled, strategy: "explicit", identifier: "COMMANDS" } };
  if (pjson.oclif.helpClass) pjson.oclif.helpClass = { ...bundled, identifier: "HELP" };
  try {
    const config = await import_core.Config.load({ root, pjson, enablePerf: Boolean(process.env.PAYCTL_STARTUP_TRACE) });
    await (0, import_core.run)(argv, config);
    (0, import_core.flush)();
  } catch (error) {
    await (0, import_core.handle)(error);
  }
}
__name(runFast, "runFast");
export {
  runFast
};
