import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  import_agent,
  import_dispatcher,
  import_errors,
  undici_slim_default
} from "./chunk-5K5E3MTV.js";
import "./chunk-L3NCIS4P.js";
var export_Agent = import_agent.default;
var export_Dispatcher = import_dispatcher.default;
var export_errors = import_errors.default;
export {
  export_Agent as Agent,
  export_Dispatcher as Dispatcher,
  undici_slim_default as default,
  export_errors as errors
};
