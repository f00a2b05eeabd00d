import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  require_ansi_styles
} from "./chunk-X3E43RQL.js";
import {
  require_string_width,
  require_strip_ansi
} from "./chunk-ETVYCETS.js";
import {
  require_semver
} from "./chunk-KSKIM5ND.js";
import {
  __commonJS,
  __name,
  __require
} from "./chunk-L3NCIS4P.js";

// node_modules/@oclif/core/lib/util/util.js
var require_util = __commonJS({
  "node_modules/@oclif/core/lib/util/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.pickBy = pickBy;
    exports.compact = compact;
    exports.uniqBy = uniqBy;
    exports.last = last;
    exports.sortBy = sortBy;
    exports.castArray = castArray;
    exports.isProd = isProd;
    exports.maxBy = maxBy;
    exports.sumBy = sumBy;
    exports.capitalize = capitalize;
    exports.isTruthy = isTruthy;
    exports.isNotFalsy = isNotFalsy;
    exports.uniq = uniq;
    exports.mapValues = mapValues;
    exports.mergeNestedObjects = mergeNestedObjects;
    function pickBy(obj, fn) {
      return Object.entries(obj).reduce((o, [k, v]) => {
        if (fn(v))
          o[k] = v;
        return o;
      }, {});
    }
    __name(pickBy, "pickBy");
    function compact(a) {
      return a.filter((a2) => Boolean(a2));
    }
    __name(compact, "compact");
    function uniqBy(arr, fn) {
      return arr.filter((a, i) => {
        const aVal = fn(a);
        return !arr.some((b, j) => j > i && fn(b) === aVal);
      });
    }
    __name(uniqBy, "uniqBy");
    function last(arr) {
      if (!arr)
        return;
      return arr.at(-1);
    }
    __name(last, "last");
    function compare(a, b) {
      a = a === void 0 ? 0 : a;
      b = b === void 0 ? 0 : b;
      if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length === 0 && b.length === 0)
          return 0;
        const diff = compare(a[0], b[0]);
        if (diff !== 0)
          return diff;
        return compare(a.slice(1), b.slice(1));
      }
      if (a < b)
        return -1;
      if (a > b)
        return 1;
      return 0;
    }
    __name(compare, "compare");
    function sortBy(arr, fn) {
      return arr.sort((a, b) => compare(fn(a), fn(b)));
    }
    __name(sortBy, "sortBy");
    function castArray(input) {
      if (input === void 0)
        return [];
      return Array.isArray(input) ? input : [input];
    }
    __name(castArray, "castArray");
    function isProd() {
      return !["development", "test"].includes(process.env.NODE_ENV ?? "");
    }
    __name(isProd, "isProd");
    function maxBy(arr, fn) {
      if (arr.length === 0) {
        return void 0;
      }
      return arr.reduce((maxItem, i) => {
        const curr = fn(i);
        const max = fn(maxItem);
        return curr > max ? i : maxItem;
      });
    }
    __name(maxBy, "maxBy");
    function sumBy(arr, fn) {
      return arr.reduce((sum, i) => sum + fn(i), 0);
    }
    __name(sumBy, "sumBy");
    function capitalize(s) {
      return s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : "";
    }
    __name(capitalize, "capitalize");
    function isTruthy(input) {
      return ["1", "true", "y", "yes"].includes(input.toLowerCase());
    }
    __name(isTruthy, "isTruthy");
    function isNotFalsy(input) {
      return !["0", "false", "n", "no"].includes(input.toLowerCase());
    }
    __name(isNotFalsy, "isNotFalsy");
    function uniq(arr) {
      return [...new Set(arr)].sort();
    }
    __name(uniq, "uniq");
    function mapValues(obj, fn) {
      return Object.entries(obj).reduce((o, [k, v]) => {
        o[k] = fn(v, k);
        return o;
      }, {});
    }
    __name(mapValues, "mapValues");
    function get(obj, path) {
      return path.split(".").reduce((o, p) => o?.[p], obj);
    }
    __name(get, "get");
    function mergeNestedObjects(objs, path) {
      return Object.fromEntries(objs.flatMap((o) => Object.entries(get(o, path) ?? {})).reverse());
    }
    __name(mergeNestedObjects, "mergeNestedObjects");
  }
});

// node_modules/@oclif/core/lib/util/fs.js
var require_fs = __commonJS({
  "node_modules/@oclif/core/lib/util/fs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fileExists = exports.dirExists = void 0;
    exports.readJson = readJson;
    exports.safeReadJson = safeReadJson;
    exports.existsSync = existsSync;
    var node_fs_1 = __require("node:fs");
    var promises_1 = __require("node:fs/promises");
    var util_1 = require_util();
    var dirExists = /* @__PURE__ */ __name(async (input) => {
      let dirStat;
      try {
        dirStat = await (0, promises_1.stat)(input);
      } catch {
        throw new Error(`No directory found at ${input}`);
      }
      if (!dirStat.isDirectory()) {
        throw new Error(`${input} exists but is not a directory`);
      }
      return input;
    }, "dirExists");
    exports.dirExists = dirExists;
    var fileExists = /* @__PURE__ */ __name(async (input) => {
      let fileStat;
      try {
        fileStat = await (0, promises_1.stat)(input);
      } catch {
        throw new Error(`No file found at ${input}`);
      }
      if (!fileStat.isFile()) {
        throw new Error(`${input} exists but is not a file`);
      }
      return input;
    }, "fileExists");
    exports.fileExists = fileExists;
    var ProdOnlyCache = class extends Map {
      static {
        __name(this, "ProdOnlyCache");
      }
      set(key, value) {
        if ((0, util_1.isProd)() ?? false) {
          super.set(key, value);
        }
        return this;
      }
    };
    var cache = new ProdOnlyCache();
    async function readJson(path, useCache = true) {
      if (useCache && cache.has(path)) {
        return JSON.parse(cache.get(path));
      }
      const contents = await (0, promises_1.readFile)(path, "utf8");
      cache.set(path, contents);
      return JSON.parse(contents);
    }
    __name(readJson, "readJson");
    async function safeReadJson(path, useCache = true) {
      try {
        return await readJson(path, useCache);
      } catch {
      }
    }
    __name(safeReadJson, "safeReadJson");
    function existsSync(path) {
      return (0, node_fs_1.existsSync)(path);
    }
    __name(existsSync, "existsSync");
  }
});

// node_modules/@oclif/core/lib/args.js
var require_args = __commonJS({
  "node_modules/@oclif/core/lib/args.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.string = exports.url = exports.file = exports.directory = exports.integer = exports.boolean = void 0;
    exports.custom = custom;
    exports.option = option;
    var node_url_1 = __require("node:url");
    var fs_1 = require_fs();
    var util_1 = require_util();
    function custom(defaults) {
      return (options = {}) => ({
        parse: /* @__PURE__ */ __name(async (i, _context, _opts) => i, "parse"),
        ...defaults,
        ...options,
        input: [],
        type: "option"
      });
    }
    __name(custom, "custom");
    exports.boolean = custom({
      parse: /* @__PURE__ */ __name(async (b) => Boolean(b) && (0, util_1.isNotFalsy)(b), "parse")
    });
    exports.integer = custom({
      async parse(input, _, opts) {
        if (!/^-?\d+$/.test(input))
          throw new Error(`Expected an integer but received: ${input}`);
        const num = Number.parseInt(input, 10);
        if (opts.min !== void 0 && num < opts.min)
          throw new Error(`Expected an integer greater than or equal to ${opts.min} but received: ${input}`);
        if (opts.max !== void 0 && num > opts.max)
          throw new Error(`Expected an integer less than or equal to ${opts.max} but received: ${input}`);
        return num;
      }
    });
    exports.directory = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.dirExists)(input);
        return input;
      }
    });
    exports.file = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.fileExists)(input);
        return input;
      }
    });
    exports.url = custom({
      async parse(input) {
        try {
          return new node_url_1.URL(input);
        } catch {
          throw new Error(`Expected a valid url but received: ${input}`);
        }
      }
    });
    var stringArg = custom({});
    exports.string = stringArg;
    function option(defaults) {
      return (options = {}) => ({
        parse: /* @__PURE__ */ __name(async (i, _context, _opts) => i, "parse"),
        ...defaults,
        ...options,
        input: [],
        type: "option"
      });
    }
    __name(option, "option");
  }
});

// node_modules/@oclif/core/package.json
var require_package = __commonJS({
  "node_modules/@oclif/core/package.json"(exports, module) {
    module.exports = {
      name: "@oclif/core",
      description: "base library for oclif CLIs",
      version: "4.14.0",
      author: "Salesforce",
      bugs: "https://github.com/oclif/core/issues",
      dependencies: {
        "ansi-escapes": "^4.3.2",
        ansis: "^3.17.0",
        "clean-stack": "^3.0.1",
        "cli-spinners": "^2.9.2",
        debug: "^4.4.3",
        ejs: "^6",
        "get-package-type": "^0.1.0",
        "indent-string": "^4.0.0",
        lilconfig: "^3.1.3",
        minimatch: "^10.2.5",
        semver: "^7.8.1",
        "string-width": "^4.2.3",
        "supports-color": "^8",
        tinyglobby: "^0.2.17",
        "widest-line": "^3.1.0",
        wordwrap: "^1.0.0",
        "wrap-ansi": "^7.0.0",
        "wsl-utils": "^0.4.0"
      },
      devDependencies: {
        "@commitlint/config-conventional": "^19",
        "@eslint/compat": "^1.4.1",
        "@oclif/plugin-help": "^6",
        "@oclif/plugin-plugins": "^5",
        "@oclif/prettier-config": "^0.2.1",
        "@oclif/test": "^4",
        "@types/benchmark": "^2.1.5",
        "@types/chai": "^4.3.16",
        "@types/chai-as-promised": "^7.1.8",
        "@types/clean-stack": "^2.1.1",
        "@types/debug": "^4.1.13",
        "@types/ejs": "^3.1.5",
        "@types/indent-string": "^4.0.1",
        "@types/mocha": "^10.0.10",
        "@types/node": "^18",
        "@types/picomatch": "^4.0.3",
        "@types/pnpapi": "^0.0.5",
        "@types/sinon": "^17.0.3",
        "@types/supports-color": "^8.1.3",
        "@types/wordwrap": "^1.0.3",
        "@types/wrap-ansi": "^3.0.0",
        benchmark: "^2.1.4",
        chai: "^4.5.0",
        "chai-as-promised": "^7.1.2",
        commitlint: "^19",
        "cross-env": "^7.0.3",
        eslint: "^10",
        "eslint-config-oclif": "^7",
        "eslint-config-prettier": "^10",
        husky: "^9.1.7",
        "lint-staged": "^15",
        madge: "^6.1.0",
        mocha: "^11.7.5",
        nyc: "^15.1.0",
        prettier: "^3.8.3",
        shx: "^0.4.0",
        sinon: "^18",
        "ts-node": "^10.9.2",
        tsd: "^0.33.0",
        typescript: "^5"
      },
      engines: {
        node: ">=18.0.0"
      },
      files: [
        "/lib"
      ],
      homepage: "https://github.com/oclif/core",
      keywords: [
        "oclif",
        "cli",
        "command",
        "command line",
        "parser",
        "args",
        "argv"
      ],
      license: "MIT",
      exports: {
        ".": "./lib/index.js",
        "./args": "./lib/args.js",
        "./command": "./lib/command.js",
        "./config": "./lib/config/index.js",
        "./errors": "./lib/errors/index.js",
        "./execute": "./lib/execute.js",
        "./flags": "./lib/flags.js",
        "./flush": "./lib/flush.js",
        "./handle": "./lib/errors/handle.js",
        "./help": "./lib/help/index.js",
        "./hooks": "./lib/interfaces/hooks.js",
        "./interfaces": "./lib/interfaces/index.js",
        "./logger": "./lib/logger.js",
        "./package.json": "./package.json",
        "./parser": "./lib/parser/index.js",
        "./performance": "./lib/performance.js",
        "./run": "./lib/main.js",
        "./settings": "./lib/settings.js",
        "./util/ids": "./lib/util/ids.js",
        "./ux": "./lib/ux/index.js"
      },
      repository: "oclif/core",
      oclif: {
        bin: "oclif",
        devPlugins: [
          "@oclif/plugin-help",
          "@oclif/plugin-plugins"
        ]
      },
      publishConfig: {
        access: "public"
      },
      scripts: {
        build: "shx rm -rf lib && tsc",
        compile: "tsc",
        format: 'prettier --write "+(src|test)/**/*.+(ts|js|json)"',
        lint: "eslint",
        posttest: "yarn lint && yarn test:circular-deps",
        prepack: "yarn run build",
        prepare: "husky",
        "test:circular-deps": "yarn build && madge lib/ -c",
        "test:debug": 'nyc mocha --debug-brk --inspect "test/**/*.test.ts"',
        "test:integration": 'mocha --forbid-only "test/**/*.integration.ts" --parallel --timeout 1200000',
        "test:interoperability": "cross-env DEBUG=integration:* ts-node test/integration/interop.ts",
        "test:perf": "ts-node test/perf/parser.perf.ts",
        test: 'nyc mocha --forbid-only "test/**/*.test.ts" --parallel'
      },
      types: "lib/index.d.ts"
    };
  }
});

// node_modules/@oclif/core/lib/cache.js
var require_cache = __commonJS({
  "node_modules/@oclif/core/lib/cache.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var node_fs_1 = __require("node:fs");
    var node_path_1 = __require("node:path");
    var Cache = class _Cache extends Map {
      static {
        __name(this, "Cache");
      }
      static instance;
      constructor() {
        super();
        this.set("@oclif/core", this.getOclifCoreMeta());
      }
      static getInstance() {
        if (!_Cache.instance) {
          _Cache.instance = new _Cache();
        }
        return _Cache.instance;
      }
      get(key) {
        return super.get(key);
      }
      getOclifCoreMeta() {
        try {
          return { name: "@oclif/core", version: require_package().version };
        } catch {
          try {
            return {
              name: "@oclif/core",
              version: JSON.parse((0, node_fs_1.readFileSync)((0, node_path_1.join)(__dirname, "..", "package.json"), "utf8")).version
            };
          } catch {
            return { name: "@oclif/core", version: "unknown" };
          }
        }
      }
    };
    exports.default = Cache;
  }
});

// node_modules/ejs/lib/cjs/utils.js
var require_utils = __commonJS({
  "node_modules/ejs/lib/cjs/utils.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = {};
    var regExpChars = /[|\\{}()[\]^$+*?.]/g;
    var hasOwnProperty = Object.prototype.hasOwnProperty;
    var hasOwn = /* @__PURE__ */ __name(function(obj, key) {
      return hasOwnProperty.apply(obj, [key]);
    }, "hasOwn");
    utils.hasOwn = hasOwn;
    utils.escapeRegExpChars = function(string) {
      if (!string) {
        return "";
      }
      return String(string).replace(regExpChars, "\\$&");
    };
    var _ENCODE_HTML_RULES = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&#34;",
      "'": "&#39;"
    };
    var _MATCH_HTML = /[&<>'"]/g;
    function encode_char(c) {
      return _ENCODE_HTML_RULES[c] || c;
    }
    __name(encode_char, "encode_char");
    var escapeFuncStr = `var _ENCODE_HTML_RULES = {
      "&": "&amp;"
    , "<": "&lt;"
    , ">": "&gt;"
    , '"': "&#34;"
    , "'": "&#39;"
    }
  , _MATCH_HTML = /[&<>'"]/g;
function encode_char(c) {
  return _ENCODE_HTML_RULES[c] || c;
};
`;
    utils.escapeXML = function(markup) {
      return markup == void 0 ? "" : String(markup).replace(_MATCH_HTML, encode_char);
    };
    function escapeXMLToString() {
      return Function.prototype.toString.call(this) + ";\n" + escapeFuncStr;
    }
    __name(escapeXMLToString, "escapeXMLToString");
    try {
      if (typeof Object.defineProperty === "function") {
        Object.defineProperty(utils.escapeXML, "toString", { value: escapeXMLToString });
      } else {
        utils.escapeXML.toString = escapeXMLToString;
      }
    } catch (err) {
      console.warn("Unable to set escapeXML.toString (is the Function prototype frozen?)");
    }
    utils.shallowCopy = function(to, from) {
      from = from || {};
      if (to !== null && to !== void 0) {
        for (var p in from) {
          if (!hasOwn(from, p)) {
            continue;
          }
          if (p === "__proto__" || p === "constructor") {
            continue;
          }
          to[p] = from[p];
        }
      }
      return to;
    };
    utils.shallowCopyFromList = function(to, from, list) {
      list = list || [];
      from = from || {};
      if (to !== null && to !== void 0) {
        for (var i = 0; i < list.length; i++) {
          var p = list[i];
          if (typeof from[p] != "undefined") {
            if (!hasOwn(from, p)) {
              continue;
            }
            if (p === "__proto__" || p === "constructor") {
              continue;
            }
            to[p] = from[p];
          }
        }
      }
      return to;
    };
    utils.cache = {
      _data: {},
      set: /* @__PURE__ */ __name(function(key, val) {
        this._data[key] = val;
      }, "set"),
      get: /* @__PURE__ */ __name(function(key) {
        return this._data[key];
      }, "get"),
      remove: /* @__PURE__ */ __name(function(key) {
        delete this._data[key];
      }, "remove"),
      reset: /* @__PURE__ */ __name(function() {
        this._data = {};
      }, "reset")
    };
    utils.hyphenToCamel = function(str) {
      return str.replace(/-[a-z]/g, function(match) {
        return match[1].toUpperCase();
      });
    };
    utils.createNullProtoObjWherePossible = (function() {
      if (typeof Object.create == "function") {
        return function() {
          return /* @__PURE__ */ Object.create(null);
        };
      }
      if (!({ __proto__: null } instanceof Object)) {
        return function() {
          return { __proto__: null };
        };
      }
      return function() {
        return {};
      };
    })();
    utils.hasOwnOnlyObject = function(obj) {
      var o = utils.createNullProtoObjWherePossible();
      for (var p in obj) {
        if (hasOwn(obj, p)) {
          o[p] = obj[p];
        }
      }
      return o;
    };
    module.exports = utils;
  }
});

// node_modules/ejs/lib/cjs/ejs.js
var require_ejs = __commonJS({
  "node_modules/ejs/lib/cjs/ejs.js"(exports, module) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __importDefault(__require("fs"));
    var path_1 = __importDefault(__require("path"));
    var utils_js_1 = __importDefault(require_utils());
    var DECLARATION_KEYWORD = "var";
    var ejs = {};
    var _DEFAULT_OPEN_DELIMITER = "<";
    var _DEFAULT_CLOSE_DELIMITER = ">";
    var _DEFAULT_DELIMITER = "%";
    var _DEFAULT_LOCALS_NAME = "locals";
    var _REGEX_STRING = "(<%%|%%>|<%=|<%-|<%_|<%#|<%|%>|-%>|_%>)";
    var _OPTS_PASSABLE_WITH_DATA = [
      "delimiter",
      "scope",
      "context",
      "debug",
      "compileDebug",
      "_with",
      "rmWhitespace",
      "strict",
      "filename",
      "async"
    ];
    var _OPTS_PASSABLE_WITH_DATA_EXPRESS = _OPTS_PASSABLE_WITH_DATA.concat("cache");
    var _BOM = /^\uFEFF/;
    var _JS_IDENTIFIER = /^[a-zA-Z_$][0-9a-zA-Z_$]*$/;
    ejs.cache = utils_js_1.default.cache;
    ejs.fileLoader = fs_1.default.readFileSync;
    ejs.localsName = _DEFAULT_LOCALS_NAME;
    ejs.promiseImpl = new Function("return this;")().Promise;
    ejs.resolveInclude = function(name, filename, isDir) {
      var dirname = path_1.default.dirname;
      var extname = path_1.default.extname;
      var resolve = path_1.default.resolve;
      var includePath = resolve(isDir ? filename : dirname(filename), name);
      var ext = extname(name);
      if (!ext) {
        includePath += ".ejs";
      }
      return includePath;
    };
    function resolvePaths(name, paths) {
      var filePath;
      if (paths.some(function(v) {
        filePath = ejs.resolveInclude(name, v, true);
        return fs_1.default.existsSync(filePath);
      })) {
        return filePath;
      }
    }
    __name(resolvePaths, "resolvePaths");
    function getIncludePath(path, options) {
      var includePath;
      var filePath;
      var views = options.views;
      var match = /^[A-Za-z]+:\\|^\//.exec(path);
      if (match && match.length) {
        path = path.replace(/^\/*/, "");
        if (Array.isArray(options.root)) {
          includePath = resolvePaths(path, options.root);
        } else {
          includePath = ejs.resolveInclude(path, options.root || "/", true);
        }
      } else {
        if (options.filename) {
          filePath = ejs.resolveInclude(path, options.filename);
          if (fs_1.default.existsSync(filePath)) {
            includePath = filePath;
          }
        }
        if (!includePath && Array.isArray(views)) {
          includePath = resolvePaths(path, views);
        }
        if (!includePath && typeof options.includer !== "function") {
          throw new Error('Could not find the include file "' + options.escapeFunction(path) + '"');
        }
      }
      return includePath;
    }
    __name(getIncludePath, "getIncludePath");
    function handleCache(options, template) {
      var func;
      var filename = options.filename;
      var hasTemplate = arguments.length > 1;
      if (options.cache) {
        if (!filename) {
          throw new Error("cache option requires a filename");
        }
        func = ejs.cache.get(filename);
        if (func) {
          return func;
        }
        if (!hasTemplate) {
          template = fileLoader(filename).toString().replace(_BOM, "");
        }
      } else if (!hasTemplate) {
        if (!filename) {
          throw new Error("Internal EJS error: no file name or template provided");
        }
        template = fileLoader(filename).toString().replace(_BOM, "");
      }
      func = ejs.compile(template, options);
      if (options.cache) {
        ejs.cache.set(filename, func);
      }
      return func;
    }
    __name(handleCache, "handleCache");
    function tryHandleCache(options, data, cb) {
      var result;
      if (!cb) {
        if (typeof ejs.promiseImpl == "function") {
          return new ejs.promiseImpl(function(resolve, reject) {
            try {
              result = handleCache(options)(data);
              resolve(result);
            } catch (err) {
              reject(err);
            }
          });
        } else {
          throw new Error("Please provide a callback function");
        }
      } else {
        try {
          result = handleCache(options)(data);
        } catch (err) {
          return cb(err);
        }
        cb(null, result);
      }
    }
    __name(tryHandleCache, "tryHandleCache");
    function fileLoader(filePath) {
      return ejs.fileLoader(filePath);
    }
    __name(fileLoader, "fileLoader");
    function includeFile(path, options) {
      var opts = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), options);
      opts.filename = getIncludePath(path, opts);
      if (typeof options.includer === "function") {
        var includerResult = options.includer(path, opts.filename);
        if (includerResult) {
          if (includerResult.filename) {
            opts.filename = includerResult.filename;
          }
          if (includerResult.template) {
            return handleCache(opts, includerResult.template);
          }
        }
      }
      return handleCache(opts);
    }
    __name(includeFile, "includeFile");
    function rethrow(err, str, flnm, lineno, esc) {
      var lines = str.split("\n");
      var start = Math.max(lineno - 3, 0);
      var end = Math.min(lines.length, lineno + 3);
      var filename = esc(flnm);
      var context = lines.slice(start, end).map(function(line, i) {
        var curr = i + start + 1;
        return (curr == lineno ? " >> " : "    ") + curr + "| " + line;
      }).join("\n");
      err.path = filename;
      err.message = (filename || "ejs") + ":" + lineno + "\n" + context + "\n\n" + err.message;
      throw err;
    }
    __name(rethrow, "rethrow");
    function stripSemi(str) {
      return str.replace(/;(\s*$)/, "$1");
    }
    __name(stripSemi, "stripSemi");
    ejs.compile = /* @__PURE__ */ __name(function compile(template, opts) {
      var templ;
      if (opts && opts.scope) {
        console.warn("`scope` option is deprecated and will be removed in future EJS");
        if (!opts.context) {
          opts.context = opts.scope;
        }
        delete opts.scope;
      }
      templ = new Template(template, opts);
      return templ.compile();
    }, "compile");
    ejs.render = function(template, d, o) {
      var data = d || utils_js_1.default.createNullProtoObjWherePossible();
      var opts = o || utils_js_1.default.createNullProtoObjWherePossible();
      if (arguments.length == 2) {
        utils_js_1.default.shallowCopyFromList(opts, data, _OPTS_PASSABLE_WITH_DATA);
      }
      return handleCache(opts, template)(data);
    };
    ejs.renderFile = function() {
      var args = Array.prototype.slice.call(arguments);
      var filename = args.shift();
      var cb;
      var opts = { filename };
      var data;
      var viewOpts;
      if (typeof arguments[arguments.length - 1] == "function") {
        cb = args.pop();
      }
      if (args.length) {
        data = args.shift();
        if (args.length) {
          utils_js_1.default.shallowCopy(opts, args.pop());
        } else {
          if (utils_js_1.default.hasOwn(data, "settings") && data.settings) {
            if (data.settings.views) {
              opts.views = data.settings.views;
            }
            if (data.settings["view cache"]) {
              opts.cache = true;
            }
            viewOpts = data.settings["view options"];
            if (viewOpts) {
              utils_js_1.default.shallowCopy(opts, viewOpts);
            }
          }
          utils_js_1.default.shallowCopyFromList(opts, data, _OPTS_PASSABLE_WITH_DATA_EXPRESS);
        }
        opts.filename = filename;
      } else {
        data = utils_js_1.default.createNullProtoObjWherePossible();
      }
      return tryHandleCache(opts, data, cb);
    };
    ejs.Template = Template;
    ejs.clearCache = function() {
      ejs.cache.reset();
    };
    function Template(text, optsParam) {
      var opts = utils_js_1.default.hasOwnOnlyObject(optsParam);
      var options = utils_js_1.default.createNullProtoObjWherePossible();
      this.templateText = text;
      this.mode = null;
      this.truncate = false;
      this.currentLine = 1;
      this.source = "";
      options.escapeFunction = opts.escape || opts.escapeFunction || utils_js_1.default.escapeXML;
      options.compileDebug = opts.compileDebug !== false;
      options.debug = !!opts.debug;
      options.filename = opts.filename;
      options.openDelimiter = opts.openDelimiter || ejs.openDelimiter || _DEFAULT_OPEN_DELIMITER;
      options.closeDelimiter = opts.closeDelimiter || ejs.closeDelimiter || _DEFAULT_CLOSE_DELIMITER;
      options.delimiter = opts.delimiter || ejs.delimiter || _DEFAULT_DELIMITER;
      options.strict = opts.strict || false;
      options.context = opts.context;
      options.cache = opts.cache || false;
      options.rmWhitespace = opts.rmWhitespace;
      options.root = opts.root;
      options.includer = opts.includer;
      options.outputFunctionName = opts.outputFunctionName;
      options.localsName = opts.localsName || ejs.localsName || _DEFAULT_LOCALS_NAME;
      options.views = opts.views;
      options.async = opts.async;
      options.destructuredLocals = opts.destructuredLocals;
      options.legacyInclude = typeof opts.legacyInclude != "undefined" ? !!opts.legacyInclude : true;
      options.unsafePrototypeLocals = !!opts.unsafePrototypeLocals;
      if (options.strict) {
        options._with = false;
      } else {
        options._with = typeof opts._with != "undefined" ? opts._with : true;
      }
      this.opts = options;
      this.regex = this.createRegex();
    }
    __name(Template, "Template");
    Template.modes = {
      EVAL: "eval",
      ESCAPED: "escaped",
      RAW: "raw",
      COMMENT: "comment",
      LITERAL: "literal"
    };
    Template.prototype = {
      createRegex: /* @__PURE__ */ __name(function() {
        var str = _REGEX_STRING;
        var delim = utils_js_1.default.escapeRegExpChars(this.opts.delimiter);
        var open = utils_js_1.default.escapeRegExpChars(this.opts.openDelimiter);
        var close = utils_js_1.default.escapeRegExpChars(this.opts.closeDelimiter);
        str = str.replace(/%/g, delim).replace(/</g, open).replace(/>/g, close);
        return new RegExp(str);
      }, "createRegex"),
      compile: /* @__PURE__ */ __name(function() {
        var src;
        var fn;
        var opts = this.opts;
        var prepended = "";
        var appended = "";
        var escapeFn = opts.escapeFunction;
        var ctor;
        var sanitizedFilename = opts.filename ? JSON.stringify(opts.filename) : "undefined";
        if (!this.source) {
          this.generateSource();
          prepended += "  ".concat(DECLARATION_KEYWORD, ' __output = "";\n') + "  function __append(s) { if (s !== undefined && s !== null) __output += s }\n";
          if (opts.outputFunctionName) {
            if (!_JS_IDENTIFIER.test(opts.outputFunctionName)) {
              throw new Error("outputFunctionName is not a valid JS identifier.");
            }
            prepended += "  ".concat(DECLARATION_KEYWORD, " ") + opts.outputFunctionName + " = __append;\n";
          }
          if (opts.localsName && !_JS_IDENTIFIER.test(opts.localsName)) {
            throw new Error("localsName is not a valid JS identifier.");
          }
          if (opts.destructuredLocals && opts.destructuredLocals.length) {
            var destructuring = "  ".concat(DECLARATION_KEYWORD, " __locals = (") + opts.localsName + " || {}),\n";
            for (var i = 0; i < opts.destructuredLocals.length; i++) {
              var name_1 = opts.destructuredLocals[i];
              if (!_JS_IDENTIFIER.test(name_1)) {
                throw new Error("destructuredLocals[" + i + "] is not a valid JS identifier.");
              }
              if (i > 0) {
                destructuring += ",\n  ";
              }
              destructuring += name_1 + " = __locals." + name_1;
            }
            prepended += destructuring + ";\n";
          }
          if (opts._with !== false) {
            prepended += "  with (" + opts.localsName + " || {}) {\n";
            appended += "  }\n";
          }
          appended += "  return __output;\n";
          this.source = prepended + this.source + appended;
        }
        if (opts.compileDebug) {
          src = "".concat(DECLARATION_KEYWORD, " __line = 1") + "\n  , __lines = " + JSON.stringify(this.templateText) + "\n  , __filename = " + sanitizedFilename + ";\ntry {\n" + this.source + "} catch (e) {\n  rethrow(e, __lines, __filename, __line, escapeFn);\n}\n";
        } else {
          src = this.source;
        }
        if (opts.strict) {
          src = '"use strict";\n' + src;
        }
        if (opts.debug) {
          console.log(src);
        }
        if (opts.compileDebug && opts.filename) {
          src = src + "\n//# sourceURL=" + sanitizedFilename + "\n";
        }
        try {
          if (opts.async) {
            try {
              ctor = new Function("return (async function(){}).constructor;")();
            } catch (e) {
              if (e instanceof SyntaxError) {
                throw new Error("This environment does not support async/await");
              } else {
                throw e;
              }
            }
          } else {
            ctor = Function;
          }
          fn = new ctor(opts.localsName + ", escapeFn, include, rethrow", src);
        } catch (e) {
          if (e instanceof SyntaxError) {
            if (opts.filename) {
              e.message += " in " + opts.filename;
            }
            e.message += " while compiling ejs\n\n";
            e.message += "If the above error is not helpful, you may want to try EJS-Lint:\n";
            e.message += "https://github.com/RyanZim/EJS-Lint";
            if (!opts.async) {
              e.message += "\n";
              e.message += "Or, if you meant to create an async function, pass `async: true` as an option.";
            }
          }
          throw e;
        }
        var returnedFn = /* @__PURE__ */ __name(function anonymous(data) {
          var include = /* @__PURE__ */ __name(function(path, includeData) {
            var d = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), data);
            if (includeData) {
              d = utils_js_1.default.shallowCopy(d, includeData);
            }
            return includeFile(path, opts)(d);
          }, "include");
          var locals;
          if (opts.unsafePrototypeLocals) {
            locals = data || utils_js_1.default.createNullProtoObjWherePossible();
          } else {
            locals = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), data);
          }
          return fn.apply(opts.context, [locals, escapeFn, include, rethrow]);
        }, "anonymous");
        if (opts.filename && typeof Object.defineProperty === "function") {
          var filename = opts.filename;
          var basename = path_1.default.basename(filename, path_1.default.extname(filename));
          try {
            Object.defineProperty(returnedFn, "name", {
              value: basename,
              writable: false,
              enumerable: false,
              configurable: true
            });
          } catch (e) {
          }
        }
        return returnedFn;
      }, "compile"),
      generateSource: /* @__PURE__ */ __name(function() {
        var opts = this.opts;
        if (opts.rmWhitespace) {
          this.templateText = this.templateText.replace(/[\r\n]+/g, "\n").replace(/^\s+|\s+$/gm, "");
        }
        var self = this;
        var d = this.opts.delimiter;
        var o = this.opts.openDelimiter;
        var c = this.opts.closeDelimiter;
        var openWhitespaceSlurpTag = utils_js_1.default.escapeRegExpChars(o + d + "_");
        var closeWhitespaceSlurpTag = utils_js_1.default.escapeRegExpChars("_" + d + c);
        var openWhitespaceSlurpReplacement = o + d + "_";
        var closeWhitespaceSlurpReplacement = "_" + d + c;
        this.templateText = this.templateText.replace(new RegExp("[ \\t]*" + openWhitespaceSlurpTag, "gm"), openWhitespaceSlurpReplacement).replace(new RegExp(closeWhitespaceSlurpTag + "[ \\t]*", "gm"), closeWhitespaceSlurpReplacement);
        var matches = this.parseTemplateText();
        if (matches && matches.length) {
          matches.forEach(function(line, index) {
            var closing;
            if (line.indexOf(o + d) === 0 && line.indexOf(o + d + d) !== 0) {
              closing = matches[index + 2];
              if (!(closing == d + c || closing == "-" + d + c || closing == "_" + d + c)) {
                throw new Error('Could not find matching close tag for "' + line + '".');
              }
            }
            self.scanLine(line);
          });
        }
      }, "generateSource"),
      parseTemplateText: /* @__PURE__ */ __name(function() {
        var str = this.templateText;
        var pat = this.regex;
        var result = pat.exec(str);
        var arr = [];
        var firstPos;
        while (result) {
          firstPos = result.index;
          if (firstPos !== 0) {
            arr.push(str.substring(0, firstPos));
            str = str.slice(firstPos);
          }
          arr.push(result[0]);
          str = str.slice(result[0].length);
          result = pat.exec(str);
        }
        if (str) {
          arr.push(str);
        }
        return arr;
      }, "parseTemplateText"),
      _addOutput: /* @__PURE__ */ __name(function(line) {
        if (this.truncate) {
          line = line.replace(/^(?:\r\n|\r|\n)/, "");
          this.truncate = false;
        }
        if (!line) {
          return line;
        }
        line = line.replace(/\\/g, "\\\\");
        line = line.replace(/\n/g, "\\n");
        line = line.replace(/\r/g, "\\r");
        line = line.replace(/"/g, '\\"');
        this.source += '    ; __append("' + line + '")\n';
      }, "_addOutput"),
      scanLine: /* @__PURE__ */ __name(function(line) {
        var self = this;
        var d = this.opts.delimiter;
        var o = this.opts.openDelimiter;
        var c = this.opts.closeDelimiter;
        var newLineCount = 0;
        newLineCount = line.split("\n").length - 1;
        switch (line) {
          case o + d:
          case o + d + "_":
            this.mode = Template.modes.EVAL;
            break;
          case o + d + "=":
            this.mode = Template.modes.ESCAPED;
            break;
          case o + d + "-":
            this.mode = Template.modes.RAW;
            break;
          case o + d + "#":
            this.mode = Template.modes.COMMENT;
            break;
          case o + d + d:
            this.mode = Template.modes.LITERAL;
            this.source += '    ; __append("' + line.replace(o + d + d, o + d) + '")\n';
            break;
          case d + d + c:
            this.mode = Template.modes.LITERAL;
            this.source += '    ; __append("' + line.replace(d + d + c, d + c) + '")\n';
            break;
          case d + c:
          case "-" + d + c:
          case "_" + d + c:
            if (this.mode == Template.modes.LITERAL) {
              this._addOutput(line);
            }
            this.mode = null;
            this.truncate = line.indexOf("-") === 0 || line.indexOf("_") === 0;
            break;
          default:
            if (this.mode) {
              switch (this.mode) {
                case Template.modes.EVAL:
                case Template.modes.ESCAPED:
                case Template.modes.RAW:
                  if (line.lastIndexOf("//") > line.lastIndexOf("\n")) {
                    line += "\n";
                  }
              }
              switch (this.mode) {
                // Just executing code
                case Template.modes.EVAL:
                  this.source += "    ; " + line + "\n";
                  break;
                // Exec, esc, and output
                case Template.modes.ESCAPED:
                  this.source += "    ; __append(escapeFn(" + stripSemi(line) + "))\n";
                  break;
                // Exec and output
                case Template.modes.RAW:
                  this.source += "    ; __append(" + stripSemi(line) + ")\n";
                  break;
                case Template.modes.COMMENT:
                  break;
                // Literal <%% mode, append as raw output
                case Template.modes.LITERAL:
                  this._addOutput(line);
                  break;
              }
            } else {
              this._addOutput(line);
            }
        }
        if (self.opts.compileDebug && newLineCount) {
          this.currentLine += newLineCount;
          this.source += "    ; __line = " + this.currentLine + "\n";
        }
      }, "scanLine")
    };
    ejs.escapeXML = utils_js_1.default.escapeXML;
    ejs.__express = ejs.renderFile;
    if (typeof window != "undefined") {
      window.ejs = ejs;
    }
    module.exports = ejs;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var w = d * 7;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "weeks":
        case "week":
        case "w":
          return n * w;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    __name(parse, "parse");
    function fmtShort(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return Math.round(ms / d) + "d";
      }
      if (msAbs >= h) {
        return Math.round(ms / h) + "h";
      }
      if (msAbs >= m) {
        return Math.round(ms / m) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    __name(fmtShort, "fmtShort");
    function fmtLong(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return plural(ms, msAbs, d, "day");
      }
      if (msAbs >= h) {
        return plural(ms, msAbs, h, "hour");
      }
      if (msAbs >= m) {
        return plural(ms, msAbs, m, "minute");
      }
      if (msAbs >= s) {
        return plural(ms, msAbs, s, "second");
      }
      return ms + " ms";
    }
    __name(fmtLong, "fmtLong");
    function plural(ms, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
    }
    __name(plural, "plural");
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      __name(selectColor, "selectColor");
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms = curr - (prevTime || curr);
          self.diff = ms;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        __name(debug, "debug");
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: /* @__PURE__ */ __name(() => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          }, "get"),
          set: /* @__PURE__ */ __name((v) => {
            enableOverride = v;
          }, "set")
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      __name(createDebug, "createDebug");
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      __name(extend, "extend");
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns of split) {
          if (ns[0] === "-") {
            createDebug.skips.push(ns.slice(1));
          } else {
            createDebug.names.push(ns);
          }
        }
      }
      __name(enable, "enable");
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      __name(matchesTemplate, "matchesTemplate");
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      __name(disable, "disable");
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns of createDebug.names) {
          if (matchesTemplate(name, ns)) {
            return true;
          }
        }
        return false;
      }
      __name(enabled, "enabled");
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      __name(coerce, "coerce");
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      __name(destroy, "destroy");
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    __name(setup, "setup");
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    __name(useColors, "useColors");
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    __name(formatArgs, "formatArgs");
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    __name(save, "save");
    function load() {
      let r;
      try {
        r = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    __name(load, "load");
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    __name(localstorage, "localstorage");
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/has-flag/index.js
var require_has_flag = __commonJS({
  "node_modules/has-flag/index.js"(exports, module) {
    "use strict";
    module.exports = (flag, argv = process.argv) => {
      const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
      const position = argv.indexOf(prefix + flag);
      const terminatorPosition = argv.indexOf("--");
      return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
    };
  }
});

// node_modules/supports-color/index.js
var require_supports_color = __commonJS({
  "node_modules/supports-color/index.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var tty = __require("tty");
    var hasFlag = require_has_flag();
    var { env } = process;
    var flagForceColor;
    if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
      flagForceColor = 0;
    } else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
      flagForceColor = 1;
    }
    function envForceColor() {
      if ("FORCE_COLOR" in env) {
        if (env.FORCE_COLOR === "true") {
          return 1;
        }
        if (env.FORCE_COLOR === "false") {
          return 0;
        }
        return env.FORCE_COLOR.length === 0 ? 1 : Math.min(Number.parseInt(env.FORCE_COLOR, 10), 3);
      }
    }
    __name(envForceColor, "envForceColor");
    function translateLevel(level) {
      if (level === 0) {
        return false;
      }
      return {
        level,
        hasBasic: true,
        has256: level >= 2,
        has16m: level >= 3
      };
    }
    __name(translateLevel, "translateLevel");
    function supportsColor(haveStream, { streamIsTTY, sniffFlags = true } = {}) {
      const noFlagForceColor = envForceColor();
      if (noFlagForceColor !== void 0) {
        flagForceColor = noFlagForceColor;
      }
      const forceColor = sniffFlags ? flagForceColor : noFlagForceColor;
      if (forceColor === 0) {
        return 0;
      }
      if (sniffFlags) {
        if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
          return 3;
        }
        if (hasFlag("color=256")) {
          return 2;
        }
      }
      if (haveStream && !streamIsTTY && forceColor === void 0) {
        return 0;
      }
      const min = forceColor || 0;
      if (env.TERM === "dumb") {
        return min;
      }
      if (process.platform === "win32") {
        const osRelease = os.release().split(".");
        if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
          return Number(osRelease[2]) >= 14931 ? 3 : 2;
        }
        return 1;
      }
      if ("CI" in env) {
        if (["TRAVIS", "CIRCLECI", "APPVEYOR", "GITLAB_CI", "GITHUB_ACTIONS", "BUILDKITE", "DRONE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
          return 1;
        }
        return min;
      }
      if ("TEAMCITY_VERSION" in env) {
        return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
      }
      if (env.COLORTERM === "truecolor") {
        return 3;
      }
      if ("TERM_PROGRAM" in env) {
        const version = Number.parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
        switch (env.TERM_PROGRAM) {
          case "iTerm.app":
            return version >= 3 ? 3 : 2;
          case "Apple_Terminal":
            return 2;
        }
      }
      if (/-256(color)?$/i.test(env.TERM)) {
        return 2;
      }
      if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
        return 1;
      }
      if ("COLORTERM" in env) {
        return 1;
      }
      return min;
    }
    __name(supportsColor, "supportsColor");
    function getSupportLevel(stream, options = {}) {
      const level = supportsColor(stream, {
        streamIsTTY: stream && stream.isTTY,
        ...options
      });
      return translateLevel(level);
    }
    __name(getSupportLevel, "getSupportLevel");
    module.exports = {
      supportsColor: getSupportLevel,
      stdout: getSupportLevel({ isTTY: tty.isatty(1) }),
      stderr: getSupportLevel({ isTTY: tty.isatty(2) })
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = require_supports_color();
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_, k) => {
        return k.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    __name(useColors, "useColors");
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c = this.color;
        const colorCode = "\x1B[3" + (c < 8 ? c : "8;5;" + c);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    __name(formatArgs, "formatArgs");
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    __name(getDate, "getDate");
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    __name(log, "log");
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    __name(save, "save");
    function load() {
      return process.env.DEBUG;
    }
    __name(load, "load");
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    __name(init, "init");
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@oclif/core/lib/logger.js
var require_logger = __commonJS({
  "node_modules/@oclif/core/lib/logger.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getLogger = getLogger;
    exports.makeDebug = makeDebug;
    exports.setLogger = setLogger;
    exports.clearLoggers = clearLoggers;
    var debug_1 = __importDefault(require_src());
    var OCLIF_NS = "oclif";
    function makeLogger(namespace = OCLIF_NS) {
      const debug = (0, debug_1.default)(namespace);
      return {
        child: /* @__PURE__ */ __name((ns, delimiter) => makeLogger(`${namespace}${delimiter ?? ":"}${ns}`), "child"),
        debug,
        error: /* @__PURE__ */ __name((formatter, ...args) => makeLogger(`${namespace}:error`).debug(formatter, ...args), "error"),
        info: debug,
        namespace,
        trace: debug,
        warn: debug
      };
    }
    __name(makeLogger, "makeLogger");
    var cachedLoggers = /* @__PURE__ */ new Map();
    function getLogger(namespace) {
      let rootLogger = cachedLoggers.get("root");
      if (!rootLogger) {
        set(makeLogger(OCLIF_NS));
      }
      rootLogger = cachedLoggers.get("root");
      if (namespace) {
        const cachedLogger = cachedLoggers.get(namespace);
        if (cachedLogger)
          return cachedLogger;
        const logger = rootLogger.child(namespace);
        cachedLoggers.set(namespace, logger);
        return logger;
      }
      return rootLogger;
    }
    __name(getLogger, "getLogger");
    function ensureItMatchesInterface(newLogger) {
      return typeof newLogger.child === "function" && typeof newLogger.debug === "function" && typeof newLogger.error === "function" && typeof newLogger.info === "function" && typeof newLogger.trace === "function" && typeof newLogger.warn === "function" && typeof newLogger.namespace === "string";
    }
    __name(ensureItMatchesInterface, "ensureItMatchesInterface");
    function set(newLogger) {
      if (cachedLoggers.has(newLogger.namespace))
        return;
      if (cachedLoggers.has("root"))
        return;
      if (ensureItMatchesInterface(newLogger)) {
        cachedLoggers.set(newLogger.namespace, newLogger);
        cachedLoggers.set("root", newLogger);
      } else {
        process.emitWarning("Logger does not match the Logger interface. Using default logger.");
      }
    }
    __name(set, "set");
    function makeDebug(namespace) {
      return (formatter, ...args) => getLogger(namespace).debug(formatter, ...args);
    }
    __name(makeDebug, "makeDebug");
    function setLogger(loadOptions) {
      if (loadOptions && typeof loadOptions !== "string" && "logger" in loadOptions && loadOptions.logger) {
        set(loadOptions.logger);
      } else {
        set(makeLogger(OCLIF_NS));
      }
    }
    __name(setLogger, "setLogger");
    function clearLoggers() {
      cachedLoggers.clear();
    }
    __name(clearLoggers, "clearLoggers");
  }
});

// node_modules/@oclif/core/lib/ux/write.js
var require_write = __commonJS({
  "node_modules/@oclif/core/lib/ux/write.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.stderr = exports.stdout = void 0;
    var node_util_1 = __require("node:util");
    var stdout = /* @__PURE__ */ __name((str, ...args) => {
      if (!str && args) {
        console.log((0, node_util_1.format)(...args));
      } else if (!str) {
        console.log();
      } else if (typeof str === "string") {
        console.log((0, node_util_1.format)(str, ...args));
      } else {
        console.log((0, node_util_1.format)(...str, ...args));
      }
    }, "stdout");
    exports.stdout = stdout;
    var stderr = /* @__PURE__ */ __name((str, ...args) => {
      if (!str && args) {
        console.error((0, node_util_1.format)(...args));
      } else if (!str) {
        console.error();
      } else if (typeof str === "string") {
        console.error((0, node_util_1.format)(str, ...args));
      } else {
        console.error((0, node_util_1.format)(...str, ...args));
      }
    }, "stderr");
    exports.stderr = stderr;
  }
});

// node_modules/escape-string-regexp/index.js
var require_escape_string_regexp = __commonJS({
  "node_modules/escape-string-regexp/index.js"(exports, module) {
    "use strict";
    module.exports = (string) => {
      if (typeof string !== "string") {
        throw new TypeError("Expected a string");
      }
      return string.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
    };
  }
});

// node_modules/clean-stack/index.js
var require_clean_stack = __commonJS({
  "node_modules/clean-stack/index.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var escapeStringRegexp = require_escape_string_regexp();
    var extractPathRegex = /\s+at.*[(\s](.*)\)?/;
    var pathRegex = /^(?:(?:(?:node|(?:(?:node:)?internal\/[\w/]*|.*node_modules\/(?:babel-polyfill|pirates)\/.*)?\w+)(?:\.js)?:\d+:\d+)|native)/;
    var homeDir = typeof os.homedir === "undefined" ? "" : os.homedir();
    module.exports = (stack, { pretty = false, basePath } = {}) => {
      const basePathRegex = basePath && new RegExp(`(at | \\()${escapeStringRegexp(basePath)}`, "g");
      return stack.replace(/\\/g, "/").split("\n").filter((line) => {
        const pathMatches = line.match(extractPathRegex);
        if (pathMatches === null || !pathMatches[1]) {
          return true;
        }
        const match = pathMatches[1];
        if (match.includes(".app/Contents/Resources/electron.asar") || match.includes(".app/Contents/Resources/default_app.asar")) {
          return false;
        }
        return !pathRegex.test(match);
      }).filter((line) => line.trim() !== "").map((line) => {
        if (basePathRegex) {
          line = line.replace(basePathRegex, "$1");
        }
        if (pretty) {
          line = line.replace(extractPathRegex, (m, p1) => m.replace(p1, p1.replace(homeDir, "~")));
        }
        return line;
      }).join("\n");
    };
  }
});

// node_modules/indent-string/index.js
var require_indent_string = __commonJS({
  "node_modules/indent-string/index.js"(exports, module) {
    "use strict";
    module.exports = (string, count = 1, options) => {
      options = {
        indent: " ",
        includeEmptyLines: false,
        ...options
      };
      if (typeof string !== "string") {
        throw new TypeError(
          `Expected \`input\` to be a \`string\`, got \`${typeof string}\``
        );
      }
      if (typeof count !== "number") {
        throw new TypeError(
          `Expected \`count\` to be a \`number\`, got \`${typeof count}\``
        );
      }
      if (typeof options.indent !== "string") {
        throw new TypeError(
          `Expected \`options.indent\` to be a \`string\`, got \`${typeof options.indent}\``
        );
      }
      if (count === 0) {
        return string;
      }
      const regex = options.includeEmptyLines ? /^/gm : /^(?!\s*$)/gm;
      return string.replace(regex, options.indent.repeat(count));
    };
  }
});

// node_modules/@oclif/core/node_modules/wrap-ansi/index.js
var require_wrap_ansi = __commonJS({
  "node_modules/@oclif/core/node_modules/wrap-ansi/index.js"(exports, module) {
    "use strict";
    var stringWidth = require_string_width();
    var stripAnsi = require_strip_ansi();
    var ansiStyles = require_ansi_styles();
    var ESCAPES = /* @__PURE__ */ new Set([
      "\x1B",
      "\x9B"
    ]);
    var END_CODE = 39;
    var ANSI_ESCAPE_BELL = "\x07";
    var ANSI_CSI = "[";
    var ANSI_OSC = "]";
    var ANSI_SGR_TERMINATOR = "m";
    var ANSI_ESCAPE_LINK = `${ANSI_OSC}8;;`;
    var wrapAnsi = /* @__PURE__ */ __name((code) => `${ESCAPES.values().next().value}${ANSI_CSI}${code}${ANSI_SGR_TERMINATOR}`, "wrapAnsi");
    var wrapAnsiHyperlink = /* @__PURE__ */ __name((uri) => `${ESCAPES.values().next().value}${ANSI_ESCAPE_LINK}${uri}${ANSI_ESCAPE_BELL}`, "wrapAnsiHyperlink");
    var wordLengths = /* @__PURE__ */ __name((string) => string.split(" ").map((character) => stringWidth(character)), "wordLengths");
    var wrapWord = /* @__PURE__ */ __name((rows, word, columns) => {
      const characters = [...word];
      let isInsideEscape = false;
      let isInsideLinkEscape = false;
      let visible = stringWidth(stripAnsi(rows[rows.length - 1]));
      for (const [index, character] of characters.entries()) {
        const characterLength = stringWidth(character);
        if (visible + characterLength <= columns) {
          rows[rows.length - 1] += character;
        } else {
          rows.push(character);
          visible = 0;
        }
        if (ESCAPES.has(character)) {
          isInsideEscape = true;
          isInsideLinkEscape = characters.slice(index + 1).join("").startsWith(ANSI_ESCAPE_LINK);
        }
        if (isInsideEscape) {
          if (isInsideLinkEscape) {
            if (character === ANSI_ESCAPE_BELL) {
              isInsideEscape = false;
              isInsideLinkEscape = false;
            }
          } else if (character === ANSI_SGR_TERMINATOR) {
            isInsideEscape = false;
          }
          continue;
        }
        visible += characterLength;
        if (visible === columns && index < characters.length - 1) {
          rows.push("");
          visible = 0;
        }
      }
      if (!visible && rows[rows.length - 1].length > 0 && rows.length > 1) {
        rows[rows.length - 2] += rows.pop();
      }
    }, "wrapWord");
    var stringVisibleTrimSpacesRight = /* @__PURE__ */ __name((string) => {
      const words = string.split(" ");
      let last = words.length;
      while (last > 0) {
        if (stringWidth(words[last - 1]) > 0) {
          break;
        }
        last--;
      }
      if (last === words.length) {
        return string;
      }
      return words.slice(0, last).join(" ") + words.slice(last).join("");
    }, "stringVisibleTrimSpacesRight");
    var exec = /* @__PURE__ */ __name((string, columns, options = {}) => {
      if (options.trim !== false && string.trim() === "") {
        return "";
      }
      let returnValue = "";
      let escapeCode;
      let escapeUrl;
      const lengths = wordLengths(string);
      let rows = [""];
      for (const [index, word] of string.split(" ").entries()) {
        if (options.trim !== false) {
          rows[rows.length - 1] = rows[rows.length - 1].trimStart();
        }
        let rowLength = stringWidth(rows[rows.length - 1]);
        if (index !== 0) {
          if (rowLength >= columns && (options.wordWrap === false || options.trim === false)) {
            rows.push("");
            rowLength = 0;
          }
          if (rowLength > 0 || options.trim === false) {
            rows[rows.length - 1] += " ";
            rowLength++;
          }
        }
        if (options.hard && lengths[index] > columns) {
          const remainingColumns = columns - rowLength;
          const breaksStartingThisLine = 1 + Math.floor((lengths[index] - remainingColumns - 1) / columns);
          const breaksStartingNextLine = Math.floor((lengths[index] - 1) / columns);
          if (breaksStartingNextLine < breaksStartingThisLine) {
            rows.push("");
          }
          wrapWord(rows, word, columns);
          continue;
        }
        if (rowLength + lengths[index] > columns && rowLength > 0 && lengths[index] > 0) {
          if (options.wordWrap === false && rowLength < columns) {
            wrapWord(rows, word, columns);
            continue;
          }
          rows.push("");
        }
        if (rowLength + lengths[index] > columns && options.wordWrap === false) {
          wrapWord(rows, word, columns);
          continue;
        }
        rows[rows.length - 1] += word;
      }
      if (options.trim !== false) {
        rows = rows.map(stringVisibleTrimSpacesRight);
      }
      const pre = [...rows.join("\n")];
      for (const [index, character] of pre.entries()) {
        returnValue += character;
        if (ESCAPES.has(character)) {
          const { groups } = new RegExp(`(?:\\${ANSI_CSI}(?<code>\\d+)m|\\${ANSI_ESCAPE_LINK}(?<uri>.*)${ANSI_ESCAPE_BELL})`).exec(pre.slice(index).join("")) || { groups: {} };
          if (groups.code !== void 0) {
            const code2 = Number.parseFloat(groups.code);
            escapeCode = code2 === END_CODE ? void 0 : code2;
          } else if (groups.uri !== void 0) {
            escapeUrl = groups.uri.length === 0 ? void 0 : groups.uri;
          }
        }
        const code = ansiStyles.codes.get(Number(escapeCode));
        if (pre[index + 1] === "\n") {
          if (escapeUrl) {
            returnValue += wrapAnsiHyperlink("");
          }
          if (escapeCode && code) {
            returnValue += wrapAnsi(code);
          }
        } else if (character === "\n") {
          if (escapeCode && code) {
            returnValue += wrapAnsi(escapeCode);
          }
          if (escapeUrl) {
            returnValue += wrapAnsiHyperlink(escapeUrl);
          }
        }
      }
      return returnValue;
    }, "exec");
    module.exports = (string, columns, options) => {
      return String(string).normalize().replace(/\r\n/g, "\n").split("\n").map((line) => exec(line, columns, options)).join("\n");
    };
  }
});

// node_modules/@oclif/core/lib/settings.js
var require_settings = __commonJS({
  "node_modules/@oclif/core/lib/settings.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.settings = void 0;
    if (!globalThis.oclif)
      globalThis.oclif = {};
    exports.settings = globalThis.oclif;
  }
});

// node_modules/@oclif/core/lib/screen.js
var require_screen = __commonJS({
  "node_modules/@oclif/core/lib/screen.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.errtermwidth = exports.stdtermwidth = void 0;
    var settings_1 = require_settings();
    function termwidth(stream) {
      if (!stream.isTTY) {
        return 80;
      }
      const width = stream.getWindowSize()[0];
      if (width < 1) {
        return 80;
      }
      if (width < 40) {
        return 40;
      }
      return width;
    }
    __name(termwidth, "termwidth");
    var columns = Number.parseInt(process.env.OCLIF_COLUMNS, 10) || settings_1.settings.columns;
    exports.stdtermwidth = columns || termwidth(process.stdout);
    exports.errtermwidth = columns || termwidth(process.stderr);
  }
});

// node_modules/ansis/index.js
var require_ansis = __commonJS({
  "node_modules/ansis/index.js"(exports, module) {
    var { defineProperty: e, setPrototypeOf: t, create: r, keys: n } = Object;
    var l = "";
    var { round: s, max: i } = Math;
    var o = /* @__PURE__ */ __name((e2) => {
      let [, t2] = /([a-f\d]{3,6})/i.exec(e2) || [], r2 = t2 ? t2.length : 0;
      if (3 === r2) t2 = t2[0] + t2[0] + t2[1] + t2[1] + t2[2] + t2[2];
      else if (6 ^ r2) return [0, 0, 0];
      let n2 = parseInt(t2, 16);
      return [n2 >> 16 & 255, n2 >> 8 & 255, 255 & n2];
    }, "o");
    var a = /* @__PURE__ */ __name((e2, t2, r2) => e2 === t2 && t2 === r2 ? e2 < 8 ? 16 : e2 > 248 ? 231 : s((e2 - 8) / 247 * 24) + 232 : 16 + 36 * s(e2 / 51) + 6 * s(t2 / 51) + s(r2 / 51), "a");
    var c = /* @__PURE__ */ __name((e2) => {
      let t2, r2, n2, l2, o2;
      return e2 < 8 ? 30 + e2 : e2 < 16 ? e2 - 8 + 90 : (e2 >= 232 ? t2 = r2 = n2 = (10 * (e2 - 232) + 8) / 255 : (o2 = (e2 -= 16) % 36, t2 = (e2 / 36 | 0) / 5, r2 = (o2 / 6 | 0) / 5, n2 = o2 % 6 / 5), l2 = 2 * i(t2, r2, n2), l2 ? 30 + (s(n2) << 2 | s(r2) << 1 | s(t2)) + (2 ^ l2 ? 0 : 60) : 30);
    }, "c");
    var u = (() => {
      let e2 = /* @__PURE__ */ __name((e3) => i2.some(((t3) => e3.test(t3))), "e"), t2 = globalThis, r2 = t2.Deno, l2 = !!r2, s2 = t2.process || r2 || {}, i2 = s2.argv || s2.args || [], o2 = s2.env || {}, a2 = -1;
      if (l2) try {
        o2 = o2.toObject();
      } catch (e3) {
        a2 = 0;
      }
      let c2 = !!o2.PM2_HOME && !!o2.pm_id || o2.NEXT_RUNTIME?.includes("edge") || (l2 ? r2.isatty(1) : !!s2.stdout?.isTTY), u2 = "FORCE_COLOR", p2 = o2[u2], g2 = parseInt(p2), d2 = isNaN(g2) ? "false" === p2 ? 0 : -1 : g2, f2 = u2 in o2 && d2 || e2(/^-{1,2}color=?(true|always)?$/);
      return f2 && (a2 = d2), a2 < 0 && (a2 = ((e3, t3, r3) => {
        let l3 = e3.TERM, s3 = "," + n(e3).join(",");
        return { "24bit": 3, truecolor: 3, ansi256: 2, ansi: 1 }[e3.COLORTERM] || (e3.TF_BUILD ? 1 : /,TEAMCI/.test(s3) ? 2 : e3.CI ? /,GIT(HUB|EA)/.test(s3) ? 3 : 1 : !t3 || /-mono|dumb/i.test(l3) ? 0 : r3 || /term-(kit|dir)/.test(l3) ? 3 : /-256/.test(l3) ? 2 : /scr|xterm|tty|ansi|color|[nm]ux|vt|cyg/.test(l3) ? 1 : 3);
      })(o2, c2, "win32" === (l2 ? r2.build.os : s2.platform))), !d2 || o2.NO_COLOR || e2(/^-{1,2}(no-color|color=(false|never))$/) ? 0 : f2 && !a2 || t2.window?.chrome ? 3 : a2;
    })();
    var p = u > 0;
    var g = { open: l, close: l };
    var d = p ? (e2, t2) => ({ open: `\x1B[${e2}m`, close: `\x1B[${t2}m` }) : () => g;
    var f = 39;
    var b = 49;
    var _ = /* @__PURE__ */ __name((e2, t2) => (r2, n2, l2) => d(((e3, t3, r3) => c(a(e3, t3, r3)))(r2, n2, l2) + e2, t2), "_");
    var m = /* @__PURE__ */ __name((e2) => (t2, r2, n2) => e2(a(t2, r2, n2)), "m");
    var y = /* @__PURE__ */ __name((e2) => (t2) => e2(...o(t2)), "y");
    var h = /* @__PURE__ */ __name((e2, t2, r2) => d(`38;2;${e2};${t2};${r2}`, f), "h");
    var O = /* @__PURE__ */ __name((e2, t2, r2) => d(`48;2;${e2};${t2};${r2}`, b), "O");
    var $ = /* @__PURE__ */ __name((e2) => d(`38;5;${e2}`, f), "$");
    var x = /* @__PURE__ */ __name((e2) => d(`48;5;${e2}`, b), "x");
    2 === u ? (h = m($), O = m(x)) : 1 === u && (h = _(0, f), O = _(10, b), $ = /* @__PURE__ */ __name((e2) => d(c(e2), f), "$"), x = /* @__PURE__ */ __name((e2) => d(c(e2) + 10, b), "x"));
    var T;
    var w = { ansi256: $, bgAnsi256: x, fg: $, bg: x, rgb: h, bgRgb: O, hex: y(h), bgHex: y(O), visible: g, reset: d(0, 0), bold: d(1, 22), dim: d(2, 22), italic: d(3, 23), underline: d(4, 24), inverse: d(7, 27), hidden: d(8, 28) };
    var R = "Bright";
    var E = 30;
    "black,red,green,yellow,blue,magenta,cyan,white".split(",").map(((e2) => {
      T = "bg" + e2[0].toUpperCase() + e2.slice(1), w[e2] = d(E, f), w[e2 + R] = d(60 + E, f), w[T] = d(E + 10, b), w[T + R] = d(70 + E++, b);
    })), w.grey = w.gray = d(90, f), w.bgGrey = w.bgGray = d(100, b), w.strikethrough = w.strike = d(9, 29);
    var v;
    var C = {};
    var I = /* @__PURE__ */ __name(({ _p: e2 }, { open: r2, close: n2 }) => {
      let s2 = /* @__PURE__ */ __name((e3, ...t2) => {
        if (!e3) {
          if (r2 && r2 === n2) return r2;
          if (null == e3 || l === e3) return l;
        }
        let i3 = e3.raw ? String.raw(e3, ...t2).replace(/\\n/g, "\n") : l + e3, o3 = s2._p, { _a: a2, _b: c2 } = o3;
        if (i3.includes("\x1B")) for (; o3; ) {
          let e4, t3 = o3.close, r3 = o3.open, n3 = t3.length, s3 = l, a3 = 0;
          if (n3) {
            for (; ~(e4 = i3.indexOf(t3, a3)); a3 = e4 + n3) s3 += i3.slice(a3, e4) + r3;
            i3 = s3 + i3.slice(a3);
          }
          o3 = o3._p;
        }
        return i3.includes("\n") && (i3 = i3.replace(/(\r?\n)/g, c2 + "$1" + a2)), a2 + i3 + c2;
      }, "s"), i2 = r2, o2 = n2;
      return e2 && (i2 = e2._a + r2, o2 = n2 + e2._b), t(s2, v), s2._p = { open: r2, close: n2, _a: i2, _b: o2, _p: e2 }, s2.open = i2, s2.close = o2, s2;
    }, "I");
    var M = /* @__PURE__ */ __name(function() {
      let n2 = { Ansis: M, isSupported: /* @__PURE__ */ __name(() => p, "isSupported"), strip: /* @__PURE__ */ __name((e2) => e2.replace(/[][[()#;?]*(?:[0-9]{1,4}(?:;[0-9]{0,4})*)?[0-9A-ORZcf-nqry=><]/g, l), "strip"), extend(l2) {
        for (let t2 in l2) {
          let r2 = l2[t2], n3 = (typeof r2)[0], s2 = "s" === n3 ? h(...o(r2)) : r2;
          C[t2] = "f" === n3 ? { get() {
            return (...e2) => I(this, r2(...e2));
          } } : { get() {
            let r3 = I(this, s2);
            return e(this, t2, { value: r3 }), r3;
          } };
        }
        return v = r({}, C), t(n2, v), n2;
      } };
      return n2.extend(w);
    }, "M");
    var k = new M();
    module.exports = k, k.default = k;
  }
});

// node_modules/@oclif/core/lib/interfaces/theme.js
var require_theme = __commonJS({
  "node_modules/@oclif/core/lib/interfaces/theme.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.STANDARD_ANSI = void 0;
    exports.STANDARD_ANSI = [
      "white",
      "black",
      "blue",
      "yellow",
      "green",
      "red",
      "magenta",
      "cyan",
      "gray",
      "blackBright",
      "redBright",
      "greenBright",
      "yellowBright",
      "blueBright",
      "magentaBright",
      "cyanBright",
      "whiteBright",
      "bgBlack",
      "bgRed",
      "bgGreen",
      "bgYellow",
      "bgBlue",
      "bgMagenta",
      "bgCyan",
      "bgWhite",
      "bgGray",
      "bgBlackBright",
      "bgRedBright",
      "bgGreenBright",
      "bgYellowBright",
      "bgBlueBright",
      "bgMagentaBright",
      "bgCyanBright",
      "bgWhiteBright",
      "bold",
      "underline",
      "dim",
      "italic",
      "strikethrough"
    ];
  }
});

// node_modules/@oclif/core/lib/ux/supports-color.js
var require_supports_color2 = __commonJS({
  "node_modules/@oclif/core/lib/ux/supports-color.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.supportsColor = supportsColor;
    var supports_color_1 = require_supports_color();
    function supportsColor() {
      return Boolean(supports_color_1.stdout) && Boolean(supports_color_1.stderr);
    }
    __name(supportsColor, "supportsColor");
  }
});

// node_modules/@oclif/core/lib/ux/theme.js
var require_theme2 = __commonJS({
  "node_modules/@oclif/core/lib/ux/theme.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.colorize = colorize;
    exports.parseTheme = parseTheme;
    var ansis_1 = __importDefault(require_ansis());
    var theme_1 = require_theme();
    var supports_color_1 = require_supports_color2();
    function isStandardAnsi(color) {
      return theme_1.STANDARD_ANSI.includes(color);
    }
    __name(isStandardAnsi, "isStandardAnsi");
    function colorize(color, text) {
      if (!color)
        return text;
      if (!(0, supports_color_1.supportsColor)())
        return text;
      if (isStandardAnsi(color))
        return ansis_1.default[color](text);
      if (color.startsWith("#"))
        return ansis_1.default.hex(color)(text);
      if (color.startsWith("rgb")) {
        const [red, green, blue] = color.slice(4, -1).split(",").map((c) => Number.parseInt(c.trim(), 10));
        return ansis_1.default.rgb(red, green, blue)(text);
      }
      return text;
    }
    __name(colorize, "colorize");
    function parseTheme(theme) {
      return Object.fromEntries(Object.entries(theme).map(([key, value]) => [key, typeof value === "string" ? isValid(value) : parseTheme(value)]).filter(([_, value]) => value));
    }
    __name(parseTheme, "parseTheme");
    function isValid(color) {
      return color.startsWith("#") || color.startsWith("rgb") || isStandardAnsi(color) ? color : void 0;
    }
    __name(isValid, "isValid");
  }
});

// node_modules/@oclif/core/lib/errors/errors/cli.js
var require_cli = __commonJS({
  "node_modules/@oclif/core/lib/errors/errors/cli.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CLIError = void 0;
    exports.addOclifExitCode = addOclifExitCode;
    var clean_stack_1 = __importDefault(require_clean_stack());
    var indent_string_1 = __importDefault(require_indent_string());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var cache_1 = __importDefault(require_cache());
    var screen_1 = require_screen();
    var settings_1 = require_settings();
    var theme_1 = require_theme2();
    function addOclifExitCode(error, options) {
      if (!("oclif" in error)) {
        ;
        error.oclif = {};
      }
      error.oclif.exit = options?.exit === void 0 ? cache_1.default.getInstance().get("exitCodes")?.default ?? 2 : options.exit;
      return error;
    }
    __name(addOclifExitCode, "addOclifExitCode");
    var CLIError = class extends Error {
      static {
        __name(this, "CLIError");
      }
      code;
      oclif = {};
      skipOclifErrorHandling;
      suggestions;
      constructor(error, options = {}) {
        super(error instanceof Error ? error.message : error);
        addOclifExitCode(this, options);
        this.code = options.code;
        this.suggestions = options.suggestions;
      }
      get bang() {
        try {
          return (0, theme_1.colorize)("red", process.platform === "win32" ? "\xBB" : "\u203A");
        } catch {
        }
      }
      get stack() {
        return (0, clean_stack_1.default)(super.stack, { pretty: true });
      }
      /**
       * @deprecated `render` Errors display should be handled by display function, like pretty-print
       * @returns {string} returns a string representing the display of the error
       */
      render() {
        if (settings_1.settings.debug) {
          return this.stack;
        }
        let output = `${this.name}: ${this.message}`;
        output = (0, wrap_ansi_1.default)(output, screen_1.errtermwidth - 6, { hard: true, trim: false });
        output = (0, indent_string_1.default)(output, 3);
        output = (0, indent_string_1.default)(output, 1, { includeEmptyLines: true, indent: this.bang });
        output = (0, indent_string_1.default)(output, 1);
        return output;
      }
    };
    exports.CLIError = CLIError;
    (function(CLIError2) {
      class Warn extends CLIError2 {
        static {
          __name(this, "Warn");
        }
        constructor(err) {
          super(err instanceof Error ? err.message : err);
          this.name = "Warning";
        }
        get bang() {
          try {
            return (0, theme_1.colorize)("yellow", process.platform === "win32" ? "\xBB" : "\u203A");
          } catch {
          }
        }
      }
      CLIError2.Warn = Warn;
    })(CLIError || (exports.CLIError = CLIError = {}));
  }
});

// node_modules/@oclif/core/lib/errors/errors/pretty-print.js
var require_pretty_print = __commonJS({
  "node_modules/@oclif/core/lib/errors/errors/pretty-print.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.applyPrettyPrintOptions = applyPrettyPrintOptions;
    exports.default = prettyPrint;
    var indent_string_1 = __importDefault(require_indent_string());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var screen_1 = require_screen();
    var settings_1 = require_settings();
    function applyPrettyPrintOptions(error, options) {
      const prettyErrorKeys = ["message", "code", "ref", "suggestions"];
      for (const key of prettyErrorKeys) {
        const applyOptionsKey = !(key in error) && options[key];
        if (applyOptionsKey) {
          ;
          error[key] = options[key];
        }
      }
      return error;
    }
    __name(applyPrettyPrintOptions, "applyPrettyPrintOptions");
    var formatSuggestions = /* @__PURE__ */ __name((suggestions) => {
      const label = "Try this:";
      if (!suggestions || suggestions.length === 0)
        return void 0;
      if (suggestions.length === 1)
        return `${label} ${suggestions[0]}`;
      const multiple = suggestions.map((suggestion) => `* ${suggestion}`).join("\n");
      return `${label}
${(0, indent_string_1.default)(multiple, 2)}`;
    }, "formatSuggestions");
    function isCombinedErrorType(obj) {
      return Boolean(obj) && "name" in obj && "message" in obj;
    }
    __name(isCombinedErrorType, "isCombinedErrorType");
    function prettyPrint(error) {
      const prettyPrintedErrors = [];
      let currentError = error;
      let isDeep = false;
      while (isCombinedErrorType(currentError)) {
        if (settings_1.settings.debug && currentError.stack) {
          prettyPrintedErrors.push(`${isDeep ? "Caused by: " : ""}${currentError.stack}`);
        } else {
          const { bang, code, message, name: errorSuffix, ref, suggestions } = currentError;
          const formattedHeader = message ? `${errorSuffix || "Error"}: ${message}` : void 0;
          const formattedCode = code ? `Code: ${code}` : void 0;
          const formattedSuggestions = formatSuggestions(suggestions);
          const formattedReference = ref ? `Reference: ${ref}` : void 0;
          const formatted = [formattedHeader, formattedCode, formattedSuggestions, formattedReference].filter(Boolean).join("\n");
          let output = `${isDeep ? "Caused by: " : ""}${formatted}`;
          output = (0, wrap_ansi_1.default)(output, screen_1.errtermwidth - 6, { hard: true, trim: false });
          if (!settings_1.settings.debug) {
            output = (0, indent_string_1.default)(output, 3);
            output = (0, indent_string_1.default)(output, 1, { includeEmptyLines: true, indent: bang || "" });
            output = (0, indent_string_1.default)(output, 1);
          }
          prettyPrintedErrors.push(output);
        }
        isDeep = true;
        currentError = currentError.cause ?? null;
      }
      return prettyPrintedErrors.join("\n");
    }
    __name(prettyPrint, "prettyPrint");
  }
});

// node_modules/@oclif/core/lib/errors/error.js
var require_error = __commonJS({
  "node_modules/@oclif/core/lib/errors/error.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: /* @__PURE__ */ __name(function() {
          return m[k];
        }, "get") };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = /* @__PURE__ */ __name(function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      }, "ownKeys");
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.error = error;
    var logger_1 = require_logger();
    var write_1 = require_write();
    var cli_1 = require_cli();
    var pretty_print_1 = __importStar(require_pretty_print());
    function error(input, options = {}) {
      let err;
      if (typeof input === "string") {
        err = new cli_1.CLIError(input, options);
      } else if (input instanceof Error) {
        err = (0, cli_1.addOclifExitCode)(input, options);
      } else {
        throw new TypeError("first argument must be a string or instance of Error");
      }
      err = (0, pretty_print_1.applyPrettyPrintOptions)(err, options);
      if (options.exit === false) {
        const message = (0, pretty_print_1.default)(err);
        if (message)
          (0, write_1.stderr)(message);
        if (err?.stack)
          (0, logger_1.getLogger)().error(err.stack);
      } else
        throw err;
    }
    __name(error, "error");
    exports.default = error;
  }
});

// node_modules/@oclif/core/lib/errors/errors/exit.js
var require_exit = __commonJS({
  "node_modules/@oclif/core/lib/errors/errors/exit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ExitError = void 0;
    var cli_1 = require_cli();
    var ExitError = class extends cli_1.CLIError {
      static {
        __name(this, "ExitError");
      }
      code = "EEXIT";
      constructor(exitCode = 1) {
        super(`EEXIT: ${exitCode}`, { exit: exitCode });
      }
      render() {
        return "";
      }
    };
    exports.ExitError = ExitError;
  }
});

// node_modules/@oclif/core/lib/errors/errors/module-load.js
var require_module_load = __commonJS({
  "node_modules/@oclif/core/lib/errors/errors/module-load.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ModuleLoadError = void 0;
    var cli_1 = require_cli();
    var ModuleLoadError = class extends cli_1.CLIError {
      static {
        __name(this, "ModuleLoadError");
      }
      code = "MODULE_NOT_FOUND";
      constructor(message) {
        super(`[MODULE_NOT_FOUND] ${message}`, { exit: 1 });
        this.name = "ModuleLoadError";
      }
    };
    exports.ModuleLoadError = ModuleLoadError;
  }
});

// node_modules/@oclif/core/lib/errors/exit.js
var require_exit2 = __commonJS({
  "node_modules/@oclif/core/lib/errors/exit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.exit = exit;
    var exit_1 = require_exit();
    function exit(code = 0) {
      throw new exit_1.ExitError(code);
    }
    __name(exit, "exit");
  }
});

// node_modules/@oclif/core/lib/errors/warn.js
var require_warn = __commonJS({
  "node_modules/@oclif/core/lib/errors/warn.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.warn = warn;
    exports.memoizedWarn = memoizedWarn;
    var logger_1 = require_logger();
    var write_1 = require_write();
    var cli_1 = require_cli();
    var pretty_print_1 = __importDefault(require_pretty_print());
    function warn(input) {
      let err;
      if (typeof input === "string") {
        err = new cli_1.CLIError.Warn(input);
      } else if (input instanceof Error) {
        err = (0, cli_1.addOclifExitCode)(input);
      } else {
        throw new TypeError("first argument must be a string or instance of Error");
      }
      const message = (0, pretty_print_1.default)(err);
      if (message)
        (0, write_1.stderr)(message);
      if (err?.stack)
        (0, logger_1.getLogger)().error(err.stack);
    }
    __name(warn, "warn");
    var WARNINGS = /* @__PURE__ */ new Set();
    function memoizedWarn(input) {
      if (!WARNINGS.has(input))
        warn(input);
      WARNINGS.add(input);
    }
    __name(memoizedWarn, "memoizedWarn");
    exports.default = warn;
  }
});

// node_modules/@oclif/core/lib/util/read-tsconfig.js
var require_read_tsconfig = __commonJS({
  "node_modules/@oclif/core/lib/util/read-tsconfig.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.readTSConfig = readTSConfig;
    var promises_1 = __require("node:fs/promises");
    var node_path_1 = __require("node:path");
    var warn_1 = require_warn();
    var logger_1 = require_logger();
    var util_1 = require_util();
    var debug = (0, logger_1.makeDebug)("read-tsconfig");
    function resolve(root, name) {
      try {
        return __require.resolve(name, { paths: [root] });
      } catch {
      }
    }
    __name(resolve, "resolve");
    async function upUntil(path, test) {
      let result;
      try {
        result = await test(path);
      } catch {
        result = false;
      }
      if (result)
        return path;
      const parent = (0, node_path_1.dirname)(path);
      if (parent === path)
        return;
      return upUntil(parent, test);
    }
    __name(upUntil, "upUntil");
    async function readTSConfig(root, tsconfigName = "tsconfig.json") {
      const found = [];
      let typescript;
      try {
        typescript = __require("typescript");
      } catch {
        try {
          typescript = __require(root + "/node_modules/typescript");
        } catch {
        }
      }
      if (!typescript) {
        (0, warn_1.memoizedWarn)("Could not find typescript. Please ensure that typescript is a devDependency. Falling back to compiled source.");
        return;
      }
      const read = /* @__PURE__ */ __name(async (path) => {
        const localRoot = await upUntil(path, async (p) => (await (0, promises_1.readdir)(p)).includes("package.json"));
        if (!localRoot)
          return;
        try {
          const contents = await (0, promises_1.readFile)(path, "utf8");
          const parsed = typescript?.parseConfigFileTextToJson(path, contents).config;
          found.push(parsed);
          if (parsed.extends) {
            if (parsed.extends.startsWith(".")) {
              const nextPath = resolve(localRoot, parsed.extends);
              return nextPath ? read(nextPath) : void 0;
            }
            const resolved = resolve(localRoot, parsed.extends);
            if (resolved)
              return read(resolved);
          }
          return parsed;
        } catch (error) {
          debug(error);
        }
      }, "read");
      await read((0, node_path_1.join)(root, tsconfigName));
      return {
        compilerOptions: (0, util_1.mergeNestedObjects)(found, "compilerOptions"),
        "ts-node": (0, util_1.mergeNestedObjects)(found, "ts-node")
      };
    }
    __name(readTSConfig, "readTSConfig");
  }
});

// node_modules/@oclif/core/lib/config/util.js
var require_util2 = __commonJS({
  "node_modules/@oclif/core/lib/config/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.collectUsableIds = void 0;
    exports.makeDebug = makeDebug;
    exports.getPermutations = getPermutations;
    exports.getCommandIdPermutations = getCommandIdPermutations;
    var logger_1 = require_logger();
    function makeDebug(...scope) {
      return (formatter, ...args) => (0, logger_1.getLogger)(["config", ...scope].join(":")).debug(formatter, ...args);
    }
    __name(makeDebug, "makeDebug");
    function getPermutations(arr) {
      if (arr.length === 0)
        return [];
      if (arr.length === 1)
        return [arr];
      const output = [];
      const partialPermutations = getPermutations(arr.slice(1));
      const first = arr[0];
      for (let i = 0, len = partialPermutations.length; i < len; i++) {
        const partial = partialPermutations[i];
        for (let j = 0, len2 = partial.length; j <= len2; j++) {
          const start = partial.slice(0, j);
          const end = partial.slice(j);
          const merged = [...start, first, ...end];
          output.push(merged);
        }
      }
      return output;
    }
    __name(getPermutations, "getPermutations");
    function getCommandIdPermutations(commandId) {
      return getPermutations(commandId.split(":")).flatMap((c) => c.join(":"));
    }
    __name(getCommandIdPermutations, "getCommandIdPermutations");
    var collectUsableIds = /* @__PURE__ */ __name((commandIds) => new Set(commandIds.flatMap((id) => id.split(":").map((_, i, a) => a.slice(0, i + 1).join(":")))), "collectUsableIds");
    exports.collectUsableIds = collectUsableIds;
  }
});

// node_modules/@oclif/core/lib/config/ts-path.js
var require_ts_path = __commonJS({
  "node_modules/@oclif/core/lib/config/ts-path.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.TS_CONFIGS = void 0;
    exports.tsPath = tsPath;
    var promises_1 = __require("node:fs/promises");
    var node_path_1 = __require("node:path");
    var node_url_1 = __require("node:url");
    var cache_1 = __importDefault(require_cache());
    var warn_1 = require_warn();
    var settings_1 = require_settings();
    var fs_1 = require_fs();
    var read_tsconfig_1 = require_read_tsconfig();
    var util_1 = require_util();
    var util_2 = require_util2();
    var debug = (0, util_2.makeDebug)("ts-path");
    exports.TS_CONFIGS = {};
    var REGISTERED = /* @__PURE__ */ new Set();
    function determineRuntime() {
      if (process.execPath.split(node_path_1.sep).includes("bun"))
        return "bun";
      if (process.execArgv.length === 0)
        return "node";
      if (process.execArgv[0] === "--require" && process.execArgv[1].split(node_path_1.sep).includes("ts-node"))
        return "ts-node";
      if (process.execArgv[0].split(node_path_1.sep).includes("ts-node"))
        return "ts-node";
      if (process.execArgv[0] === "--require" && process.execArgv[1].split(node_path_1.sep).includes("tsx"))
        return "tsx";
      return "node";
    }
    __name(determineRuntime, "determineRuntime");
    var RUN_TIME = determineRuntime();
    function isErrno(error) {
      return "code" in error && error.code === "ENOENT";
    }
    __name(isErrno, "isErrno");
    async function loadTSConfig(root) {
      try {
        if (exports.TS_CONFIGS[root])
          return exports.TS_CONFIGS[root];
        const tsconfig = await (0, read_tsconfig_1.readTSConfig)(root);
        if (!tsconfig)
          return;
        debug("tsconfig: %O", tsconfig);
        exports.TS_CONFIGS[root] = tsconfig;
        return exports.TS_CONFIGS[root];
      } catch (error) {
        if (isErrno(error))
          return;
        debug(`Could not parse tsconfig.json. Skipping typescript path lookup for ${root}.`);
        (0, warn_1.memoizedWarn)(`Could not parse tsconfig.json for ${root}. Falling back to compiled source.`);
      }
    }
    __name(loadTSConfig, "loadTSConfig");
    async function registerTsx(root, moduleType) {
      if (REGISTERED.has(root))
        return;
      try {
        const apiPath = moduleType === "module" ? "tsx/esm/api" : "tsx/cjs/api";
        const tsxPath = __require.resolve(apiPath, { paths: [root] });
        if (!tsxPath)
          return;
        debug("registering tsx at", root);
        debug("tsx path:", tsxPath);
        const { href } = (0, node_url_1.pathToFileURL)(tsxPath);
        debug("tsx href:", href);
        const { register } = await import(href);
        debug("Successfully imported tsx");
        register();
        REGISTERED.add(root);
      } catch (error) {
        debug(`Could not find tsx. Skipping tsx registration for ${root}.`);
        debug(error);
      }
    }
    __name(registerTsx, "registerTsx");
    async function registerTSNode(root, tsconfig) {
      if (REGISTERED.has(root))
        return;
      debug("registering ts-node at", root);
      const tsNodePath = __require.resolve("ts-node", { paths: [root, __dirname] });
      debug("ts-node path:", tsNodePath);
      let tsNode;
      try {
        tsNode = __require(tsNodePath);
        debug("Successfully required ts-node");
      } catch (error) {
        debug(`Could not find ts-node at ${tsNodePath}. Skipping ts-node registration for ${root}.`);
        debug(error);
        (0, warn_1.memoizedWarn)(`Could not find ts-node at ${tsNodePath}. Please ensure that ts-node is a devDependency. Falling back to compiled source.`);
        return;
      }
      const typeRoots = [(0, node_path_1.join)(root, "node_modules", "@types")];
      const rootDirs = [];
      if (tsconfig.compilerOptions.rootDirs) {
        for (const r of tsconfig.compilerOptions.rootDirs) {
          rootDirs.push((0, node_path_1.join)(root, r));
        }
      } else if (tsconfig.compilerOptions.rootDir) {
        rootDirs.push((0, node_path_1.join)(root, tsconfig.compilerOptions.rootDir));
      } else if (tsconfig.compilerOptions.baseUrl) {
        rootDirs.push((0, node_path_1.join)(root, tsconfig.compilerOptions.baseUrl));
      } else {
        rootDirs.push((0, node_path_1.join)(root, "src"));
      }
      const { baseUrl, rootDir, ...rest } = tsconfig.compilerOptions;
      const conf = {
        compilerOptions: {
          ...rest,
          rootDirs,
          typeRoots
        },
        ...tsconfig["ts-node"],
        cwd: root,
        esm: tsconfig["ts-node"]?.esm ?? true,
        experimentalSpecifierResolution: tsconfig["ts-node"]?.experimentalSpecifierResolution ?? "explicit",
        scope: true,
        scopeDir: root,
        skipProject: true,
        transpileOnly: true
      };
      debug("ts-node options: %O", conf);
      tsNode.register(conf);
      REGISTERED.add(root);
    }
    __name(registerTSNode, "registerTSNode");
    function cannotTranspileEsm(rootPlugin, plugin, isProduction) {
      return (isProduction || rootPlugin?.moduleType === "commonjs") && plugin?.moduleType === "module" && !plugin?.pjson.devDependencies?.tsx;
    }
    __name(cannotTranspileEsm, "cannotTranspileEsm");
    function cannotUseTsNode(root, plugin, isProduction) {
      if (plugin?.moduleType !== "module" || isProduction)
        return false;
      const nodeMajor = Number.parseInt(process.version.replace("v", "").split(".")[0], 10);
      return RUN_TIME === "ts-node" && nodeMajor >= 20;
    }
    __name(cannotUseTsNode, "cannotUseTsNode");
    async function determinePath(root, orig, plugin) {
      const tsconfig = await loadTSConfig(root);
      if (!tsconfig)
        return orig;
      debug(`Determining path for ${orig}`);
      if (RUN_TIME === "bun") {
        debug(`Skipping ts-node registration for ${root} because the runtime is: ${RUN_TIME}`);
      } else {
        await registerTsx(root, plugin?.moduleType);
        await registerTSNode(root, tsconfig);
      }
      const { baseUrl, outDir, rootDir, rootDirs } = tsconfig.compilerOptions;
      const rootDirPath = rootDir ?? (rootDirs ?? [])[0] ?? baseUrl;
      if (!rootDirPath) {
        debug(`no rootDir, rootDirs, or baseUrl specified in tsconfig.json. Returning default path ${orig}`);
        return orig;
      }
      if (!outDir) {
        debug(`no outDir specified in tsconfig.json. Returning default path ${orig}`);
        return orig;
      }
      const lib = (0, node_path_1.join)(root, outDir);
      const src = (0, node_path_1.join)(root, rootDirPath);
      const relative = (0, node_path_1.relative)(lib, orig);
      const out = (0, node_path_1.join)(src, relative).replace(/\.js$/, "");
      debug(`lib dir: ${lib}`);
      debug(`src dir: ${src}`);
      debug(`src directory to find: ${out}`);
      if ((0, fs_1.existsSync)(out)) {
        debug(`Found source directory for ${orig} at ${out}`);
        return out;
      }
      const sourceFiles = await Promise.all([
        (0, promises_1.access)(`${out}.ts`).then(() => `${out}.ts`).catch(() => false),
        (0, promises_1.access)(`${out}.tsx`).then(() => `${out}.tsx`).catch(() => false)
      ]);
      if (sourceFiles.some(Boolean)) {
        debug(`Found source file for ${orig} at ${out}`);
        return out;
      }
      debug(`No source file found. Returning default path ${orig}`);
      if (!(0, util_1.isProd)())
        (0, warn_1.memoizedWarn)(`Could not find source for ${orig} based on tsconfig. Defaulting to compiled source.`);
      return orig;
    }
    __name(determinePath, "determinePath");
    async function tsPath(root, orig, plugin) {
      const rootPlugin = plugin?.options.isRoot ? plugin : cache_1.default.getInstance().get("rootPlugin");
      if (!orig)
        return orig;
      orig = orig.startsWith(root) ? orig : (0, node_path_1.join)(root, orig);
      const enableAutoTranspile = settings_1.settings.enableAutoTranspile ?? settings_1.settings.tsnodeEnabled;
      if (enableAutoTranspile === false) {
        debug(`Skipping typescript path lookup for ${root} because enableAutoTranspile is explicitly set to false`);
        return orig;
      }
      const isProduction = (0, util_1.isProd)();
      if (enableAutoTranspile === void 0 && isProduction && plugin?.type !== "link") {
        debug(`Skipping typescript path lookup for ${root} because NODE_ENV is NOT "test" or "development"`);
        return orig;
      }
      if (cannotTranspileEsm(rootPlugin, plugin, isProduction)) {
        debug(`Skipping typescript path lookup for ${root} because it's an ESM module (NODE_ENV: ${process.env.NODE_ENV}, root plugin module type: ${rootPlugin?.moduleType})`);
        const warningIsDisabled = process.env.OCLIF_DISABLE_LINKED_ESM_WARNING && (0, util_1.isTruthy)(process.env.OCLIF_DISABLE_LINKED_ESM_WARNING);
        if (plugin?.type === "link" && !warningIsDisabled)
          (0, warn_1.memoizedWarn)(`${plugin?.name} is a linked ESM module and cannot be auto-transpiled. Existing compiled source will be used instead.`);
        return orig;
      }
      if (cannotUseTsNode(root, plugin, isProduction)) {
        debug(`Skipping typescript path lookup for ${root} because ts-node is run in node version ${process.version}"`);
        (0, warn_1.memoizedWarn)(`ts-node executable cannot transpile ESM in Node 20. Existing compiled source will be used instead. See https://github.com/oclif/core/issues/817.`);
        return orig;
      }
      try {
        return await determinePath(root, orig, plugin);
      } catch (error) {
        debug(error);
        return orig;
      }
    }
    __name(tsPath, "tsPath");
  }
});

// node_modules/get-package-type/is-node-modules.cjs
var require_is_node_modules = __commonJS({
  "node_modules/get-package-type/is-node-modules.cjs"(exports, module) {
    "use strict";
    var path = __require("path");
    function isNodeModules(directory) {
      let basename = path.basename(directory);
      if (path.sep === "\\") {
        basename = basename.toLowerCase();
      }
      return basename === "node_modules";
    }
    __name(isNodeModules, "isNodeModules");
    module.exports = isNodeModules;
  }
});

// node_modules/get-package-type/cache.cjs
var require_cache2 = __commonJS({
  "node_modules/get-package-type/cache.cjs"(exports, module) {
    "use strict";
    module.exports = /* @__PURE__ */ new Map();
  }
});

// node_modules/get-package-type/async.cjs
var require_async = __commonJS({
  "node_modules/get-package-type/async.cjs"(exports, module) {
    "use strict";
    var path = __require("path");
    var { promisify } = __require("util");
    var readFile = promisify(__require("fs").readFile);
    var isNodeModules = require_is_node_modules();
    var resultsCache = require_cache2();
    var promiseCache = /* @__PURE__ */ new Map();
    async function getDirectoryTypeActual(directory) {
      if (isNodeModules(directory)) {
        return "commonjs";
      }
      try {
        return JSON.parse(await readFile(path.resolve(directory, "package.json"))).type || "commonjs";
      } catch (_) {
      }
      const parent = path.dirname(directory);
      if (parent === directory) {
        return "commonjs";
      }
      return getDirectoryType(parent);
    }
    __name(getDirectoryTypeActual, "getDirectoryTypeActual");
    async function getDirectoryType(directory) {
      if (resultsCache.has(directory)) {
        return resultsCache.get(directory);
      }
      if (promiseCache.has(directory)) {
        return promiseCache.get(directory);
      }
      const promise = getDirectoryTypeActual(directory);
      promiseCache.set(directory, promise);
      const result = await promise;
      resultsCache.set(directory, result);
      promiseCache.delete(directory);
      return result;
    }
    __name(getDirectoryType, "getDirectoryType");
    function getPackageType(filename) {
      return getDirectoryType(path.resolve(path.dirname(filename)));
    }
    __name(getPackageType, "getPackageType");
    module.exports = getPackageType;
  }
});

// node_modules/get-package-type/sync.cjs
var require_sync = __commonJS({
  "node_modules/get-package-type/sync.cjs"(exports, module) {
    "use strict";
    var path = __require("path");
    var { readFileSync } = __require("fs");
    var isNodeModules = require_is_node_modules();
    var resultsCache = require_cache2();
    function getDirectoryTypeActual(directory) {
      if (isNodeModules(directory)) {
        return "commonjs";
      }
      try {
        return JSON.parse(readFileSync(path.resolve(directory, "package.json"))).type || "commonjs";
      } catch (_) {
      }
      const parent = path.dirname(directory);
      if (parent === directory) {
        return "commonjs";
      }
      return getDirectoryType(parent);
    }
    __name(getDirectoryTypeActual, "getDirectoryTypeActual");
    function getDirectoryType(directory) {
      if (resultsCache.has(directory)) {
        return resultsCache.get(directory);
      }
      const result = getDirectoryTypeActual(directory);
      resultsCache.set(directory, result);
      return result;
    }
    __name(getDirectoryType, "getDirectoryType");
    function getPackageTypeSync(filename) {
      return getDirectoryType(path.resolve(path.dirname(filename)));
    }
    __name(getPackageTypeSync, "getPackageTypeSync");
    module.exports = getPackageTypeSync;
  }
});

// node_modules/get-package-type/index.cjs
var require_get_package_type = __commonJS({
  "node_modules/get-package-type/index.cjs"(exports, module) {
    "use strict";
    var getPackageType = require_async();
    var getPackageTypeSync = require_sync();
    module.exports = (filename) => getPackageType(filename);
    module.exports.sync = getPackageTypeSync;
  }
});

// node_modules/@oclif/core/lib/module-loader.js
var require_module_loader = __commonJS({
  "node_modules/@oclif/core/lib/module-loader.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.load = load;
    exports.loadWithData = loadWithData;
    exports.loadWithDataFromManifest = loadWithDataFromManifest;
    exports.isPathModule = isPathModule;
    var getPackageType = require_get_package_type();
    var node_fs_1 = __require("node:fs");
    var node_path_1 = __require("node:path");
    var node_url_1 = __require("node:url");
    var ts_path_1 = require_ts_path();
    var module_load_1 = require_module_load();
    var fs_1 = require_fs();
    var SUPPORTED_EXTENSIONS = [".ts", ".js", ".mjs", ".cjs", ".mts", ".cts", ".tsx", ".jsx"];
    var isPlugin = /* @__PURE__ */ __name((config) => config.type !== void 0, "isPlugin");
    function handleError(error, isESM, path) {
      if (error.code === "MODULE_NOT_FOUND" || error.code === "ERR_MODULE_NOT_FOUND") {
        throw new module_load_1.ModuleLoadError(`${isESM ? "import()" : "require"} failed to load ${path}: ${error.message}`);
      }
      throw error;
    }
    __name(handleError, "handleError");
    async function load(config, modulePath) {
      let filePath;
      let isESM;
      try {
        ;
        ({ filePath, isESM } = await resolvePath(config, modulePath));
        return isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : __require(filePath);
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    __name(load, "load");
    async function loadWithData(config, modulePath) {
      let filePath;
      let isESM;
      try {
        ;
        ({ filePath, isESM } = await resolvePath(config, modulePath));
        const module2 = isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : __require(filePath);
        return { filePath, isESM, module: module2 };
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    __name(loadWithData, "loadWithData");
    async function loadWithDataFromManifest(cached, modulePath) {
      const { id, isESM, relativePath } = cached;
      if (!relativePath) {
        throw new module_load_1.ModuleLoadError(`Cached command ${id} does not have a relative path`);
      }
      if (isESM === void 0) {
        throw new module_load_1.ModuleLoadError(`Cached command ${id} does not have the isESM property set`);
      }
      const filePath = (0, node_path_1.join)(modulePath, relativePath.join(node_path_1.sep));
      try {
        const module2 = isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : __require(filePath);
        return { filePath, isESM, module: module2 };
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    __name(loadWithDataFromManifest, "loadWithDataFromManifest");
    function isPathModule(filePath) {
      const extension = (0, node_path_1.extname)(filePath).toLowerCase();
      switch (extension) {
        case ".js":
        case ".jsx":
        case ".ts":
        case ".tsx": {
          return getPackageType.sync(filePath) === "module";
        }
        case ".mjs":
        case ".mts": {
          return true;
        }
        default: {
          return false;
        }
      }
    }
    __name(isPathModule, "isPathModule");
    async function resolvePath(config, modulePath) {
      let isESM;
      let filePath;
      try {
        filePath = __require.resolve(modulePath);
        isESM = isPathModule(filePath);
      } catch {
        filePath = (isPlugin(config) ? await (0, ts_path_1.tsPath)(config.root, modulePath, config) : await (0, ts_path_1.tsPath)(config.root, modulePath)) ?? modulePath;
        let fileExists = false;
        let isDirectory = false;
        if ((0, fs_1.existsSync)(filePath)) {
          fileExists = true;
          try {
            if ((0, node_fs_1.lstatSync)(filePath)?.isDirectory?.()) {
              fileExists = false;
              isDirectory = true;
            }
          } catch {
          }
        }
        if (!fileExists) {
          let foundPath = findFile(filePath);
          if (!foundPath && isDirectory) {
            foundPath = findFile((0, node_path_1.join)(filePath, "index"));
          }
          if (foundPath) {
            filePath = foundPath;
          }
        }
        isESM = isPathModule(filePath);
      }
      return { filePath, isESM };
    }
    __name(resolvePath, "resolvePath");
    function findFile(filePath) {
      for (const extension of SUPPORTED_EXTENSIONS) {
        const testPath = `${filePath}${extension}`;
        if ((0, fs_1.existsSync)(testPath)) {
          return testPath;
        }
      }
      return null;
    }
    __name(findFile, "findFile");
  }
});

// node_modules/@oclif/core/lib/symbols.js
var require_symbols = __commonJS({
  "node_modules/@oclif/core/lib/symbols.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.SINGLE_COMMAND_CLI_SYMBOL = void 0;
    exports.SINGLE_COMMAND_CLI_SYMBOL = (/* @__PURE__ */ Symbol("SINGLE_COMMAND_CLI")).toString();
  }
});

// node_modules/@oclif/core/lib/util/cache-default-value.js
var require_cache_default_value = __commonJS({
  "node_modules/@oclif/core/lib/util/cache-default-value.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.cacheDefaultValue = void 0;
    var cacheDefaultValue = /* @__PURE__ */ __name(async (flagOrArg, respectNoCacheDefault) => {
      if (respectNoCacheDefault && flagOrArg.noCacheDefault)
        return;
      if (typeof flagOrArg.defaultHelp === "function") {
        try {
          return await flagOrArg.defaultHelp({ flags: {}, options: flagOrArg });
        } catch {
          return;
        }
      }
      if (typeof flagOrArg.default === "function") {
        try {
          return await flagOrArg.default({ flags: {}, options: flagOrArg });
        } catch {
        }
      } else {
        return flagOrArg.default;
      }
    }, "cacheDefaultValue");
    exports.cacheDefaultValue = cacheDefaultValue;
  }
});

// node_modules/@oclif/core/lib/util/ids.js
var require_ids = __commonJS({
  "node_modules/@oclif/core/lib/util/ids.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toStandardizedId = toStandardizedId;
    exports.toConfiguredId = toConfiguredId;
    function toStandardizedId(commandID, config) {
      return commandID.replaceAll(new RegExp(config.topicSeparator, "g"), ":");
    }
    __name(toStandardizedId, "toStandardizedId");
    function toConfiguredId(commandID, config) {
      const defaultTopicSeparator = ":";
      return commandID.replaceAll(new RegExp(defaultTopicSeparator, "g"), config.topicSeparator || defaultTopicSeparator);
    }
    __name(toConfiguredId, "toConfiguredId");
  }
});

// node_modules/@oclif/core/lib/ux/action/base.js
var require_base = __commonJS({
  "node_modules/@oclif/core/lib/ux/action/base.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ActionBase = void 0;
    var node_util_1 = __require("node:util");
    var util_1 = require_util();
    var ActionBase = class {
      static {
        __name(this, "ActionBase");
      }
      std = "stderr";
      stdmocks;
      type;
      stdmockOrigs = {
        stderr: process.stderr.write,
        stdout: process.stdout.write
      };
      get globals() {
        ;
        globalThis.ux = globalThis.ux || {};
        const globals = globalThis.ux;
        globals.action = globals.action || {};
        return globals;
      }
      get output() {
        return this.globals.output;
      }
      set output(output) {
        this.globals.output = output;
      }
      get running() {
        return Boolean(this.task);
      }
      get status() {
        return this.task ? this.task.status : void 0;
      }
      set status(status) {
        const { task } = this;
        if (!task) {
          return;
        }
        if (task.status === status) {
          return;
        }
        this._updateStatus(status, task.status);
        task.status = status;
      }
      get task() {
        return this.globals.action.task;
      }
      set task(task) {
        this.globals.action.task = task;
      }
      // flush mocked stdout/stderr
      _flushStdout() {
        try {
          let output = "";
          let std;
          while (this.stdmocks && this.stdmocks.length > 0) {
            const cur = this.stdmocks.shift();
            std = cur[0];
            this._write(std, cur[1]);
            output += cur[1][0].toString("utf8");
          }
          if (output && std && output.at(-1) !== "\n") {
            this._write(std, "\n");
          }
        } catch (error) {
          this._write("stderr", (0, node_util_1.inspect)(error));
        }
      }
      _pause(_) {
        throw new Error("not implemented");
      }
      _resume() {
        if (this.task)
          this.start(this.task.action, this.task.status);
      }
      _start(_opts) {
        throw new Error("not implemented");
      }
      // mock out stdout/stderr so it doesn't screw up the rendering
      _stdout(toggle) {
        try {
          if (toggle) {
            if (this.stdmocks)
              return;
            this.stdmockOrigs = {
              stderr: process.stderr.write,
              stdout: process.stdout.write
            };
            this.stdmocks = [];
            process.stdout.write = (...args) => {
              this.stdmocks.push(["stdout", args]);
              return true;
            };
            process.stderr.write = (...args) => {
              this.stdmocks.push(["stderr", args]);
              return true;
            };
          } else {
            if (!this.stdmocks)
              return;
            delete this.stdmocks;
            process.stdout.write = this.stdmockOrigs.stdout;
            process.stderr.write = this.stdmockOrigs.stderr;
          }
        } catch (error) {
          this._write("stderr", (0, node_util_1.inspect)(error));
        }
      }
      _stop(_) {
        throw new Error("not implemented");
      }
      _updateStatus(_, __) {
      }
      // write to the real stdout/stderr
      _write(std, s) {
        switch (std) {
          case "stderr": {
            this.stdmockOrigs.stderr.apply(process.stderr, (0, util_1.castArray)(s));
            break;
          }
          case "stdout": {
            this.stdmockOrigs.stdout.apply(process.stdout, (0, util_1.castArray)(s));
            break;
          }
          default: {
            throw new Error(`invalid std: ${std}`);
          }
        }
      }
      pause(fn, icon) {
        const { task } = this;
        const active = task && task.active;
        if (task && active) {
          this._pause(icon);
          this._stdout(false);
          task.active = false;
        }
        const ret = fn();
        if (task && active) {
          this._resume();
        }
        return ret;
      }
      async pauseAsync(fn, icon) {
        const { task } = this;
        const active = task && task.active;
        if (task && active) {
          this._pause(icon);
          this._stdout(false);
          task.active = false;
        }
        const ret = await fn();
        if (task && active) {
          this._resume();
        }
        return ret;
      }
      start(action, status, opts = {}) {
        this.std = opts.stdout ? "stdout" : "stderr";
        const task = { action, active: Boolean(this.task && this.task.active), status };
        this.task = task;
        this._start(opts);
        task.active = true;
        this._stdout(true);
      }
      stop(msg = "done") {
        const { task } = this;
        if (!task) {
          return;
        }
        this._stop(msg);
        task.active = false;
        this.task = void 0;
        this._stdout(false);
      }
    };
    exports.ActionBase = ActionBase;
  }
});

// node_modules/@oclif/core/lib/ux/action/simple.js
var require_simple = __commonJS({
  "node_modules/@oclif/core/lib/ux/action/simple.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var base_1 = require_base();
    var SimpleAction = class extends base_1.ActionBase {
      static {
        __name(this, "SimpleAction");
      }
      type = "simple";
      _pause(icon) {
        if (icon)
          this._updateStatus(icon);
        else
          this._flush();
      }
      _resume() {
      }
      _start() {
        if (!this.task)
          return;
        this._render(this.task.action, this.task.status);
      }
      _stop(status) {
        if (!this.task)
          return;
        this._updateStatus(status, this.task.status, true);
      }
      _updateStatus(status, prevStatus, newline = false) {
        if (!this.task)
          return;
        if (this.task.active && !prevStatus)
          this._write(this.std, ` ${status}`);
        else
          this._write(this.std, `${this.task.action}... ${status}`);
        if (newline || !prevStatus)
          this._flush();
      }
      _flush() {
        this._write(this.std, "\n");
        this._flushStdout();
      }
      _render(action, status) {
        if (!this.task)
          return;
        if (this.task.active)
          this._flush();
        this._write(this.std, status ? `${action}... ${status}` : `${action}...`);
      }
    };
    exports.default = SimpleAction;
  }
});

// node_modules/ansi-escapes/index.js
var require_ansi_escapes = __commonJS({
  "node_modules/ansi-escapes/index.js"(exports, module) {
    "use strict";
    var ansiEscapes = module.exports;
    module.exports.default = ansiEscapes;
    var ESC = "\x1B[";
    var OSC = "\x1B]";
    var BEL = "\x07";
    var SEP = ";";
    var isTerminalApp = process.env.TERM_PROGRAM === "Apple_Terminal";
    ansiEscapes.cursorTo = (x, y) => {
      if (typeof x !== "number") {
        throw new TypeError("The `x` argument is required");
      }
      if (typeof y !== "number") {
        return ESC + (x + 1) + "G";
      }
      return ESC + (y + 1) + ";" + (x + 1) + "H";
    };
    ansiEscapes.cursorMove = (x, y) => {
      if (typeof x !== "number") {
        throw new TypeError("The `x` argument is required");
      }
      let ret = "";
      if (x < 0) {
        ret += ESC + -x + "D";
      } else if (x > 0) {
        ret += ESC + x + "C";
      }
      if (y < 0) {
        ret += ESC + -y + "A";
      } else if (y > 0) {
        ret += ESC + y + "B";
      }
      return ret;
    };
    ansiEscapes.cursorUp = (count = 1) => ESC + count + "A";
    ansiEscapes.cursorDown = (count = 1) => ESC + count + "B";
    ansiEscapes.cursorForward = (count = 1) => ESC + count + "C";
    ansiEscapes.cursorBackward = (count = 1) => ESC + count + "D";
    ansiEscapes.cursorLeft = ESC + "G";
    ansiEscapes.cursorSavePosition = isTerminalApp ? "\x1B7" : ESC + "s";
    ansiEscapes.cursorRestorePosition = isTerminalApp ? "\x1B8" : ESC + "u";
    ansiEscapes.cursorGetPosition = ESC + "6n";
    ansiEscapes.cursorNextLine = ESC + "E";
    ansiEscapes.cursorPrevLine = ESC + "F";
    ansiEscapes.cursorHide = ESC + "?25l";
    ansiEscapes.cursorShow = ESC + "?25h";
    ansiEscapes.eraseLines = (count) => {
      let clear = "";
      for (let i = 0; i < count; i++) {
        clear += ansiEscapes.eraseLine + (i < count - 1 ? ansiEscapes.cursorUp() : "");
      }
      if (count) {
        clear += ansiEscapes.cursorLeft;
      }
      return clear;
    };
    ansiEscapes.eraseEndLine = ESC + "K";
    ansiEscapes.eraseStartLine = ESC + "1K";
    ansiEscapes.eraseLine = ESC + "2K";
    ansiEscapes.eraseDown = ESC + "J";
    ansiEscapes.eraseUp = ESC + "1J";
    ansiEscapes.eraseScreen = ESC + "2J";
    ansiEscapes.scrollUp = ESC + "S";
    ansiEscapes.scrollDown = ESC + "T";
    ansiEscapes.clearScreen = "\x1Bc";
    ansiEscapes.clearTerminal = process.platform === "win32" ? `${ansiEscapes.eraseScreen}${ESC}0f` : (
      // 1. Erases the screen (Only done in case `2` is not supported)
      // 2. Erases the whole screen including scrollback buffer
      // 3. Moves cursor to the top-left position
      // More info: https://www.real-world-systems.com/docs/ANSIcode.html
      `${ansiEscapes.eraseScreen}${ESC}3J${ESC}H`
    );
    ansiEscapes.beep = BEL;
    ansiEscapes.link = (text, url) => {
      return [
        OSC,
        "8",
        SEP,
        SEP,
        url,
        BEL,
        text,
        OSC,
        "8",
        SEP,
        SEP,
        BEL
      ].join("");
    };
    ansiEscapes.image = (buffer, options = {}) => {
      let ret = `${OSC}1337;File=inline=1`;
      if (options.width) {
        ret += `;width=${options.width}`;
      }
      if (options.height) {
        ret += `;height=${options.height}`;
      }
      if (options.preserveAspectRatio === false) {
        ret += ";preserveAspectRatio=0";
      }
      return ret + ":" + buffer.toString("base64") + BEL;
    };
    ansiEscapes.iTerm = {
      setCwd: /* @__PURE__ */ __name((cwd = process.cwd()) => `${OSC}50;CurrentDir=${cwd}${BEL}`, "setCwd"),
      annotation: /* @__PURE__ */ __name((message, options = {}) => {
        let ret = `${OSC}1337;`;
        const hasX = typeof options.x !== "undefined";
        const hasY = typeof options.y !== "undefined";
        if ((hasX || hasY) && !(hasX && hasY && typeof options.length !== "undefined")) {
          throw new Error("`x`, `y` and `length` must be defined when `x` or `y` is defined");
        }
        message = message.replace(/\|/g, "");
        ret += options.isHidden ? "AddHiddenAnnotation=" : "AddAnnotation=";
        if (options.length > 0) {
          ret += (hasX ? [message, options.length, options.x, options.y] : [options.length, message]).join("|");
        } else {
          ret += message;
        }
        return ret + BEL;
      }, "annotation")
    };
  }
});

// node_modules/cli-spinners/spinners.json
var require_spinners = __commonJS({
  "node_modules/cli-spinners/spinners.json"(exports, module) {
    module.exports = {
      dots: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u2839",
          "\u2838",
          "\u283C",
          "\u2834",
          "\u2826",
          "\u2827",
          "\u2807",
          "\u280F"
        ]
      },
      dots2: {
        interval: 80,
        frames: [
          "\u28FE",
          "\u28FD",
          "\u28FB",
          "\u28BF",
          "\u287F",
          "\u28DF",
          "\u28EF",
          "\u28F7"
        ]
      },
      dots3: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u281A",
          "\u281E",
          "\u2816",
          "\u2826",
          "\u2834",
          "\u2832",
          "\u2833",
          "\u2813"
        ]
      },
      dots4: {
        interval: 80,
        frames: [
          "\u2804",
          "\u2806",
          "\u2807",
          "\u280B",
          "\u2819",
          "\u2838",
          "\u2830",
          "\u2820",
          "\u2830",
          "\u2838",
          "\u2819",
          "\u280B",
          "\u2807",
          "\u2806"
        ]
      },
      dots5: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B"
        ]
      },
      dots6: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2809",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2824",
          "\u2804",
          "\u2804",
          "\u2824",
          "\u2834",
          "\u2832",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u281A",
          "\u2819",
          "\u2809",
          "\u2801"
        ]
      },
      dots7: {
        interval: 80,
        frames: [
          "\u2808",
          "\u2809",
          "\u280B",
          "\u2813",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2816",
          "\u2826",
          "\u2824",
          "\u2820",
          "\u2820",
          "\u2824",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B",
          "\u2809",
          "\u2808"
        ]
      },
      dots8: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2801",
          "\u2809",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2824",
          "\u2804",
          "\u2804",
          "\u2824",
          "\u2820",
          "\u2820",
          "\u2824",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B",
          "\u2809",
          "\u2808",
          "\u2808"
        ]
      },
      dots9: {
        interval: 80,
        frames: [
          "\u28B9",
          "\u28BA",
          "\u28BC",
          "\u28F8",
          "\u28C7",
          "\u2867",
          "\u2857",
          "\u284F"
        ]
      },
      dots10: {
        interval: 80,
        frames: [
          "\u2884",
          "\u2882",
          "\u2881",
          "\u2841",
          "\u2848",
          "\u2850",
          "\u2860"
        ]
      },
      dots11: {
        interval: 100,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2840",
          "\u2880",
          "\u2820",
          "\u2810",
          "\u2808"
        ]
      },
      dots12: {
        interval: 80,
        frames: [
          "\u2880\u2800",
          "\u2840\u2800",
          "\u2804\u2800",
          "\u2882\u2800",
          "\u2842\u2800",
          "\u2805\u2800",
          "\u2883\u2800",
          "\u2843\u2800",
          "\u280D\u2800",
          "\u288B\u2800",
          "\u284B\u2800",
          "\u280D\u2801",
          "\u288B\u2801",
          "\u284B\u2801",
          "\u280D\u2809",
          "\u280B\u2809",
          "\u280B\u2809",
          "\u2809\u2819",
          "\u2809\u2819",
          "\u2809\u2829",
          "\u2808\u2899",
          "\u2808\u2859",
          "\u2888\u2829",
          "\u2840\u2899",
          "\u2804\u2859",
          "\u2882\u2829",
          "\u2842\u2898",
          "\u2805\u2858",
          "\u2883\u2828",
          "\u2843\u2890",
          "\u280D\u2850",
          "\u288B\u2820",
          "\u284B\u2880",
          "\u280D\u2841",
          "\u288B\u2801",
          "\u284B\u2801",
          "\u280D\u2809",
          "\u280B\u2809",
          "\u280B\u2809",
          "\u2809\u2819",
          "\u2809\u2819",
          "\u2809\u2829",
          "\u2808\u2899",
          "\u2808\u2859",
          "\u2808\u2829",
          "\u2800\u2899",
          "\u2800\u2859",
          "\u2800\u2829",
          "\u2800\u2898",
          "\u2800\u2858",
          "\u2800\u2828",
          "\u2800\u2890",
          "\u2800\u2850",
          "\u2800\u2820",
          "\u2800\u2880",
          "\u2800\u2840"
        ]
      },
      dots13: {
        interval: 80,
        frames: [
          "\u28FC",
          "\u28F9",
          "\u28BB",
          "\u283F",
          "\u285F",
          "\u28CF",
          "\u28E7",
          "\u28F6"
        ]
      },
      dots8Bit: {
        interval: 80,
        frames: [
          "\u2800",
          "\u2801",
          "\u2802",
          "\u2803",
          "\u2804",
          "\u2805",
          "\u2806",
          "\u2807",
          "\u2840",
          "\u2841",
          "\u2842",
          "\u2843",
          "\u2844",
          "\u2845",
          "\u2846",
          "\u2847",
          "\u2808",
          "\u2809",
          "\u280A",
          "\u280B",
          "\u280C",
          "\u280D",
          "\u280E",
          "\u280F",
          "\u2848",
          "\u2849",
          "\u284A",
          "\u284B",
          "\u284C",
          "\u284D",
          "\u284E",
          "\u284F",
          "\u2810",
          "\u2811",
          "\u2812",
          "\u2813",
          "\u2814",
          "\u2815",
          "\u2816",
          "\u2817",
          "\u2850",
          "\u2851",
          "\u2852",
          "\u2853",
          "\u2854",
          "\u2855",
          "\u2856",
          "\u2857",
          "\u2818",
          "\u2819",
          "\u281A",
          "\u281B",
          "\u281C",
          "\u281D",
          "\u281E",
          "\u281F",
          "\u2858",
          "\u2859",
          "\u285A",
          "\u285B",
          "\u285C",
          "\u285D",
          "\u285E",
          "\u285F",
          "\u2820",
          "\u2821",
          "\u2822",
          "\u2823",
          "\u2824",
          "\u2825",
          "\u2826",
          "\u2827",
          "\u2860",
          "\u2861",
          "\u2862",
          "\u2863",
          "\u2864",
          "\u2865",
          "\u2866",
          "\u2867",
          "\u2828",
          "\u2829",
          "\u282A",
          "\u282B",
          "\u282C",
          "\u282D",
          "\u282E",
          "\u282F",
          "\u2868",
          "\u2869",
          "\u286A",
          "\u286B",
          "\u286C",
          "\u286D",
          "\u286E",
          "\u286F",
          "\u2830",
          "\u2831",
          "\u2832",
          "\u2833",
          "\u2834",
          "\u2835",
          "\u2836",
          "\u2837",
          "\u2870",
          "\u2871",
          "\u2872",
          "\u2873",
          "\u2874",
          "\u2875",
          "\u2876",
          "\u2877",
          "\u2838",
          "\u2839",
          "\u283A",
          "\u283B",
          "\u283C",
          "\u283D",
          "\u283E",
          "\u283F",
          "\u2878",
          "\u2879",
          "\u287A",
          "\u287B",
          "\u287C",
          "\u287D",
          "\u287E",
          "\u287F",
          "\u2880",
          "\u2881",
          "\u2882",
          "\u2883",
          "\u2884",
          "\u2885",
          "\u2886",
          "\u2887",
          "\u28C0",
          "\u28C1",
          "\u28C2",
          "\u28C3",
          "\u28C4",
          "\u28C5",
          "\u28C6",
          "\u28C7",
          "\u2888",
          "\u2889",
          "\u288A",
          "\u288B",
          "\u288C",
          "\u288D",
          "\u288E",
          "\u288F",
          "\u28C8",
          "\u28C9",
          "\u28CA",
          "\u28CB",
          "\u28CC",
          "\u28CD",
          "\u28CE",
          "\u28CF",
          "\u2890",
          "\u2891",
          "\u2892",
          "\u2893",
          "\u2894",
          "\u2895",
          "\u2896",
          "\u2897",
          "\u28D0",
          "\u28D1",
          "\u28D2",
          "\u28D3",
          "\u28D4",
          "\u28D5",
          "\u28D6",
          "\u28D7",
          "\u2898",
          "\u2899",
          "\u289A",
          "\u289B",
          "\u289C",
          "\u289D",
          "\u289E",
          "\u289F",
          "\u28D8",
          "\u28D9",
          "\u28DA",
          "\u28DB",
          "\u28DC",
          "\u28DD",
          "\u28DE",
          "\u28DF",
          "\u28A0",
          "\u28A1",
          "\u28A2",
          "\u28A3",
          "\u28A4",
          "\u28A5",
          "\u28A6",
          "\u28A7",
          "\u28E0",
          "\u28E1",
          "\u28E2",
          "\u28E3",
          "\u28E4",
          "\u28E5",
          "\u28E6",
          "\u28E7",
          "\u28A8",
          "\u28A9",
          "\u28AA",
          "\u28AB",
          "\u28AC",
          "\u28AD",
          "\u28AE",
          "\u28AF",
          "\u28E8",
          "\u28E9",
          "\u28EA",
          "\u28EB",
          "\u28EC",
          "\u28ED",
          "\u28EE",
          "\u28EF",
          "\u28B0",
          "\u28B1",
          "\u28B2",
          "\u28B3",
          "\u28B4",
          "\u28B5",
          "\u28B6",
          "\u28B7",
          "\u28F0",
          "\u28F1",
          "\u28F2",
          "\u28F3",
          "\u28F4",
          "\u28F5",
          "\u28F6",
          "\u28F7",
          "\u28B8",
          "\u28B9",
          "\u28BA",
          "\u28BB",
          "\u28BC",
          "\u28BD",
          "\u28BE",
          "\u28BF",
          "\u28F8",
          "\u28F9",
          "\u28FA",
          "\u28FB",
          "\u28FC",
          "\u28FD",
          "\u28FE",
          "\u28FF"
        ]
      },
      sand: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2840",
          "\u2848",
          "\u2850",
          "\u2860",
          "\u28C0",
          "\u28C1",
          "\u28C2",
          "\u28C4",
          "\u28CC",
          "\u28D4",
          "\u28E4",
          "\u28E5",
          "\u28E6",
          "\u28EE",
          "\u28F6",
          "\u28F7",
          "\u28FF",
          "\u287F",
          "\u283F",
          "\u289F",
          "\u281F",
          "\u285B",
          "\u281B",
          "\u282B",
          "\u288B",
          "\u280B",
          "\u280D",
          "\u2849",
          "\u2809",
          "\u2811",
          "\u2821",
          "\u2881"
        ]
      },
      line: {
        interval: 130,
        frames: [
          "-",
          "\\",
          "|",
          "/"
        ]
      },
      line2: {
        interval: 100,
        frames: [
          "\u2802",
          "-",
          "\u2013",
          "\u2014",
          "\u2013",
          "-"
        ]
      },
      pipe: {
        interval: 100,
        frames: [
          "\u2524",
          "\u2518",
          "\u2534",
          "\u2514",
          "\u251C",
          "\u250C",
          "\u252C",
          "\u2510"
        ]
      },
      simpleDots: {
        interval: 400,
        frames: [
          ".  ",
          ".. ",
          "...",
          "   "
        ]
      },
      simpleDotsScrolling: {
        interval: 200,
        frames: [
          ".  ",
          ".. ",
          "...",
          " ..",
          "  .",
          "   "
        ]
      },
      star: {
        interval: 70,
        frames: [
          "\u2736",
          "\u2738",
          "\u2739",
          "\u273A",
          "\u2739",
          "\u2737"
        ]
      },
      star2: {
        interval: 80,
        frames: [
          "+",
          "x",
          "*"
        ]
      },
      flip: {
        interval: 70,
        frames: [
          "_",
          "_",
          "_",
          "-",
          "`",
          "`",
          "'",
          "\xB4",
          "-",
          "_",
          "_",
          "_"
        ]
      },
      hamburger: {
        interval: 100,
        frames: [
          "\u2631",
          "\u2632",
          "\u2634"
        ]
      },
      growVertical: {
        interval: 120,
        frames: [
          "\u2581",
          "\u2583",
          "\u2584",
          "\u2585",
          "\u2586",
          "\u2587",
          "\u2586",
          "\u2585",
          "\u2584",
          "\u2583"
        ]
      },
      growHorizontal: {
        interval: 120,
        frames: [
          "\u258F",
          "\u258E",
          "\u258D",
          "\u258C",
          "\u258B",
          "\u258A",
          "\u2589",
          "\u258A",
          "\u258B",
          "\u258C",
          "\u258D",
          "\u258E"
        ]
      },
      balloon: {
        interval: 140,
        frames: [
          " ",
          ".",
          "o",
          "O",
          "@",
          "*",
          " "
        ]
      },
      balloon2: {
        interval: 120,
        frames: [
          ".",
          "o",
          "O",
          "\xB0",
          "O",
          "o",
          "."
        ]
      },
      noise: {
        interval: 100,
        frames: [
          "\u2593",
          "\u2592",
          "\u2591"
        ]
      },
      bounce: {
        interval: 120,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2802"
        ]
      },
      boxBounce: {
        interval: 120,
        frames: [
          "\u2596",
          "\u2598",
          "\u259D",
          "\u2597"
        ]
      },
      boxBounce2: {
        interval: 100,
        frames: [
          "\u258C",
          "\u2580",
          "\u2590",
          "\u2584"
        ]
      },
      triangle: {
        interval: 50,
        frames: [
          "\u25E2",
          "\u25E3",
          "\u25E4",
          "\u25E5"
        ]
      },
      binary: {
        interval: 80,
        frames: [
          "010010",
          "001100",
          "100101",
          "111010",
          "111101",
          "010111",
          "101011",
          "111000",
          "110011",
          "110101"
        ]
      },
      arc: {
        interval: 100,
        frames: [
          "\u25DC",
          "\u25E0",
          "\u25DD",
          "\u25DE",
          "\u25E1",
          "\u25DF"
        ]
      },
      circle: {
        interval: 120,
        frames: [
          "\u25E1",
          "\u2299",
          "\u25E0"
        ]
      },
      squareCorners: {
        interval: 180,
        frames: [
          "\u25F0",
          "\u25F3",
          "\u25F2",
          "\u25F1"
        ]
      },
      circleQuarters: {
        interval: 120,
        frames: [
          "\u25F4",
          "\u25F7",
          "\u25F6",
          "\u25F5"
        ]
      },
      circleHalves: {
        interval: 50,
        frames: [
          "\u25D0",
          "\u25D3",
          "\u25D1",
          "\u25D2"
        ]
      },
      squish: {
        interval: 100,
        frames: [
          "\u256B",
          "\u256A"
        ]
      },
      toggle: {
        interval: 250,
        frames: [
          "\u22B6",
          "\u22B7"
        ]
      },
      toggle2: {
        interval: 80,
        frames: [
          "\u25AB",
          "\u25AA"
        ]
      },
      toggle3: {
        interval: 120,
        frames: [
          "\u25A1",
          "\u25A0"
        ]
      },
      toggle4: {
        interval: 100,
        frames: [
          "\u25A0",
          "\u25A1",
          "\u25AA",
          "\u25AB"
        ]
      },
      toggle5: {
        interval: 100,
        frames: [
          "\u25AE",
          "\u25AF"
        ]
      },
      toggle6: {
        interval: 300,
        frames: [
          "\u101D",
          "\u1040"
        ]
      },
      toggle7: {
        interval: 80,
        frames: [
          "\u29BE",
          "\u29BF"
        ]
      },
      toggle8: {
        interval: 100,
        frames: [
          "\u25CD",
          "\u25CC"
        ]
      },
      toggle9: {
        interval: 100,
        frames: [
          "\u25C9",
          "\u25CE"
        ]
      },
      toggle10: {
        interval: 100,
        frames: [
          "\u3282",
          "\u3280",
          "\u3281"
        ]
      },
      toggle11: {
        interval: 50,
        frames: [
          "\u29C7",
          "\u29C6"
        ]
      },
      toggle12: {
        interval: 120,
        frames: [
          "\u2617",
          "\u2616"
        ]
      },
      toggle13: {
        interval: 80,
        frames: [
          "=",
          "*",
          "-"
        ]
      },
      arrow: {
        interval: 100,
        frames: [
          "\u2190",
          "\u2196",
          "\u2191",
          "\u2197",
          "\u2192",
          "\u2198",
          "\u2193",
          "\u2199"
        ]
      },
      arrow2: {
        interval: 80,
        frames: [
          "\u2B06\uFE0F ",
          "\u2197\uFE0F ",
          "\u27A1\uFE0F ",
          "\u2198\uFE0F ",
          "\u2B07\uFE0F ",
          "\u2199\uFE0F ",
          "\u2B05\uFE0F ",
          "\u2196\uFE0F "
        ]
      },
      arrow3: {
        interval: 120,
        frames: [
          "\u25B9\u25B9\u25B9\u25B9\u25B9",
          "\u25B8\u25B9\u25B9\u25B9\u25B9",
          "\u25B9\u25B8\u25B9\u25B9\u25B9",
          "\u25B9\u25B9\u25B8\u25B9\u25B9",
          "\u25B9\u25B9\u25B9\u25B8\u25B9",
          "\u25B9\u25B9\u25B9\u25B9\u25B8"
        ]
      },
      bouncingBar: {
        interval: 80,
        frames: [
          "[    ]",
          "[=   ]",
          "[==  ]",
          "[=== ]",
          "[====]",
          "[ ===]",
          "[  ==]",
          "[   =]",
          "[    ]",
          "[   =]",
          "[  ==]",
          "[ ===]",
          "[====]",
          "[=== ]",
          "[==  ]",
          "[=   ]"
        ]
      },
      bouncingBall: {
        interval: 80,
        frames: [
          "( \u25CF    )",
          "(  \u25CF   )",
          "(   \u25CF  )",
          "(    \u25CF )",
          "(     \u25CF)",
          "(    \u25CF )",
          "(   \u25CF  )",
          "(  \u25CF   )",
          "( \u25CF    )",
          "(\u25CF     )"
        ]
      },
      smiley: {
        interval: 200,
        frames: [
          "\u{1F604} ",
          "\u{1F61D} "
        ]
      },
      monkey: {
        interval: 300,
        frames: [
          "\u{1F648} ",
          "\u{1F648} ",
          "\u{1F649} ",
          "\u{1F64A} "
        ]
      },
      hearts: {
        interval: 100,
        frames: [
          "\u{1F49B} ",
          "\u{1F499} ",
          "\u{1F49C} ",
          "\u{1F49A} ",
          "\u2764\uFE0F "
        ]
      },
      clock: {
        interval: 100,
        frames: [
          "\u{1F55B} ",
          "\u{1F550} ",
          "\u{1F551} ",
          "\u{1F552} ",
          "\u{1F553} ",
          "\u{1F554} ",
          "\u{1F555} ",
          "\u{1F556} ",
          "\u{1F557} ",
          "\u{1F558} ",
          "\u{1F559} ",
          "\u{1F55A} "
        ]
      },
      earth: {
        interval: 180,
        frames: [
          "\u{1F30D} ",
          "\u{1F30E} ",
          "\u{1F30F} "
        ]
      },
      material: {
        interval: 17,
        frames: [
          "\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581"
        ]
      },
      moon: {
        interval: 80,
        frames: [
          "\u{1F311} ",
          "\u{1F312} ",
          "\u{1F313} ",
          "\u{1F314} ",
          "\u{1F315} ",
          "\u{1F316} ",
          "\u{1F317} ",
          "\u{1F318} "
        ]
      },
      runner: {
        interval: 140,
        frames: [
          "\u{1F6B6} ",
          "\u{1F3C3} "
        ]
      },
      pong: {
        interval: 80,
        frames: [
          "\u2590\u2802       \u258C",
          "\u2590\u2808       \u258C",
          "\u2590 \u2802      \u258C",
          "\u2590 \u2820      \u258C",
          "\u2590  \u2840     \u258C",
          "\u2590  \u2820     \u258C",
          "\u2590   \u2802    \u258C",
          "\u2590   \u2808    \u258C",
          "\u2590    \u2802   \u258C",
          "\u2590    \u2820   \u258C",
          "\u2590     \u2840  \u258C",
          "\u2590     \u2820  \u258C",
          "\u2590      \u2802 \u258C",
          "\u2590      \u2808 \u258C",
          "\u2590       \u2802\u258C",
          "\u2590       \u2820\u258C",
          "\u2590       \u2840\u258C",
          "\u2590      \u2820 \u258C",
          "\u2590      \u2802 \u258C",
          "\u2590     \u2808  \u258C",
          "\u2590     \u2802  \u258C",
          "\u2590    \u2820   \u258C",
          "\u2590    \u2840   \u258C",
          "\u2590   \u2820    \u258C",
          "\u2590   \u2802    \u258C",
          "\u2590  \u2808     \u258C",
          "\u2590  \u2802     \u258C",
          "\u2590 \u2820      \u258C",
          "\u2590 \u2840      \u258C",
          "\u2590\u2820       \u258C"
        ]
      },
      shark: {
        interval: 120,
        frames: [
          "\u2590|\\____________\u258C",
          "\u2590_|\\___________\u258C",
          "\u2590__|\\__________\u258C",
          "\u2590___|\\_________\u258C",
          "\u2590____|\\________\u258C",
          "\u2590_____|\\_______\u258C",
          "\u2590______|\\______\u258C",
          "\u2590_______|\\_____\u258C",
          "\u2590________|\\____\u258C",
          "\u2590_________|\\___\u258C",
          "\u2590__________|\\__\u258C",
          "\u2590___________|\\_\u258C",
          "\u2590____________|\\\u258C",
          "\u2590____________/|\u258C",
          "\u2590___________/|_\u258C",
          "\u2590__________/|__\u258C",
          "\u2590_________/|___\u258C",
          "\u2590________/|____\u258C",
          "\u2590_______/|_____\u258C",
          "\u2590______/|______\u258C",
          "\u2590_____/|_______\u258C",
          "\u2590____/|________\u258C",
          "\u2590___/|_________\u258C",
          "\u2590__/|__________\u258C",
          "\u2590_/|___________\u258C",
          "\u2590/|____________\u258C"
        ]
      },
      dqpb: {
        interval: 100,
        frames: [
          "d",
          "q",
          "p",
          "b"
        ]
      },
      weather: {
        interval: 100,
        frames: [
          "\u2600\uFE0F ",
          "\u2600\uFE0F ",
          "\u2600\uFE0F ",
          "\u{1F324} ",
          "\u26C5\uFE0F ",
          "\u{1F325} ",
          "\u2601\uFE0F ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u26C8 ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u2601\uFE0F ",
          "\u{1F325} ",
          "\u26C5\uFE0F ",
          "\u{1F324} ",
          "\u2600\uFE0F ",
          "\u2600\uFE0F "
        ]
      },
      christmas: {
        interval: 400,
        frames: [
          "\u{1F332}",
          "\u{1F384}"
        ]
      },
      grenade: {
        interval: 80,
        frames: [
          "\u060C  ",
          "\u2032  ",
          " \xB4 ",
          " \u203E ",
          "  \u2E0C",
          "  \u2E0A",
          "  |",
          "  \u204E",
          "  \u2055",
          " \u0DF4 ",
          "  \u2053",
          "   ",
          "   ",
          "   "
        ]
      },
      point: {
        interval: 125,
        frames: [
          "\u2219\u2219\u2219",
          "\u25CF\u2219\u2219",
          "\u2219\u25CF\u2219",
          "\u2219\u2219\u25CF",
          "\u2219\u2219\u2219"
        ]
      },
      layer: {
        interval: 150,
        frames: [
          "-",
          "=",
          "\u2261"
        ]
      },
      betaWave: {
        interval: 80,
        frames: [
          "\u03C1\u03B2\u03B2\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03C1\u03B2\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03C1\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03C1\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03C1\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03B2\u03C1\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03B2\u03B2\u03C1"
        ]
      },
      fingerDance: {
        interval: 160,
        frames: [
          "\u{1F918} ",
          "\u{1F91F} ",
          "\u{1F596} ",
          "\u270B ",
          "\u{1F91A} ",
          "\u{1F446} "
        ]
      },
      fistBump: {
        interval: 80,
        frames: [
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u3000\u{1F91C}\u3000\u3000\u{1F91B}\u3000 ",
          "\u3000\u3000\u{1F91C}\u{1F91B}\u3000\u3000 ",
          "\u3000\u{1F91C}\u2728\u{1F91B}\u3000\u3000 ",
          "\u{1F91C}\u3000\u2728\u3000\u{1F91B}\u3000 "
        ]
      },
      soccerHeader: {
        interval: 80,
        frames: [
          " \u{1F9D1}\u26BD\uFE0F       \u{1F9D1} ",
          "\u{1F9D1}  \u26BD\uFE0F      \u{1F9D1} ",
          "\u{1F9D1}   \u26BD\uFE0F     \u{1F9D1} ",
          "\u{1F9D1}    \u26BD\uFE0F    \u{1F9D1} ",
          "\u{1F9D1}     \u26BD\uFE0F   \u{1F9D1} ",
          "\u{1F9D1}      \u26BD\uFE0F  \u{1F9D1} ",
          "\u{1F9D1}       \u26BD\uFE0F\u{1F9D1}  ",
          "\u{1F9D1}      \u26BD\uFE0F  \u{1F9D1} ",
          "\u{1F9D1}     \u26BD\uFE0F   \u{1F9D1} ",
          "\u{1F9D1}    \u26BD\uFE0F    \u{1F9D1} ",
          "\u{1F9D1}   \u26BD\uFE0F     \u{1F9D1} ",
          "\u{1F9D1}  \u26BD\uFE0F      \u{1F9D1} "
        ]
      },
      mindblown: {
        interval: 160,
        frames: [
          "\u{1F610} ",
          "\u{1F610} ",
          "\u{1F62E} ",
          "\u{1F62E} ",
          "\u{1F626} ",
          "\u{1F626} ",
          "\u{1F627} ",
          "\u{1F627} ",
          "\u{1F92F} ",
          "\u{1F4A5} ",
          "\u2728 ",
          "\u3000 ",
          "\u3000 ",
          "\u3000 "
        ]
      },
      speaker: {
        interval: 160,
        frames: [
          "\u{1F508} ",
          "\u{1F509} ",
          "\u{1F50A} ",
          "\u{1F509} "
        ]
      },
      orangePulse: {
        interval: 100,
        frames: [
          "\u{1F538} ",
          "\u{1F536} ",
          "\u{1F7E0} ",
          "\u{1F7E0} ",
          "\u{1F536} "
        ]
      },
      bluePulse: {
        interval: 100,
        frames: [
          "\u{1F539} ",
          "\u{1F537} ",
          "\u{1F535} ",
          "\u{1F535} ",
          "\u{1F537} "
        ]
      },
      orangeBluePulse: {
        interval: 100,
        frames: [
          "\u{1F538} ",
          "\u{1F536} ",
          "\u{1F7E0} ",
          "\u{1F7E0} ",
          "\u{1F536} ",
          "\u{1F539} ",
          "\u{1F537} ",
          "\u{1F535} ",
          "\u{1F535} ",
          "\u{1F537} "
        ]
      },
      timeTravel: {
        interval: 100,
        frames: [
          "\u{1F55B} ",
          "\u{1F55A} ",
          "\u{1F559} ",
          "\u{1F558} ",
          "\u{1F557} ",
          "\u{1F556} ",
          "\u{1F555} ",
          "\u{1F554} ",
          "\u{1F553} ",
          "\u{1F552} ",
          "\u{1F551} ",
          "\u{1F550} "
        ]
      },
      aesthetic: {
        interval: 80,
        frames: [
          "\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0",
          "\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1\u25B1"
        ]
      },
      dwarfFortress: {
        interval: 80,
        frames: [
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A \u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A \u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A \u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2593\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2593\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2592\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2592\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2591\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2591\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A \u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2593\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2593\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2592\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2592\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2591\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2591\u2588\xA3\xA3\xA3  ",
          "    \u263A \u2588\xA3\xA3\xA3  ",
          "     \u263A\u2588\xA3\xA3\xA3  ",
          "     \u263A\u2588\xA3\xA3\xA3  ",
          "     \u263A\u2593\xA3\xA3\xA3  ",
          "     \u263A\u2593\xA3\xA3\xA3  ",
          "     \u263A\u2592\xA3\xA3\xA3  ",
          "     \u263A\u2592\xA3\xA3\xA3  ",
          "     \u263A\u2591\xA3\xA3\xA3  ",
          "     \u263A\u2591\xA3\xA3\xA3  ",
          "     \u263A \xA3\xA3\xA3  ",
          "      \u263A\xA3\xA3\xA3  ",
          "      \u263A\xA3\xA3\xA3  ",
          "      \u263A\u2593\xA3\xA3  ",
          "      \u263A\u2593\xA3\xA3  ",
          "      \u263A\u2592\xA3\xA3  ",
          "      \u263A\u2592\xA3\xA3  ",
          "      \u263A\u2591\xA3\xA3  ",
          "      \u263A\u2591\xA3\xA3  ",
          "      \u263A \xA3\xA3  ",
          "       \u263A\xA3\xA3  ",
          "       \u263A\xA3\xA3  ",
          "       \u263A\u2593\xA3  ",
          "       \u263A\u2593\xA3  ",
          "       \u263A\u2592\xA3  ",
          "       \u263A\u2592\xA3  ",
          "       \u263A\u2591\xA3  ",
          "       \u263A\u2591\xA3  ",
          "       \u263A \xA3  ",
          "        \u263A\xA3  ",
          "        \u263A\xA3  ",
          "        \u263A\u2593  ",
          "        \u263A\u2593  ",
          "        \u263A\u2592  ",
          "        \u263A\u2592  ",
          "        \u263A\u2591  ",
          "        \u263A\u2591  ",
          "        \u263A   ",
          "        \u263A  &",
          "        \u263A \u263C&",
          "       \u263A \u263C &",
          "       \u263A\u263C  &",
          "      \u263A\u263C  & ",
          "      \u203C   & ",
          "     \u263A   &  ",
          "    \u203C    &  ",
          "   \u263A    &   ",
          "  \u203C     &   ",
          " \u263A     &    ",
          "\u203C      &    ",
          "      &     ",
          "      &     ",
          "     &   \u2591  ",
          "     &   \u2592  ",
          "    &    \u2593  ",
          "    &    \xA3  ",
          "   &    \u2591\xA3  ",
          "   &    \u2592\xA3  ",
          "  &     \u2593\xA3  ",
          "  &     \xA3\xA3  ",
          " &     \u2591\xA3\xA3  ",
          " &     \u2592\xA3\xA3  ",
          "&      \u2593\xA3\xA3  ",
          "&      \xA3\xA3\xA3  ",
          "      \u2591\xA3\xA3\xA3  ",
          "      \u2592\xA3\xA3\xA3  ",
          "      \u2593\xA3\xA3\xA3  ",
          "      \u2588\xA3\xA3\xA3  ",
          "     \u2591\u2588\xA3\xA3\xA3  ",
          "     \u2592\u2588\xA3\xA3\xA3  ",
          "     \u2593\u2588\xA3\xA3\xA3  ",
          "     \u2588\u2588\xA3\xA3\xA3  ",
          "    \u2591\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2592\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2593\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  "
        ]
      }
    };
  }
});

// node_modules/cli-spinners/index.js
var require_cli_spinners = __commonJS({
  "node_modules/cli-spinners/index.js"(exports, module) {
    "use strict";
    var spinners = Object.assign({}, require_spinners());
    var spinnersList = Object.keys(spinners);
    Object.defineProperty(spinners, "random", {
      get() {
        const randomIndex = Math.floor(Math.random() * spinnersList.length);
        const spinnerName = spinnersList[randomIndex];
        return spinners[spinnerName];
      }
    });
    module.exports = spinners;
  }
});

// node_modules/@oclif/core/lib/ux/action/spinner.js
var require_spinner = __commonJS({
  "node_modules/@oclif/core/lib/ux/action/spinner.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var ansiEscapes = require_ansi_escapes();
    var ansis_1 = __importDefault(require_ansis());
    var cli_spinners_1 = __importDefault(require_cli_spinners());
    var cache_1 = __importDefault(require_cache());
    var screen_1 = require_screen();
    var theme_1 = require_theme2();
    var base_1 = require_base();
    var SpinnerAction = class extends base_1.ActionBase {
      static {
        __name(this, "SpinnerAction");
      }
      type = "spinner";
      color = "magenta";
      frameIndex;
      frames;
      spinner;
      constructor() {
        super();
        this.frames = this.getFrames();
        this.frameIndex = 0;
      }
      _frame() {
        const frame = this.frames[this.frameIndex];
        this.frameIndex = ++this.frameIndex % this.frames.length;
        return this.colorize(frame);
      }
      _pause(icon) {
        if (this.spinner)
          clearInterval(this.spinner);
        this._reset();
        if (icon)
          this._render(` ${icon}`);
        this.output = void 0;
      }
      _start(opts) {
        this.color = cache_1.default.getInstance().get("config")?.theme?.spinner ?? this.color;
        if (opts.style)
          this.frames = this.getFrames(opts);
        this._reset();
        if (this.spinner)
          clearInterval(this.spinner);
        this._render();
        this.spinner = setInterval((icon) => this._render.bind(this)(icon), process.platform === "win32" ? 500 : 100, "spinner");
        const interval = this.spinner;
        interval.unref();
      }
      _stop(status) {
        if (this.task)
          this.task.status = status;
        if (this.spinner)
          clearInterval(this.spinner);
        this._render();
        this.output = void 0;
      }
      colorize(s) {
        return (0, theme_1.colorize)(this.color, s);
      }
      _lines(s) {
        return ansis_1.default.strip(s).split("\n").map((l) => Math.ceil(l.length / screen_1.errtermwidth)).reduce((c, i) => c + i, 0);
      }
      _render(icon) {
        if (!this.task)
          return;
        this._reset();
        this._flushStdout();
        const frame = icon === "spinner" ? ` ${this._frame()}` : icon || "";
        const status = this.task.status ? ` ${this.task.status}` : "";
        this.output = `${this.task.action}...${frame}${status}
`;
        this._write(this.std, this.output);
      }
      _reset() {
        if (!this.output)
          return;
        const lines = this._lines(this.output);
        this._write(this.std, ansiEscapes.cursorLeft + ansiEscapes.cursorUp(lines) + ansiEscapes.eraseDown);
        this.output = void 0;
      }
      getFrames(opts) {
        if (opts?.style)
          return cli_spinners_1.default[opts.style].frames;
        return cli_spinners_1.default[process.platform === "win32" ? "line" : "dots2"].frames;
      }
    };
    exports.default = SpinnerAction;
  }
});

// node_modules/@oclif/core/lib/ux/colorize-json.js
var require_colorize_json = __commonJS({
  "node_modules/@oclif/core/lib/ux/colorize-json.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.stringifyInput = stringifyInput;
    exports.tokenize = tokenize;
    exports.default = colorizeJson;
    var theme_1 = require_theme2();
    var tokenTypes = [
      { regex: /^\s+/, tokenType: "whitespace" },
      { regex: /^[{}]/, tokenType: "brace" },
      { regex: /^[[\]]/, tokenType: "bracket" },
      { regex: /^:/, tokenType: "colon" },
      { regex: /^,/, tokenType: "comma" },
      { regex: /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/i, tokenType: "number" },
      { regex: /^"(?:\\.|[^"\\])*"(?=\s*:)/, tokenType: "key" },
      { regex: /^"(?:\\.|[^"\\])*"/, tokenType: "string" },
      { regex: /^true|^false/, tokenType: "boolean" },
      { regex: /^null/, tokenType: "null" }
    ];
    function stringify(value, replacer, spaces) {
      return JSON.stringify(value, serializer(replacer, replacer), spaces);
    }
    __name(stringify, "stringify");
    function serializer(replacer, cycleReplacer) {
      const stack = [];
      const keys = [];
      if (!cycleReplacer)
        cycleReplacer = /* @__PURE__ */ __name(function(key, value) {
          if (stack[0] === value)
            return "[Circular ~]";
          return "[Circular ~." + keys.slice(0, stack.indexOf(value)).join(".") + "]";
        }, "cycleReplacer");
      return function(key, value) {
        if (stack.length > 0) {
          const thisPos = stack.indexOf(this);
          ~thisPos ? stack.splice(thisPos + 1) : stack.push(this);
          ~thisPos ? keys.splice(thisPos, Number.POSITIVE_INFINITY, key) : keys.push(key);
          if (stack.includes(value))
            value = cycleReplacer.call(this, key, value);
        } else
          stack.push(value);
        return replacer ? replacer.call(this, key, value) : value;
      };
    }
    __name(serializer, "serializer");
    function stringifyInput(json, options) {
      const str = options?.pretty ? stringify(typeof json === "string" ? JSON.parse(json) : json, void 0, 2) : typeof json === "string" ? json : stringify(json);
      return str;
    }
    __name(stringifyInput, "stringifyInput");
    function tokenize(json, options) {
      let input = stringifyInput(json, options);
      const tokens = [];
      let foundToken = false;
      do {
        for (const tokenType of tokenTypes) {
          const match = tokenType.regex.exec(input);
          if (match) {
            tokens.push({ type: tokenType.tokenType, value: match[0] });
            input = input.slice(match[0].length);
            foundToken = true;
            break;
          }
        }
      } while (hasRemainingTokens(input, foundToken));
      return tokens;
    }
    __name(tokenize, "tokenize");
    function hasRemainingTokens(input, foundToken) {
      return (input?.length ?? 0) > 0 && foundToken;
    }
    __name(hasRemainingTokens, "hasRemainingTokens");
    function colorizeJson(json, options) {
      const opts = { ...options, pretty: options?.pretty ?? true };
      return tokenize(json, opts).reduce((acc, token) => acc + (0, theme_1.colorize)(options?.theme?.[token.type], token.value), "");
    }
    __name(colorizeJson, "colorizeJson");
  }
});

// node_modules/@oclif/core/lib/ux/index.js
var require_ux = __commonJS({
  "node_modules/@oclif/core/lib/ux/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ux = exports.action = exports.stdout = exports.stderr = exports.colorize = exports.colorizeJson = exports.warn = exports.exit = exports.error = void 0;
    var error_1 = require_error();
    var exit_1 = require_exit2();
    var warn_1 = require_warn();
    var simple_1 = __importDefault(require_simple());
    var spinner_1 = __importDefault(require_spinner());
    var colorize_json_1 = __importDefault(require_colorize_json());
    var theme_1 = require_theme2();
    var write_1 = require_write();
    var error_2 = require_error();
    Object.defineProperty(exports, "error", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return error_2.error;
    }, "get") });
    var exit_2 = require_exit2();
    Object.defineProperty(exports, "exit", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return exit_2.exit;
    }, "get") });
    var warn_2 = require_warn();
    Object.defineProperty(exports, "warn", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return warn_2.warn;
    }, "get") });
    var colorize_json_2 = require_colorize_json();
    Object.defineProperty(exports, "colorizeJson", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return __importDefault(colorize_json_2).default;
    }, "get") });
    var theme_2 = require_theme2();
    Object.defineProperty(exports, "colorize", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return theme_2.colorize;
    }, "get") });
    var write_2 = require_write();
    Object.defineProperty(exports, "stderr", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return write_2.stderr;
    }, "get") });
    Object.defineProperty(exports, "stdout", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return write_2.stdout;
    }, "get") });
    var ACTION_TYPE = Boolean(process.stderr.isTTY) && !process.env.CI && !["dumb", "emacs-color"].includes(process.env.TERM) && "spinner" || "simple";
    exports.action = ACTION_TYPE === "spinner" ? new spinner_1.default() : new simple_1.default();
    exports.ux = {
      action: exports.action,
      /**
       * Add color to text.
       * @param color color to use. Can be hex code (e.g. `#ff0000`), rgb (e.g. `rgb(255, 255, 255)`) or a standard ansi color (e.g. `red`)
       * @param text string to colorize
       * @returns colorized string
       */
      colorize: theme_1.colorize,
      /**
       * Add color to JSON.
       *
       * options
       *  pretty: set to true to pretty print the JSON (defaults to true)
       *  theme: theme to use for colorizing. See keys below for available options. All keys are optional and must be valid colors (e.g. hex code, rgb, or standard ansi color).
       *
       * Available theme keys:
       * - brace
       * - bracket
       * - colon
       * - comma
       * - key
       * - string
       * - number
       * - boolean
       * - null
       */
      colorizeJson: colorize_json_1.default,
      /**
       * Throw an error.
       *
       * If `exit` option is `false`, the error will be logged to stderr but not exit the process.
       * If `exit` is set to a number, the process will exit with that code.
       */
      error: error_1.error,
      /**
       * Exit the process with provided exit code (defaults to 0).
       */
      exit: exit_1.exit,
      /**
       * Log a formatted string to stderr.
       *
       * See node's util.format() for formatting options.
       */
      stderr: write_1.stderr,
      /**
       * Log a formatted string to stdout.
       *
       * See node's util.format() for formatting options.
       */
      stdout: write_1.stdout,
      /**
       * Prints a pretty warning message to stderr.
       */
      warn: warn_1.warn
    };
  }
});

// node_modules/@oclif/core/lib/util/ensure-arg-object.js
var require_ensure_arg_object = __commonJS({
  "node_modules/@oclif/core/lib/util/ensure-arg-object.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ensureArgObject = ensureArgObject;
    function ensureArgObject(args) {
      return Array.isArray(args) ? (args ?? []).reduce((x, y) => ({ ...x, [y.name]: y }), {}) : args ?? {};
    }
    __name(ensureArgObject, "ensureArgObject");
  }
});

// node_modules/@oclif/core/lib/help/docopts.js
var require_docopts = __commonJS({
  "node_modules/@oclif/core/lib/help/docopts.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DocOpts = void 0;
    var ensure_arg_object_1 = require_ensure_arg_object();
    var DocOpts = class _DocOpts {
      static {
        __name(this, "DocOpts");
      }
      cmd;
      flagList;
      flagMap;
      constructor(cmd) {
        this.cmd = cmd;
        this.flagMap = {};
        this.flagList = Object.entries(cmd.flags || {}).filter(([_, flag]) => !flag.hidden).map(([name, flag]) => {
          this.flagMap[name] = flag;
          return flag;
        });
      }
      static formatUsageType(flag, showFlagName, showOptions) {
        if (flag.type !== "option")
          return "";
        let helpValues;
        if (flag.helpValue) {
          helpValues = typeof flag.helpValue === "string" ? [flag.helpValue] : flag.helpValue;
        } else if (flag.options) {
          helpValues = [showOptions ? flag.options.join("|") : "<option>"];
        } else if (showFlagName) {
          helpValues = [flag.name];
        } else {
          helpValues = ["<value>"];
        }
        return helpValues.map((v) => `${v}${flag.multiple ? "..." : ""}`).join(" ");
      }
      static generate(cmd) {
        return new _DocOpts(cmd).toString();
      }
      toString() {
        const opts = ["<%= command.id %>"];
        if (this.cmd.args) {
          const a = Object.values((0, ensure_arg_object_1.ensureArgObject)(this.cmd.args)).filter((arg) => !arg.hidden).map((arg) => {
            const suffix = arg.multiple ? "..." : this.cmd.strict === false ? "..." : "";
            return arg.required ? `${arg.name.toUpperCase()}${suffix}` : `[${arg.name.toUpperCase()}${suffix}]`;
          }) || [];
          opts.push(...a);
        }
        try {
          opts.push(...Object.values(this.groupFlagElements()));
        } catch {
          opts.push(...this.flagList.map((flag) => {
            const name = flag.char ? `-${flag.char}` : `--${flag.name}`;
            if (flag.type === "boolean")
              return name;
            return `${name}=${_DocOpts.formatUsageType(flag, false, true)}`;
          }));
        }
        return opts.join(" ");
      }
      combineElementsToFlag(elementMap, flagName, flagNames, unionString) {
        if (!this.flagMap[flagName]) {
          return;
        }
        let isRequired = this.flagMap[flagName]?.required;
        if (typeof isRequired !== "boolean" || !isRequired) {
          isRequired = flagNames.reduce((required, toCombine) => required || this.flagMap[toCombine]?.required || false, false);
        }
        for (const toCombine of flagNames) {
          elementMap[flagName] = `${elementMap[flagName] || ""}${unionString}${elementMap[toCombine] || ""}`;
          delete elementMap[toCombine];
          delete this.flagMap[toCombine];
        }
        elementMap[flagName] = isRequired ? `(${elementMap[flagName] || ""})` : `[${elementMap[flagName] || ""}]`;
        delete this.flagMap[flagName];
      }
      generateElements(elementMap = {}, flagGroups = []) {
        const elementStrs = [];
        for (const flag of flagGroups) {
          let type = "";
          const flagName = flag.char ? `-${flag.char}` : `--${flag.name}`;
          if (flag.type === "option") {
            type = ` ${_DocOpts.formatUsageType(flag, false, true)}`;
          }
          const element = `${flagName}${type}`;
          elementMap[flag.name] = element;
          elementStrs.push(element);
        }
        return elementStrs;
      }
      groupFlagElements() {
        const elementMap = {};
        this.generateElements(elementMap, this.flagList.filter((flag) => flag.required));
        this.generateElements(elementMap, this.flagList.filter((flag) => !flag.required));
        for (const flag of this.flagList) {
          if (Array.isArray(flag.dependsOn)) {
            this.combineElementsToFlag(elementMap, flag.name, flag.dependsOn, " ");
          }
          let exclusive;
          if (Array.isArray(flag.exclusive)) {
            exclusive = new Set(flag.exclusive);
          }
          if (Array.isArray(flag.combinable)) {
            const combinableFlags = new Set(flag.combinable);
            exclusive ??= /* @__PURE__ */ new Set();
            for (const item of this.flagList) {
              if (flag !== item && !combinableFlags.has(item.name)) {
                exclusive.add(item.name);
              }
            }
          }
          if (exclusive !== void 0 && exclusive.size > 0) {
            this.combineElementsToFlag(elementMap, flag.name, [...exclusive], " | ");
          }
        }
        for (const remainingFlagName of Object.keys(this.flagMap)) {
          const remainingFlag = this.flagMap[remainingFlagName] || {};
          if (!remainingFlag.required) {
            elementMap[remainingFlag.name] = `[${elementMap[remainingFlag.name] || ""}]`;
          }
        }
        return elementMap;
      }
    };
    exports.DocOpts = DocOpts;
  }
});

// node_modules/widest-line/index.js
var require_widest_line = __commonJS({
  "node_modules/widest-line/index.js"(exports, module) {
    "use strict";
    var stringWidth = require_string_width();
    var widestLine = /* @__PURE__ */ __name((input) => {
      let max = 0;
      for (const line of input.split("\n")) {
        max = Math.max(max, stringWidth(line));
      }
      return max;
    }, "widestLine");
    module.exports = widestLine;
    module.exports.default = widestLine;
  }
});

// node_modules/@oclif/core/lib/help/util.js
var require_util3 = __commonJS({
  "node_modules/@oclif/core/lib/help/util.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.template = template;
    exports.standardizeIDFromArgv = standardizeIDFromArgv;
    exports.getHelpFlagAdditions = getHelpFlagAdditions;
    exports.formatFlagDeprecationWarning = formatFlagDeprecationWarning;
    exports.formatCommandDeprecationWarning = formatCommandDeprecationWarning;
    exports.normalizeArgv = normalizeArgv;
    var ejs_1 = __importDefault(require_ejs());
    var util_1 = require_util2();
    var ids_1 = require_ids();
    function template(context) {
      function render(t) {
        return ejs_1.default.render(t, context);
      }
      __name(render, "render");
      return render;
    }
    __name(template, "template");
    var isFlag = /* @__PURE__ */ __name((s) => s.startsWith("-"), "isFlag");
    var isArgWithValue = /* @__PURE__ */ __name((s) => s.includes("="), "isArgWithValue");
    function collateSpacedCmdIDFromArgs(argv, config) {
      if (argv.length === 1)
        return argv;
      const findId = /* @__PURE__ */ __name((argv2) => {
        const ids = (0, util_1.collectUsableIds)(config.commandIDs);
        const final = [];
        const idPresent = /* @__PURE__ */ __name((id2) => ids.has(id2), "idPresent");
        const finalizeId = /* @__PURE__ */ __name((s) => (s ? [...final, s] : final).filter(Boolean).join(":"), "finalizeId");
        const hasArgs = /* @__PURE__ */ __name(() => {
          const id2 = finalizeId();
          if (!id2)
            return false;
          const cmd = config.findCommand(id2);
          return Boolean(cmd && (cmd.strict === false || Object.keys(cmd.args ?? {}).length > 0));
        }, "hasArgs");
        for (const arg of argv2) {
          if (idPresent(finalizeId(arg)))
            final.push(arg);
          else if (isArgWithValue(arg) || isFlag(arg) || hasArgs())
            break;
          else
            final.push(arg);
        }
        return finalizeId();
      }, "findId");
      const id = findId(argv);
      if (id) {
        const argvSlice = argv.slice(id.split(":").length);
        return [id, ...argvSlice];
      }
      return argv;
    }
    __name(collateSpacedCmdIDFromArgs, "collateSpacedCmdIDFromArgs");
    function standardizeIDFromArgv(argv, config) {
      if (argv.length === 0)
        return argv;
      if (config.topicSeparator === " ")
        argv = collateSpacedCmdIDFromArgs(argv, config);
      else if (config.topicSeparator !== ":")
        argv[0] = (0, ids_1.toStandardizedId)(argv[0], config);
      return argv;
    }
    __name(standardizeIDFromArgv, "standardizeIDFromArgv");
    function getHelpFlagAdditions(config) {
      const helpFlags = ["--help"];
      const additionalHelpFlags = config.pjson.oclif.additionalHelpFlags ?? [];
      return [...(/* @__PURE__ */ new Set([...additionalHelpFlags, ...helpFlags])).values()];
    }
    __name(getHelpFlagAdditions, "getHelpFlagAdditions");
    function formatFlagDeprecationWarning(flag, opts) {
      let message = `The "${flag}" flag has been deprecated`;
      if (opts === true)
        return `${message}.`;
      if (opts.message)
        return opts.message;
      if (opts.version) {
        message += ` and will be removed in version ${opts.version}`;
      }
      message += opts.to ? `. Use "${opts.to}" instead.` : ".";
      return message;
    }
    __name(formatFlagDeprecationWarning, "formatFlagDeprecationWarning");
    function formatCommandDeprecationWarning(command, opts) {
      let message = `The "${command}" command has been deprecated`;
      if (!opts)
        return `${message}.`;
      if (opts.message)
        return opts.message;
      if (opts.version) {
        message += ` and will be removed in version ${opts.version}`;
      }
      message += opts.to ? `. Use "${opts.to}" instead.` : ".";
      return message;
    }
    __name(formatCommandDeprecationWarning, "formatCommandDeprecationWarning");
    function normalizeArgv(config, argv = process.argv.slice(2)) {
      if (config.topicSeparator !== ":" && !argv[0]?.includes(":"))
        argv = standardizeIDFromArgv(argv, config);
      return argv;
    }
    __name(normalizeArgv, "normalizeArgv");
  }
});

// node_modules/@oclif/core/lib/help/formatter.js
var require_formatter = __commonJS({
  "node_modules/@oclif/core/lib/help/formatter.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HelpFormatter = void 0;
    var ansis_1 = __importDefault(require_ansis());
    var indent_string_1 = __importDefault(require_indent_string());
    var string_width_1 = __importDefault(require_string_width());
    var widest_line_1 = __importDefault(require_widest_line());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var screen_1 = require_screen();
    var theme_1 = require_theme2();
    var util_1 = require_util3();
    var HelpFormatter = class {
      static {
        __name(this, "HelpFormatter");
      }
      config;
      indentSpacing = 2;
      opts;
      /**
       * Takes a string and replaces `<%= prop =>` with the value of prop, where prop is anything on
       * `config=Interfaces.Config` or `opts=Interface.HelpOptions`.
       *
       * ```javascript
       * `<%= config.bin =>` // will resolve to the bin defined in `pjson.oclif`.
       * ```
       */
      render;
      constructor(config, opts = {}) {
        this.config = config;
        this.opts = { maxWidth: screen_1.stdtermwidth, ...opts };
        this.render = (0, util_1.template)(this);
      }
      /**
       * Indent by `this.indentSpacing`. The text should be wrap based on terminal width before indented.
       *
       * In order to call indent multiple times on the same set or text, the caller must wrap based on
       * the number of times the text has been indented. For example.
       *
       * ```javascript
       * const body = `main line\n${indent(wrap('indented example line', 4))}`
       * const header = 'SECTION'
       * console.log(`${header}\n${indent(wrap(body))}`
       * ```
       * will output
       * ```
       * SECTION
       *   main line
       *     indented example line
       * ```
       *
       * If the terminal width was 24 and the `4` was not provided in the first wrap, it would like like the following.
       * ```
       * SECTION
       *   main line
       *     indented example
       *   line
       * ```
       * @param body the text to indent
       * @param spacing the final number of spaces this text will be indented
       * @returns the formatted indented text
       */
      indent(body, spacing = this.indentSpacing) {
        return (0, indent_string_1.default)(body, spacing);
      }
      renderList(input, opts) {
        if (input.length === 0) {
          return "";
        }
        const renderMultiline = /* @__PURE__ */ __name(() => {
          let output2 = "";
          for (let [left, right] of input) {
            if (!left && !right)
              continue;
            if (left) {
              if (opts.stripAnsi)
                left = ansis_1.default.strip(left);
              output2 += this.wrap(left.trim(), opts.indentation);
            }
            if (right) {
              if (opts.stripAnsi)
                right = ansis_1.default.strip(right);
              output2 += "\n";
              output2 += this.indent(this.wrap(right.trim(), opts.indentation + 2), 4);
            }
            output2 += "\n\n";
          }
          return output2.trim();
        }, "renderMultiline");
        if (opts.multiline)
          return renderMultiline();
        const maxLength = (0, widest_line_1.default)(input.map((i) => i[0]).join("\n"));
        let output = "";
        let spacer = opts.spacer || "\n";
        let cur = "";
        for (const [left, r] of input) {
          let right = r;
          if (cur) {
            output += spacer;
            output += cur;
          }
          cur = left || "";
          if (opts.stripAnsi)
            cur = ansis_1.default.strip(cur);
          if (!right) {
            cur = cur.trim();
            continue;
          }
          if (opts.stripAnsi)
            right = ansis_1.default.strip(right);
          right = this.wrap(right.trim(), opts.indentation + maxLength + 2);
          const [first, ...lines] = right.split("\n").map((s) => s.trim());
          cur += " ".repeat(maxLength - (0, string_width_1.default)(cur) + 2);
          cur += first;
          if (lines.length === 0) {
            continue;
          }
          if (lines.length > 4)
            return renderMultiline();
          if (!opts.spacer)
            spacer = "\n";
          cur += "\n";
          cur += this.indent(lines.join("\n"), maxLength + 2);
        }
        if (cur) {
          output += spacer;
          output += cur;
        }
        return output.trim();
      }
      section(header, body) {
        let newBody;
        if (typeof body === "string") {
          newBody = this.render(body);
        } else if (Array.isArray(body)) {
          newBody = body.map((entry) => {
            if ("name" in entry) {
              const tableEntry = entry;
              return [this.render(tableEntry.name), this.render(tableEntry.description)];
            }
            const [left, right] = entry;
            return [this.render(left), right && this.render(right)];
          });
        } else if ("header" in body) {
          return this.section(body.header, body.body);
        } else {
          newBody = body.map((entry) => [entry.name, entry.description]).map(([left, right]) => [this.render(left), right && this.render(right)]);
        }
        const output = [
          (0, theme_1.colorize)(this.config?.theme?.sectionHeader, (0, theme_1.colorize)("bold", header)),
          (0, theme_1.colorize)(this.config?.theme?.sectionDescription, this.indent(Array.isArray(newBody) ? this.renderList(newBody, { indentation: 2, stripAnsi: this.opts.stripAnsi }) : newBody))
        ].join("\n");
        return this.opts.stripAnsi ? ansis_1.default.strip(output) : output;
      }
      /**
       * Wrap text according to `opts.maxWidth` which is typically set to the terminal width. All text
       * will be rendered before bring wrapped, otherwise it could mess up the lengths.
       *
       * A terminal will automatically wrap text, so this method is primarily used for indented
       * text. For indented text, specify the indentation so it is taken into account during wrapping.
       *
       * Here is an example of wrapping with indentation.
       * ```
       * <------ terminal window width ------>
       * <---------- no indentation --------->
       * This is my text that will be wrapped
       * once it passes maxWidth.
       *
       * <- indent -><------ text space ----->
       *             This is my text that will
       *             be wrapped once it passes
       *             maxWidth.
       *
       * <-- indent not taken into account ->
       *             This is my text that will
       * be wrapped
       *             once it passes maxWidth.
       * ```
       * @param body the text to wrap
       * @param spacing the indentation size to subtract from the terminal width
       * @returns the formatted wrapped text
       */
      wrap(body, spacing = this.indentSpacing) {
        return (0, wrap_ansi_1.default)(this.render(body), this.opts.maxWidth - spacing, { hard: true });
      }
    };
    exports.HelpFormatter = HelpFormatter;
  }
});

// node_modules/@oclif/core/lib/help/command.js
var require_command = __commonJS({
  "node_modules/@oclif/core/lib/help/command.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CommandHelp = void 0;
    var ansis_1 = __importDefault(require_ansis());
    var ensure_arg_object_1 = require_ensure_arg_object();
    var ids_1 = require_ids();
    var util_1 = require_util();
    var theme_1 = require_theme2();
    var docopts_1 = require_docopts();
    var formatter_1 = require_formatter();
    var POSSIBLE_LINE_FEED = /\r\n|\n/;
    function determineSortOrder(flagSortOrder) {
      if (flagSortOrder === "alphabetical")
        return "alphabetical";
      if (flagSortOrder === "none")
        return "none";
      return "alphabetical";
    }
    __name(determineSortOrder, "determineSortOrder");
    var CommandHelp = class extends formatter_1.HelpFormatter {
      static {
        __name(this, "CommandHelp");
      }
      command;
      config;
      opts;
      constructor(command, config, opts) {
        super(config, opts);
        this.command = command;
        this.config = config;
        this.opts = opts;
      }
      aliases(aliases) {
        if (!aliases || aliases.length === 0)
          return;
        const body = aliases.map((a) => [
          (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$"),
          (0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin),
          (0, theme_1.colorize)(this.config?.theme?.alias, a)
        ].join(" ")).join("\n");
        return body;
      }
      arg(arg) {
        const name = arg.name.toUpperCase();
        if (arg.required)
          return `${name}`;
        return `[${name}]`;
      }
      args(args) {
        if (args.filter((a) => a.description).length === 0)
          return;
        return args.map((a) => {
          const suffix = a.multiple ? "..." : this.command.strict === false ? "..." : "";
          let name = `${a.name.toUpperCase()}${suffix}`;
          name = a.required ? `${name}` : `[${name}]`;
          let description = a.description || "";
          if (a.default)
            description = `${(0, theme_1.colorize)(this.config?.theme?.flagDefaultValue, `[default: ${a.default}]`)} ${description}`;
          if (a.options)
            description = `${(0, theme_1.colorize)(this.config?.theme?.flagOptions, `(${a.options.join("|")})`)} ${description}`;
          return [
            (0, theme_1.colorize)(this.config?.theme?.flag, name),
            description ? (0, theme_1.colorize)(this.config?.theme?.sectionDescription, description) : void 0
          ];
        });
      }
      defaultUsage() {
        if (this.opts.docopts === void 0 || this.opts.docopts) {
          return docopts_1.DocOpts.generate(this.command);
        }
        return (0, util_1.compact)([
          this.command.id,
          Object.values(this.command.args ?? {})?.filter((a) => !a.hidden).map((a) => this.arg(a)).join(" ")
        ]).join(" ");
      }
      description() {
        const cmd = this.command;
        let description;
        if (this.opts.hideCommandSummaryInDescription) {
          description = [(cmd.description || "").split(POSSIBLE_LINE_FEED).at(-1) ?? ""];
        } else if (cmd.description) {
          const summary = cmd.summary ? `${cmd.summary}
` : null;
          description = summary ? [...summary.split(POSSIBLE_LINE_FEED), ...(cmd.description || "").split(POSSIBLE_LINE_FEED)] : (cmd.description || "").split(POSSIBLE_LINE_FEED);
        }
        if (description) {
          return this.wrap(description.join("\n"));
        }
      }
      examples(examples) {
        if (!examples || examples.length === 0)
          return;
        const body = (0, util_1.castArray)(examples).map((a) => {
          let description;
          let commands;
          if (typeof a === "string") {
            const lines = a.split(POSSIBLE_LINE_FEED).filter(Boolean);
            if (lines.length >= 2 && !this.isCommand(lines[0]) && lines.slice(1).every((i) => this.isCommand(i))) {
              description = lines[0];
              commands = lines.slice(1);
            } else {
              return lines.map((line) => this.formatIfCommand(line)).join("\n");
            }
          } else {
            description = a.description;
            commands = [a.command];
          }
          const multilineSeparator = this.config.platform === "win32" ? this.config.shell.includes("powershell") ? "`" : "^" : "\\";
          const finalIndentedSpacing = this.indentSpacing * 2;
          const multilineCommands = commands.map((c) => (
            // First indent keeping room for escaped newlines
            this.indent(this.wrap(this.formatIfCommand(c), finalIndentedSpacing + 4)).split(POSSIBLE_LINE_FEED).join(` ${multilineSeparator}
  `)
          )).join("\n");
          return `${this.wrap(description, finalIndentedSpacing)}

${multilineCommands}`;
        }).join("\n\n");
        return body;
      }
      flagHelpLabel(flag, showOptions = false) {
        let label = flag.helpLabel;
        if (!label) {
          const labels = [];
          labels.push(flag.char ? `-${flag.char[0]}` : "  ");
          if (flag.name) {
            if (flag.type === "boolean" && flag.allowNo) {
              labels.push(`--[no-]${flag.name.trim()}`);
            } else {
              labels.push(`--${flag.name.trim()}`);
            }
          }
          label = labels.join(flag.char ? (0, theme_1.colorize)(this.config?.theme?.flagSeparator, ", ") : "  ");
        }
        if (flag.type === "option") {
          let value = docopts_1.DocOpts.formatUsageType(flag, this.opts.showFlagNameInTitle ?? false, this.opts.showFlagOptionsInTitle ?? showOptions);
          if (!value.includes("|"))
            value = (0, theme_1.colorize)("underline", value);
          label += `=${value}`;
        }
        return (0, theme_1.colorize)(this.config.theme?.flag, label);
      }
      flags(flags) {
        if (flags.length === 0)
          return;
        const noChar = flags.reduce((previous, current) => previous && current.char === void 0, true);
        return flags.map((flag) => {
          let left = this.flagHelpLabel(flag);
          if (noChar)
            left = left.replace("    ", "");
          let right = flag.summary || flag.description || "";
          const metadata = [];
          const canBeCached = !(this.opts.respectNoCacheDefault === true && flag.noCacheDefault === true);
          if (flag.type === "option") {
            if (flag.default && canBeCached) {
              metadata.push(`default: ${flag.default}`);
            }
            if (flag.env) {
              metadata.push(`env: ${flag.env}`);
            }
          } else if (flag.type === "boolean" && flag.env) {
            metadata.push(`env: ${flag.env}`);
          }
          if (metadata.length > 0) {
            right = `${(0, theme_1.colorize)(this.config?.theme?.flagDefaultValue, `[${metadata.join(", ")}]`)} ${right}`;
          }
          if (flag.required)
            right = `${(0, theme_1.colorize)(this.config?.theme?.flagRequired, "(required)")} ${right}`;
          if (flag.type === "option" && flag.options && !flag.helpValue && !this.opts.showFlagOptionsInTitle) {
            right += (0, theme_1.colorize)(this.config?.theme?.flagOptions, `
<options: ${flag.options.join("|")}>`);
          }
          return [left, (0, theme_1.colorize)(this.config?.theme?.sectionDescription, right.trim())];
        });
      }
      flagsDescriptions(flags) {
        const flagsWithExtendedDescriptions = flags.filter((flag) => flag.summary && flag.description);
        if (flagsWithExtendedDescriptions.length === 0)
          return;
        const body = flagsWithExtendedDescriptions.map((flag) => {
          const summary = flag.summary || "";
          let flagHelp = this.flagHelpLabel(flag, true);
          if (!flag.char)
            flagHelp = flagHelp.replace("    ", "");
          flagHelp += flagHelp.length + summary.length + 2 < this.opts.maxWidth ? "  " + summary : "\n\n" + this.indent(this.wrap(summary, this.indentSpacing * 2));
          return `${flagHelp}

${this.indent(this.wrap(flag.description || "", this.indentSpacing * 2))}`;
        }).join("\n\n");
        return body;
      }
      generate() {
        const cmd = this.command;
        const unsortedFlags = Object.entries(cmd.flags || {}).filter(([, v]) => !v.hidden).map(([k, v]) => {
          v.name = k;
          return v;
        });
        const flags = determineSortOrder(this.opts.flagSortOrder) === "alphabetical" ? (0, util_1.sortBy)(unsortedFlags, (f) => [!f.char, f.char, f.name]) : unsortedFlags;
        const args = Object.values((0, ensure_arg_object_1.ensureArgObject)(cmd.args)).filter((a) => !a.hidden);
        const output = (0, util_1.compact)(this.sections().map(({ generate, header }) => {
          const body = generate({ args, cmd, flags }, header);
          if (Array.isArray(body)) {
            return body.map((helpSection) => helpSection && helpSection.body && this.section(helpSection.header, helpSection.body)).join("\n\n");
          }
          return body && this.section(header, body);
        })).join("\n\n");
        return output;
      }
      groupFlags(flags) {
        const mainFlags = [];
        const flagGroups = {};
        for (const flag of flags) {
          const group = flag.helpGroup;
          if (group) {
            if (!flagGroups[group])
              flagGroups[group] = [];
            flagGroups[group].push(flag);
          } else {
            mainFlags.push(flag);
          }
        }
        return { flagGroups, mainFlags };
      }
      sections() {
        const sections = [
          {
            generate: /* @__PURE__ */ __name(() => this.usage(), "generate"),
            header: this.opts.usageHeader || "USAGE"
          },
          {
            generate: /* @__PURE__ */ __name(({ args }, header) => [{ body: this.args(args), header }], "generate"),
            header: "ARGUMENTS"
          },
          {
            generate: /* @__PURE__ */ __name(({ flags }, header) => {
              const { flagGroups, mainFlags } = this.groupFlags(flags);
              const flagSections = [];
              const mainFlagBody = this.flags(mainFlags);
              if (mainFlagBody)
                flagSections.push({ body: mainFlagBody, header });
              for (const [name, flags2] of Object.entries(flagGroups)) {
                const body = this.flags(flags2);
                if (body)
                  flagSections.push({ body, header: `${name.toUpperCase()} ${header}` });
              }
              return (0, util_1.compact)(flagSections);
            }, "generate"),
            header: "FLAGS"
          },
          {
            generate: /* @__PURE__ */ __name(() => this.description(), "generate"),
            header: "DESCRIPTION"
          },
          {
            generate: /* @__PURE__ */ __name(({ cmd }) => this.aliases(cmd.aliases), "generate"),
            header: "ALIASES"
          },
          {
            generate: /* @__PURE__ */ __name(({ cmd }) => {
              const examples = cmd.examples || cmd.example;
              return this.examples(examples);
            }, "generate"),
            header: "EXAMPLES"
          },
          {
            generate: /* @__PURE__ */ __name(({ flags }) => this.flagsDescriptions(flags), "generate"),
            header: "FLAG DESCRIPTIONS"
          }
        ];
        const allowedSections = this.opts.sections?.map((s) => s.toLowerCase());
        return sections.filter(({ header }) => !allowedSections || allowedSections.includes(header.toLowerCase()));
      }
      usage() {
        const { id, usage } = this.command;
        const standardId = (0, ids_1.toStandardizedId)(id, this.config);
        const configuredId = (0, ids_1.toConfiguredId)(id, this.config);
        const body = (usage ? (0, util_1.castArray)(usage) : [this.defaultUsage()]).map((u) => {
          const allowedSpacing = this.opts.maxWidth - this.indentSpacing;
          const dollarSign = (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$");
          const bin = (0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin);
          const command = (0, theme_1.colorize)(this.config?.theme?.command, "<%= command.id %>");
          const commandDescription = (0, theme_1.colorize)(this.config?.theme?.sectionDescription, u.replace("<%= command.id %>", "").replace(new RegExp(`^${standardId}`), "").replace(new RegExp(`^${configuredId}`), "").trim());
          const line = `${dollarSign} ${bin} ${command} ${commandDescription}`.trim();
          if (line.length > allowedSpacing) {
            const splitIndex = line.slice(0, Math.max(0, allowedSpacing)).lastIndexOf(" ");
            return line.slice(0, Math.max(0, splitIndex)) + "\n" + this.indent(this.wrap(line.slice(Math.max(0, splitIndex)), this.indentSpacing * 2));
          }
          return this.wrap(line);
        }).join("\n");
        return body;
      }
      formatIfCommand(example) {
        example = this.render(example);
        const dollarSign = (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$");
        if (example.startsWith(this.config.bin))
          return `${dollarSign} ${example}`;
        if (example.startsWith(`$ ${this.config.bin}`))
          return `${dollarSign}${example.replace(`$`, "")}`;
        return example;
      }
      isCommand(example) {
        return ansis_1.default.strip(this.formatIfCommand(example)).startsWith(`${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${this.config.bin}`);
      }
    };
    exports.CommandHelp = CommandHelp;
    exports.default = CommandHelp;
  }
});

// node_modules/@oclif/core/lib/help/root.js
var require_root = __commonJS({
  "node_modules/@oclif/core/lib/help/root.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var ansis_1 = __importDefault(require_ansis());
    var util_1 = require_util();
    var theme_1 = require_theme2();
    var formatter_1 = require_formatter();
    var RootHelp = class extends formatter_1.HelpFormatter {
      static {
        __name(this, "RootHelp");
      }
      config;
      opts;
      constructor(config, opts) {
        super(config, opts);
        this.config = config;
        this.opts = opts;
      }
      description() {
        let description = this.config.pjson.oclif.description || this.config.pjson.description || "";
        description = this.render(description);
        description = description.split("\n").slice(1).join("\n");
        if (!description)
          return;
        return this.section("DESCRIPTION", this.wrap((0, theme_1.colorize)(this.config?.theme?.sectionDescription, description)));
      }
      root() {
        let description = this.config.pjson.oclif.description || this.config.pjson.description || "";
        description = this.render(description);
        description = description.split("\n")[0];
        let output = (0, util_1.compact)([
          (0, theme_1.colorize)(this.config?.theme?.commandSummary, description),
          this.version(),
          this.usage(),
          this.description()
        ]).join("\n\n");
        if (this.opts.stripAnsi)
          output = ansis_1.default.strip(output);
        return output;
      }
      usage() {
        return this.section(this.opts.usageHeader || "USAGE", this.wrap(`${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${(0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin)} ${(0, theme_1.colorize)(this.config?.theme?.sectionDescription, "[COMMAND]")}`));
      }
      version() {
        return this.section("VERSION", this.wrap((0, theme_1.colorize)(this.config?.theme?.version, this.config.userAgent)));
      }
    };
    exports.default = RootHelp;
  }
});

// node_modules/@oclif/core/lib/help/index.js
var require_help = __commonJS({
  "node_modules/@oclif/core/lib/help/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Help = exports.HelpBase = exports.standardizeIDFromArgv = exports.normalizeArgv = exports.getHelpFlagAdditions = exports.HelpFormatter = exports.CommandHelp = void 0;
    exports.loadHelpClass = loadHelpClass;
    var ansis_1 = __importDefault(require_ansis());
    var ts_path_1 = require_ts_path();
    var error_1 = require_error();
    var module_loader_1 = require_module_loader();
    var symbols_1 = require_symbols();
    var cache_default_value_1 = require_cache_default_value();
    var ids_1 = require_ids();
    var util_1 = require_util();
    var ux_1 = require_ux();
    var theme_1 = require_theme2();
    var command_1 = require_command();
    var formatter_1 = require_formatter();
    var root_1 = __importDefault(require_root());
    var util_2 = require_util3();
    var command_2 = require_command();
    Object.defineProperty(exports, "CommandHelp", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return command_2.CommandHelp;
    }, "get") });
    var formatter_2 = require_formatter();
    Object.defineProperty(exports, "HelpFormatter", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return formatter_2.HelpFormatter;
    }, "get") });
    var util_3 = require_util3();
    Object.defineProperty(exports, "getHelpFlagAdditions", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return util_3.getHelpFlagAdditions;
    }, "get") });
    Object.defineProperty(exports, "normalizeArgv", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return util_3.normalizeArgv;
    }, "get") });
    Object.defineProperty(exports, "standardizeIDFromArgv", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return util_3.standardizeIDFromArgv;
    }, "get") });
    function getHelpSubject(args, config) {
      const mergedHelpFlags = (0, util_2.getHelpFlagAdditions)(config);
      for (const arg of args) {
        if (arg === "--")
          return;
        if (mergedHelpFlags.includes(arg) || arg === "help")
          continue;
        if (arg.startsWith("-"))
          return;
        return arg;
      }
    }
    __name(getHelpSubject, "getHelpSubject");
    var HelpBase = class extends formatter_1.HelpFormatter {
      static {
        __name(this, "HelpBase");
      }
      constructor(config, opts = {}) {
        super(config, opts);
        if (!config.topicSeparator)
          config.topicSeparator = ":";
      }
    };
    exports.HelpBase = HelpBase;
    var Help = class extends HelpBase {
      static {
        __name(this, "Help");
      }
      CommandHelpClass = command_1.CommandHelp;
      constructor(config, opts = {}) {
        super(config, opts);
      }
      /*
       * _topics is to work around Interfaces.topics mistakenly including commands that do
       * not have children, as well as topics. A topic has children, either commands or other topics. When
       * this is fixed upstream config.topics should return *only* topics with children,
       * and this can be removed.
       */
      get _topics() {
        return this.config.topics.filter((topic) => {
          const hasChild = this.config.topics.some((subTopic) => subTopic.name.includes(`${topic.name}:`));
          return hasChild;
        });
      }
      get sortedCommands() {
        let { commands } = this.config;
        commands = commands.filter((c) => this.opts.all || !c.hidden);
        commands = (0, util_1.sortBy)(commands, (c) => c.id);
        commands = (0, util_1.uniqBy)(commands, (c) => c.id);
        return commands;
      }
      get sortedTopics() {
        let topics = this._topics;
        topics = topics.filter((t) => this.opts.all || !t.hidden);
        topics = (0, util_1.sortBy)(topics, (t) => t.name);
        topics = (0, util_1.uniqBy)(topics, (t) => t.name);
        return topics;
      }
      command(command) {
        return this.formatCommand(command);
      }
      description(c) {
        const description = this.render(c.description || "");
        if (c.summary) {
          return description;
        }
        return description.split("\n").slice(1).join("\n");
      }
      formatCommand(command) {
        if (this.config.topicSeparator !== ":") {
          command.id = command.id.replaceAll(":", this.config.topicSeparator);
          command.aliases = command.aliases && command.aliases.map((a) => a.replaceAll(":", this.config.topicSeparator));
        }
        const help = this.getCommandHelpClass(command);
        return help.generate();
      }
      formatCommands(commands) {
        if (commands.length === 0)
          return "";
        const body = this.renderList(commands.filter((c) => this.opts.hideAliasesFromRoot ? !c.aliases?.includes(c.id) : true).map((c) => {
          if (this.config.topicSeparator !== ":")
            c.id = c.id.replaceAll(":", this.config.topicSeparator);
          const summary = this.summary(c);
          return [
            (0, theme_1.colorize)(this.config?.theme?.command, c.id),
            summary && (0, theme_1.colorize)(this.config?.theme?.sectionDescription, ansis_1.default.strip(summary))
          ];
        }), {
          indentation: 2,
          spacer: "\n",
          stripAnsi: this.opts.stripAnsi
        });
        return this.section("COMMANDS", body);
      }
      formatRoot() {
        const help = new root_1.default(this.config, this.opts);
        return help.root();
      }
      formatTopic(topic) {
        let description = this.render(topic.description || "");
        const summary = description.split("\n")[0];
        description = description.split("\n").slice(1).join("\n");
        let topicID = `${topic.name}:COMMAND`;
        if (this.config.topicSeparator !== ":")
          topicID = topicID.replaceAll(":", this.config.topicSeparator);
        let output = (0, util_1.compact)([
          (0, theme_1.colorize)(this.config?.theme?.commandSummary, summary),
          this.section(this.opts.usageHeader || "USAGE", `${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${(0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin)} ${topicID}`),
          description && this.section("DESCRIPTION", this.wrap((0, theme_1.colorize)(this.config?.theme?.sectionDescription, description)))
        ]).join("\n\n");
        if (this.opts.stripAnsi)
          output = ansis_1.default.strip(output);
        return output + "\n";
      }
      formatTopics(topics) {
        if (topics.length === 0)
          return "";
        const body = this.renderList(topics.map((c) => {
          if (this.config.topicSeparator !== ":")
            c.name = c.name.replaceAll(":", this.config.topicSeparator);
          return [
            (0, theme_1.colorize)(this.config?.theme?.topic, c.name),
            c.description && this.render((0, theme_1.colorize)(this.config?.theme?.sectionDescription, c.description.split("\n")[0]))
          ];
        }), {
          indentation: 2,
          spacer: "\n",
          stripAnsi: this.opts.stripAnsi
        });
        return this.section("TOPICS", body);
      }
      getCommandHelpClass(command) {
        return new this.CommandHelpClass(command, this.config, this.opts);
      }
      log(...args) {
        return this.opts.sendToStderr ? ux_1.ux.stderr(args) : ux_1.ux.stdout(args);
      }
      async showCommandHelp(command) {
        const name = command.id;
        const depth = name.split(":").length;
        const subTopics = this.sortedTopics.filter((t) => t.name.startsWith(name + ":") && t.name.split(":").length === depth + 1);
        const subCommands = this.sortedCommands.filter((c) => c.id.startsWith(name + ":") && c.id.split(":").length === depth + 1);
        const plugin = this.config.plugins.get(command.pluginName);
        const state = this.config.pjson?.oclif?.state || plugin?.pjson?.oclif?.state || command.state;
        if (state) {
          this.log(state === "deprecated" ? `${(0, util_2.formatCommandDeprecationWarning)((0, ids_1.toConfiguredId)(name, this.config), command.deprecationOptions)}
` : `This command is in ${state}.
`);
        }
        if (command.deprecateAliases && [...command.aliases ?? [], ...command.hiddenAliases ?? []].includes(name)) {
          const actualCmd = this.config.commands.find((c) => [...c.aliases ?? [], ...c.hiddenAliases ?? []].includes(name));
          const actualCmdName = actualCmd ? (0, ids_1.toConfiguredId)(actualCmd.id, this.config) : "";
          const opts = { ...command.deprecationOptions, ...actualCmd ? { to: actualCmdName } : {} };
          this.log(`${(0, util_2.formatCommandDeprecationWarning)((0, ids_1.toConfiguredId)(name, this.config), opts)}
`);
        }
        const summary = this.summary(command);
        if (summary) {
          this.log(summary + "\n");
        }
        this.log(this.formatCommand(command));
        this.log("");
        if (subTopics.length > 0) {
          this.log(this.formatTopics(subTopics));
          this.log("");
        }
        if (subCommands.length > 0) {
          const aliases = [];
          const uniqueSubCommands = subCommands.filter((p) => {
            aliases.push(...p.aliases);
            return !aliases.includes(p.id);
          });
          this.log(this.formatCommands(uniqueSubCommands));
          this.log("");
        }
      }
      async showHelp(argv) {
        const originalArgv = argv.slice(1);
        argv = argv.filter((arg) => !(0, util_2.getHelpFlagAdditions)(this.config).includes(arg));
        if (this.config.topicSeparator !== ":")
          argv = (0, util_2.standardizeIDFromArgv)(argv, this.config);
        const subject = getHelpSubject(argv, this.config);
        if (!subject) {
          if (this.config.isSingleCommandCLI) {
            const rootCmd = this.config.findCommand(symbols_1.SINGLE_COMMAND_CLI_SYMBOL);
            if (rootCmd) {
              rootCmd.id = "";
              await this.showCommandHelp(rootCmd);
              return;
            }
          }
          await this.showRootHelp();
          return;
        }
        const command = this.config.findCommand(subject);
        if (command) {
          if (command.id === symbols_1.SINGLE_COMMAND_CLI_SYMBOL) {
            command.id = "";
          }
          if (command.hasDynamicHelp && command.pluginType !== "jit") {
            const loaded = await command.load();
            for (const [name, flag] of Object.entries(loaded.flags ?? {})) {
              if (flag.type === "boolean")
                continue;
              command.flags[name].default = await (0, cache_default_value_1.cacheDefaultValue)(flag, false);
            }
            await this.showCommandHelp(command);
          } else {
            await this.showCommandHelp(command);
          }
          return;
        }
        const topic = this.config.findTopic(subject);
        if (topic) {
          await this.showTopicHelp(topic);
          return;
        }
        if (this.config.flexibleTaxonomy) {
          const matches = this.config.findMatches(subject, originalArgv);
          if (matches.length > 0) {
            const result = await this.config.runHook("command_incomplete", {
              argv: originalArgv.filter((o) => !subject.split(":").includes(o)),
              id: subject,
              matches
            });
            if (result.successes.length > 0)
              return;
          }
        }
        (0, error_1.error)(`Command ${subject} not found.`);
      }
      async showRootHelp() {
        let rootTopics = this.sortedTopics;
        let rootCommands = this.sortedCommands;
        const state = this.config.pjson?.oclif?.state;
        if (state) {
          this.log(state === "deprecated" ? `${this.config.bin} is deprecated` : `${this.config.bin} is in ${state}.
`);
        }
        this.log(this.formatRoot());
        this.log("");
        if (!this.opts.all) {
          rootTopics = rootTopics.filter((t) => !t.name.includes(":"));
          rootCommands = rootCommands.filter((c) => !c.id.includes(":"));
        }
        if (rootTopics.length > 0) {
          this.log(this.formatTopics(rootTopics));
          this.log("");
        }
        if (rootCommands.length > 0) {
          rootCommands = rootCommands.filter((c) => c.id);
          this.log(this.formatCommands(rootCommands));
          this.log("");
        }
      }
      async showTopicHelp(topic) {
        const { name } = topic;
        const depth = name.split(":").length;
        const subTopics = this.sortedTopics.filter((t) => t.name.startsWith(name + ":") && t.name.split(":").length === depth + 1);
        const commands = this.sortedCommands.filter((c) => c.id.startsWith(name + ":") && c.id.split(":").length === depth + 1);
        const state = this.config.pjson?.oclif?.state;
        if (state)
          this.log(`This topic is in ${state}.
`);
        this.log(this.formatTopic(topic));
        if (subTopics.length > 0) {
          this.log(this.formatTopics(subTopics));
          this.log("");
        }
        if (commands.length > 0) {
          this.log(this.formatCommands(commands));
          this.log("");
        }
      }
      summary(c) {
        if (this.opts.sections && !this.opts.sections.map((s) => s.toLowerCase()).includes("summary"))
          return;
        if (c.summary)
          return (0, theme_1.colorize)(this.config?.theme?.commandSummary, this.render(c.summary.split("\n")[0]));
        return c.description && (0, theme_1.colorize)(this.config?.theme?.commandSummary, this.render(c.description).split("\n")[0]);
      }
    };
    exports.Help = Help;
    function extractClass(exported) {
      return exported && exported.default ? exported.default : exported;
    }
    __name(extractClass, "extractClass");
    function determineLocation(helpClass) {
      if (typeof helpClass === "string")
        return { identifier: "default", target: helpClass };
      if (!helpClass.identifier)
        return { ...helpClass, identifier: "default" };
      return helpClass;
    }
    __name(determineLocation, "determineLocation");
    async function loadHelpClass(config) {
      if (config.pjson.oclif?.helpClass) {
        const { identifier, target } = determineLocation(config.pjson.oclif?.helpClass);
        try {
          const path = await (0, ts_path_1.tsPath)(config.root, target) ?? target;
          const module2 = await (0, module_loader_1.load)(config, path);
          const helpClass = module2[identifier] ?? (identifier === "default" ? extractClass(module2) : void 0);
          return extractClass(helpClass);
        } catch (error) {
          throw new Error(`Unable to load configured help class "${target}", failed with message:
${error.message}`);
        }
      }
      return Help;
    }
    __name(loadHelpClass, "loadHelpClass");
  }
});

// node_modules/@oclif/core/lib/errors/handle.js
var require_handle = __commonJS({
  "node_modules/@oclif/core/lib/errors/handle.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Exit = void 0;
    exports.handle = handle;
    var clean_stack_1 = __importDefault(require_clean_stack());
    var cache_1 = __importDefault(require_cache());
    var index_1 = require_help();
    var logger_1 = require_logger();
    var cli_1 = require_cli();
    var exit_1 = require_exit();
    var pretty_print_1 = __importDefault(require_pretty_print());
    exports.Exit = {
      exit(code = 0) {
        process.exit(code);
      }
    };
    async function handle(err) {
      try {
        if (!err)
          err = new cli_1.CLIError("no error?");
        if (err.message === "SIGINT")
          exports.Exit.exit(1);
        const shouldPrint = !(err instanceof exit_1.ExitError) && !err.skipOclifErrorHandling;
        const pretty = (0, pretty_print_1.default)(err);
        const stack = (0, clean_stack_1.default)(err.stack || "", { pretty: true });
        if (shouldPrint) {
          console.error(pretty ?? stack);
          const config = cache_1.default.getInstance().get("config");
          if (err.showHelp && err.parse?.input?.argv && config) {
            const options = {
              ...config.pjson.oclif.helpOptions ?? config.pjson.helpOptions,
              sections: ["flags", "usage", "arguments"],
              sendToStderr: true
            };
            const help = new index_1.Help(config, options);
            console.error();
            await help.showHelp(process.argv.slice(2));
          }
        }
        const exitCode = err.oclif?.exit ?? 1;
        if (err.code !== "EEXIT" && stack) {
          (0, logger_1.getLogger)().error(stack);
        }
        exports.Exit.exit(exitCode);
      } catch (error) {
        console.error(err.stack);
        console.error(error.stack);
        exports.Exit.exit(1);
      }
    }
    __name(handle, "handle");
  }
});

// node_modules/@oclif/core/lib/errors/index.js
var require_errors = __commonJS({
  "node_modules/@oclif/core/lib/errors/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.warn = exports.handle = exports.exit = exports.ModuleLoadError = exports.ExitError = exports.CLIError = exports.error = void 0;
    var error_1 = require_error();
    Object.defineProperty(exports, "error", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return error_1.error;
    }, "get") });
    var cli_1 = require_cli();
    Object.defineProperty(exports, "CLIError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return cli_1.CLIError;
    }, "get") });
    var exit_1 = require_exit();
    Object.defineProperty(exports, "ExitError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return exit_1.ExitError;
    }, "get") });
    var module_load_1 = require_module_load();
    Object.defineProperty(exports, "ModuleLoadError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return module_load_1.ModuleLoadError;
    }, "get") });
    var exit_2 = require_exit2();
    Object.defineProperty(exports, "exit", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return exit_2.exit;
    }, "get") });
    var handle_1 = require_handle();
    Object.defineProperty(exports, "handle", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return handle_1.handle;
    }, "get") });
    var warn_1 = require_warn();
    Object.defineProperty(exports, "warn", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return warn_1.warn;
    }, "get") });
  }
});

// node_modules/@oclif/core/lib/performance.js
var require_performance = __commonJS({
  "node_modules/@oclif/core/lib/performance.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Performance = exports.OCLIF_MARKER_OWNER = void 0;
    var node_perf_hooks_1 = __require("node:perf_hooks");
    var logger_1 = require_logger();
    var settings_1 = require_settings();
    exports.OCLIF_MARKER_OWNER = "@oclif/core";
    var Marker = class {
      static {
        __name(this, "Marker");
      }
      owner;
      name;
      details;
      method;
      module;
      scope;
      stopped = false;
      startMarker;
      stopMarker;
      constructor(owner, name, details = {}) {
        this.owner = owner;
        this.name = name;
        this.details = details;
        this.startMarker = `${this.name}-start`;
        this.stopMarker = `${this.name}-stop`;
        const [caller, scope] = name.split("#");
        const [module2, method] = caller.split(".");
        this.module = module2;
        this.method = method;
        this.scope = scope;
        node_perf_hooks_1.performance.mark(this.startMarker);
      }
      addDetails(details) {
        this.details = { ...this.details, ...details };
      }
      measure() {
        node_perf_hooks_1.performance.measure(this.name, this.startMarker, this.stopMarker);
      }
      stop() {
        this.stopped = true;
        node_perf_hooks_1.performance.mark(this.stopMarker);
      }
    };
    var Performance = class _Performance {
      static {
        __name(this, "Performance");
      }
      static _oclifPerf;
      /* Key: marker.owner */
      static _results = /* @__PURE__ */ new Map();
      /* Key: marker.name */
      static markers = /* @__PURE__ */ new Map();
      /**
       * Collect performance results into static Performance.results
       *
       * @returns Promise<void>
       */
      static async collect() {
        if (!_Performance.enabled)
          return;
        if (_Performance._results.size > 0)
          return;
        const markers = [..._Performance.markers.values()];
        if (markers.length === 0)
          return;
        for (const marker of markers.filter((m) => !m.stopped)) {
          marker.stop();
        }
        return new Promise((resolve) => {
          const perfObserver = new node_perf_hooks_1.PerformanceObserver((items) => {
            for (const entry of items.getEntries()) {
              const marker = _Performance.markers.get(entry.name);
              if (marker) {
                const result = {
                  details: marker.details,
                  duration: entry.duration,
                  method: marker.method,
                  module: marker.module,
                  name: entry.name,
                  scope: marker.scope
                };
                const existing = _Performance._results.get(marker.owner) ?? [];
                _Performance._results.set(marker.owner, [...existing, result]);
              }
            }
            const oclifResults = _Performance._results.get(exports.OCLIF_MARKER_OWNER) ?? [];
            const command = oclifResults.find((r) => r.name.startsWith("config.runCommand"));
            const commandLoadTime = command ? _Performance.getResult(exports.OCLIF_MARKER_OWNER, `plugin.findCommand#${command.details.plugin}.${command.details.command}`)?.duration ?? 0 : 0;
            const pluginLoadTimes = Object.fromEntries(oclifResults.filter(({ name }) => name.startsWith("plugin.load#")).sort((a, b) => b.duration - a.duration).map(({ details, duration, scope }) => [scope, { details, duration }]));
            const hookRunTimes = oclifResults.filter(({ name }) => name.startsWith("config.runHook#")).reduce((acc, perfResult) => {
              const event = perfResult.details.event;
              if (event) {
                if (!acc[event])
                  acc[event] = {};
                acc[event][perfResult.scope] = perfResult.duration;
              } else {
                const event2 = perfResult.scope;
                if (!acc[event2])
                  acc[event2] = {};
                acc[event2].total = perfResult.duration;
              }
              return acc;
            }, {});
            const pluginLoadTimeByType = Object.fromEntries(oclifResults.filter(({ name }) => name.startsWith("config.loadPlugins#")).sort((a, b) => b.duration - a.duration).map(({ duration, scope }) => [scope, duration]));
            _Performance._oclifPerf = {
              hookRunTimes,
              "oclif.commandLoadMs": commandLoadTime,
              "oclif.commandRunMs": oclifResults.find(({ name }) => name.startsWith("config.runCommand#"))?.duration ?? 0,
              "oclif.configLoadMs": _Performance.getResult(exports.OCLIF_MARKER_OWNER, "config.load")?.duration ?? 0,
              "oclif.corePluginsLoadMs": pluginLoadTimeByType.core ?? 0,
              "oclif.initHookMs": hookRunTimes.init?.total ?? 0,
              "oclif.initMs": _Performance.getResult(exports.OCLIF_MARKER_OWNER, "main.run#init")?.duration ?? 0,
              "oclif.linkedPluginsLoadMs": pluginLoadTimeByType.link ?? 0,
              "oclif.postrunHookMs": hookRunTimes.postrun?.total ?? 0,
              "oclif.prerunHookMs": hookRunTimes.prerun?.total ?? 0,
              "oclif.runMs": _Performance.getResult(exports.OCLIF_MARKER_OWNER, "main.run")?.duration ?? 0,
              "oclif.userPluginsLoadMs": pluginLoadTimeByType.user ?? 0,
              pluginLoadTimes
            };
            resolve();
          });
          perfObserver.observe({ buffered: true, entryTypes: ["measure"] });
          for (const marker of markers) {
            try {
              marker.measure();
            } catch {
            }
          }
          node_perf_hooks_1.performance.clearMarks();
        });
      }
      /**
       * Add debug logs for plugin loading performance
       */
      static debug() {
        if (!_Performance.enabled)
          return;
        const oclifDebug = (0, logger_1.makeDebug)("perf");
        const processUpTime = (process.uptime() * 1e3).toFixed(4);
        oclifDebug("Process Uptime: %sms", processUpTime);
        oclifDebug("Oclif Time: %sms", _Performance.oclifPerf["oclif.runMs"].toFixed(4));
        oclifDebug("Init Time: %sms", _Performance.oclifPerf["oclif.initMs"].toFixed(4));
        oclifDebug("Config Load Time: %sms", _Performance.oclifPerf["oclif.configLoadMs"].toFixed(4));
        oclifDebug("  \u2022 Root Plugin Load Time: %sms", _Performance.getResult(exports.OCLIF_MARKER_OWNER, "plugin.load#root")?.duration.toFixed(4) ?? 0);
        oclifDebug("  \u2022 Plugins Load Time: %sms", _Performance.getResult(exports.OCLIF_MARKER_OWNER, "config.loadAllPlugins")?.duration.toFixed(4) ?? 0);
        oclifDebug("  \u2022 Commands Load Time: %sms", _Performance.getResult(exports.OCLIF_MARKER_OWNER, "config.loadAllCommands")?.duration.toFixed(4) ?? 0);
        oclifDebug("Core Plugin Load Time: %sms", _Performance.oclifPerf["oclif.corePluginsLoadMs"].toFixed(4));
        oclifDebug("User Plugin Load Time: %sms", _Performance.oclifPerf["oclif.userPluginsLoadMs"].toFixed(4));
        oclifDebug("Linked Plugin Load Time: %sms", _Performance.oclifPerf["oclif.linkedPluginsLoadMs"].toFixed(4));
        oclifDebug("Plugin Load Times:");
        for (const [plugin, result] of Object.entries(_Performance.oclifPerf.pluginLoadTimes)) {
          if (result.details.hasManifest) {
            oclifDebug(`  ${plugin}: ${result.duration.toFixed(4)}ms`);
          } else {
            oclifDebug(`  ${plugin}: ${result.duration.toFixed(4)}ms (no manifest!)`);
          }
        }
        oclifDebug("Hook Run Times:");
        for (const [event, runTimes] of Object.entries(_Performance.oclifPerf.hookRunTimes)) {
          oclifDebug(`  ${event}:`);
          for (const [plugin, duration] of Object.entries(runTimes)) {
            oclifDebug(`    ${plugin}: ${duration.toFixed(4)}ms`);
          }
        }
        oclifDebug("Command Load Time: %sms", _Performance.oclifPerf["oclif.commandLoadMs"].toFixed(4));
        oclifDebug("Command Run Time: %sms", _Performance.oclifPerf["oclif.commandRunMs"].toFixed(4));
        if (_Performance.oclifPerf["oclif.configLoadMs"] > _Performance.oclifPerf["oclif.runMs"]) {
          oclifDebug("! Config load time is greater than total oclif time. This might mean that Config was instantiated before oclif was run.");
        }
        const nonCoreDebug = (0, logger_1.makeDebug)("non-oclif-perf");
        const nonCorePerf = _Performance.results;
        if (nonCorePerf.size > 0) {
          nonCoreDebug("Non-Core Performance Measurements:");
          for (const [owner, results] of nonCorePerf) {
            nonCoreDebug(`  ${owner}:`);
            for (const result of results) {
              nonCoreDebug(`    ${result.name}: ${result.duration.toFixed(4)}ms`);
            }
          }
        }
      }
      static getResult(owner, name) {
        return _Performance._results.get(owner)?.find((r) => r.name === name);
      }
      /**
       * Add a new performance marker
       *
       * @param owner An npm package like `@oclif/core` or `@salesforce/source-tracking`
       * @param name Name of the marker. Use `module.method#scope` format
       * @param details Arbitrary details to attach to the marker
       * @returns Marker instance
       */
      static mark(owner, name, details = {}) {
        if (!_Performance.enabled)
          return;
        const marker = new Marker(owner, name, details);
        _Performance.markers.set(marker.name, marker);
        return marker;
      }
      static get enabled() {
        return settings_1.settings.performanceEnabled ?? false;
      }
      static get oclifPerf() {
        if (!_Performance.enabled)
          return {};
        if (_Performance._oclifPerf)
          return _Performance._oclifPerf;
        throw new Error("Perf results not available. Did you forget to call await Performance.collect()?");
      }
      /** returns a map of owner, PerfResult[].  Excludes oclif PerfResult, which you can get from oclifPerf */
      static get results() {
        if (!_Performance.enabled)
          return /* @__PURE__ */ new Map();
        return new Map([..._Performance._results.entries()].filter(([owner]) => owner !== exports.OCLIF_MARKER_OWNER));
      }
    };
    exports.Performance = Performance;
  }
});

// node_modules/@oclif/core/lib/util/determine-priority.js
var require_determine_priority = __commonJS({
  "node_modules/@oclif/core/lib/util/determine-priority.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.determinePriority = determinePriority;
    function determinePriority(plugins, commands) {
      const commandPlugins = commands.sort((a, b) => {
        const pluginAliasA = a.pluginAlias ?? "A-Cannot-Find-This";
        const pluginAliasB = b.pluginAlias ?? "B-Cannot-Find-This";
        const aIndex = plugins.indexOf(pluginAliasA);
        const bIndex = plugins.indexOf(pluginAliasB);
        if (a.pluginType === "core" && b.pluginType === "core") {
          return aIndex - bIndex;
        }
        if (b.pluginType === "core" && a.pluginType !== "core") {
          return 1;
        }
        if (a.pluginType === "core" && b.pluginType !== "core") {
          return -1;
        }
        if (a.pluginType === "jit" && b.pluginType !== "jit") {
          return 1;
        }
        if (b.pluginType === "jit" && a.pluginType !== "jit") {
          return -1;
        }
        return 0;
      });
      return commandPlugins[0];
    }
    __name(determinePriority, "determinePriority");
  }
});

// node_modules/@oclif/core/lib/util/os.js
var require_os = __commonJS({
  "node_modules/@oclif/core/lib/util/os.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getHomeDir = getHomeDir;
    exports.getPlatform = getPlatform;
    exports.getShell = getShell;
    var node_child_process_1 = __require("node:child_process");
    var node_os_1 = __require("node:os");
    var node_path_1 = __importDefault(__require("node:path"));
    function getHomeDir() {
      return (0, node_os_1.homedir)();
    }
    __name(getHomeDir, "getHomeDir");
    async function getPlatform() {
      return (await import("./wsl-utils-DXEQYFI4.js")).isWsl ? "wsl" : (0, node_os_1.platform)();
    }
    __name(getPlatform, "getPlatform");
    async function getShell() {
      let shellPath;
      const SHELL = process.env.SHELL ?? (0, node_os_1.userInfo)().shell?.split(node_path_1.default.sep)?.pop();
      if (SHELL) {
        shellPath = SHELL.split("/");
      } else if (await getPlatform() === "win32") {
        shellPath = (await determineWindowsShell()).split(node_path_1.default.sep);
      } else {
        shellPath = ["unknown"];
      }
      return shellPath.at(-1) ?? "unknown";
    }
    __name(getShell, "getShell");
    async function determineWindowsShell() {
      try {
        const parentProcessName = (0, node_child_process_1.execSync)(`${await (await import("./wsl-utils-DXEQYFI4.js")).powerShellPath()} -NoProfile -Command "(Get-CimInstance Win32_Process -Filter 'ProcessID = ${process.ppid}').Name"`, { encoding: "utf8" });
        return parentProcessName.includes("powershell") || parentProcessName.includes("pwsh") ? "powershell" : process.env.COMSPEC ?? "cmd.exe";
      } catch {
        return process.env.COMSPEC ?? "cmd.exe";
      }
    }
    __name(determineWindowsShell, "determineWindowsShell");
  }
});

// node_modules/balanced-match/dist/commonjs/index.js
var require_commonjs = __commonJS({
  "node_modules/balanced-match/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.range = exports.balanced = void 0;
    var balanced = /* @__PURE__ */ __name((a, b, str) => {
      const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
      const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
      const r = ma !== null && mb != null && (0, exports.range)(ma, mb, str);
      return r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length)
      };
    }, "balanced");
    exports.balanced = balanced;
    var maybeMatch = /* @__PURE__ */ __name((reg, str) => {
      const m = str.match(reg);
      return m ? m[0] : null;
    }, "maybeMatch");
    var range = /* @__PURE__ */ __name((a, b, str) => {
      let begs, beg, left, right = void 0, result;
      let ai = str.indexOf(a);
      let bi = str.indexOf(b, ai + 1);
      let i = ai;
      if (ai >= 0 && bi > 0) {
        if (a === b) {
          return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
          if (i === ai) {
            begs.push(i);
            ai = str.indexOf(a, i + 1);
          } else if (begs.length === 1) {
            const r = begs.pop();
            if (r !== void 0)
              result = [r, bi];
          } else {
            beg = begs.pop();
            if (beg !== void 0 && beg < left) {
              left = beg;
              right = bi;
            }
            bi = str.indexOf(b, i + 1);
          }
          i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== void 0) {
          result = [left, right];
        }
      }
      return result;
    }, "range");
    exports.range = range;
  }
});

// node_modules/brace-expansion/dist/commonjs/index.js
var require_commonjs2 = __commonJS({
  "node_modules/brace-expansion/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.EXPANSION_MAX_STEPS = exports.EXPANSION_MAX_REWRITES = exports.EXPANSION_MAX_DEPTH = exports.EXPANSION_MAX_LENGTH = exports.EXPANSION_MAX = void 0;
    exports.expand = expand;
    var balanced_match_1 = require_commonjs();
    var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
    var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
    var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
    var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
    var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
    var escSlashPattern = new RegExp(escSlash, "g");
    var escOpenPattern = new RegExp(escOpen, "g");
    var escClosePattern = new RegExp(escClose, "g");
    var escCommaPattern = new RegExp(escComma, "g");
    var escPeriodPattern = new RegExp(escPeriod, "g");
    var slashPattern = /\\\\/g;
    var openPattern = /\\{/g;
    var closePattern = /\\}/g;
    var commaPattern = /\\,/g;
    var periodPattern = /\\\./g;
    exports.EXPANSION_MAX = 1e5;
    exports.EXPANSION_MAX_LENGTH = 4e6;
    exports.EXPANSION_MAX_DEPTH = 1e3;
    exports.EXPANSION_MAX_REWRITES = 1e3;
    exports.EXPANSION_MAX_STEPS = 2e7;
    var CALL_STEPS = 16;
    function numeric(str) {
      return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
    }
    __name(numeric, "numeric");
    function escapeBraces(str) {
      return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
    }
    __name(escapeBraces, "escapeBraces");
    function unescapeBraces(str) {
      return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
    }
    __name(unescapeBraces, "unescapeBraces");
    function pushAll(target, items) {
      for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
      }
    }
    __name(pushAll, "pushAll");
    function balancedWithBudget(str, masked, budget) {
      if (budget.remaining < 0) {
        return void 0;
      }
      const r = (0, balanced_match_1.range)("{", "}", masked);
      const unmatched = r !== void 0 && masked.indexOf("{") < r[0];
      budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
      if (!r || budget.remaining < 0) {
        return void 0;
      }
      return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched
      };
    }
    __name(balancedWithBudget, "balancedWithBudget");
    function maskUnmatchedOpens(masked, budget) {
      budget.remaining -= masked.length;
      const open = [];
      for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 123) {
          open.push(i);
        } else if (c === 125 && open.length) {
          open.pop();
        }
      }
      let out = "";
      let last = 0;
      for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + "\0";
        last = at + 1;
      }
      return out + masked.slice(last);
    }
    __name(maskUnmatchedOpens, "maskUnmatchedOpens");
    function commaSetFollows(str, budget) {
      budget.remaining -= str.length;
      if (budget.remaining < 0) {
        return false;
      }
      let close = false;
      for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 125) {
          close = true;
        } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
          close = false;
        } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
          return true;
        }
      }
      return false;
    }
    __name(commaSetFollows, "commaSetFollows");
    function parseCommaParts(str, budget) {
      const parts = [];
      let carry = "";
      for (; ; ) {
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
          return void 0;
        }
        if (!m) {
          const tail = str.split(",");
          tail[0] = carry + tail[0];
          pushAll(parts, tail);
          return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(",");
        p[0] = carry + p[0];
        p[p.length - 1] += "{" + body + "}";
        if (!post.length) {
          pushAll(parts, p);
          return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
      }
    }
    __name(parseCommaParts, "parseCommaParts");
    function bound(value, fallback) {
      return value === void 0 || isNaN(value) ? fallback : value;
    }
    __name(bound, "bound");
    function expand(str, options = {}) {
      if (!str) {
        return [];
      }
      const max = bound(options.max, exports.EXPANSION_MAX);
      const maxLength = bound(options.maxLength, exports.EXPANSION_MAX_LENGTH);
      const maxDepth = bound(options.maxDepth, exports.EXPANSION_MAX_DEPTH);
      const maxRewrites = bound(options.maxRewrites, exports.EXPANSION_MAX_REWRITES);
      const maxSteps = bound(options.maxSteps, exports.EXPANSION_MAX_STEPS);
      if (str.slice(0, 2) === "{}") {
        str = "\\{\\}" + str.slice(2);
      }
      return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
    }
    __name(expand, "expand");
    function embrace(str) {
      return "{" + str + "}";
    }
    __name(embrace, "embrace");
    function isPadded(el) {
      return /^-?0\d/.test(el);
    }
    __name(isPadded, "isPadded");
    function lte(i, y) {
      return i <= y;
    }
    __name(lte, "lte");
    function gte(i, y) {
      return i >= y;
    }
    __name(gte, "gte");
    function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
      const out = [];
      let length = 0;
      let nonEmpty;
      outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
          if (!nonEmpty)
            nonEmpty = values.filter((v) => v);
          vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
          if (out.length >= max)
            break outer;
          const expansion = prefix + vs[v];
          if (length + expansion.length > maxLength)
            break outer;
          out.push(expansion);
          length += expansion.length;
        }
      }
      budget.remaining -= out.length;
      return out;
    }
    __name(combine, "combine");
    function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
      const n = body.split(/\.\./);
      const N = [];
      if (n[0] === void 0 || n[1] === void 0) {
        return N;
      }
      const x = numeric(n[0]);
      const y = numeric(n[1]);
      const width = Math.max(n[0].length, n[1].length);
      let incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
      let test = lte;
      const reverse = y < x;
      if (reverse) {
        incr *= -1;
        test = gte;
      }
      const pad = n.some(isPadded);
      const cost = pad ? width : 1;
      let length = 0;
      for (let i = x; test(i, y) && N.length < max; i += incr) {
        budget.remaining -= cost;
        if (budget.remaining < 0) {
          return void 0;
        }
        let c;
        if (isAlphaSequence) {
          c = String.fromCharCode(i);
          if (c === "\\") {
            c = "";
          }
        } else {
          c = String(i);
          if (pad) {
            const need = width - c.length;
            if (need > 0) {
              const z = new Array(need + 1).join("0");
              if (i < 0) {
                c = "-" + z + c.slice(1);
              } else {
                c = z + c;
              }
            }
          }
        }
        if (length + c.length > maxLength)
          break;
        N.push(c);
        length += c.length;
      }
      return N;
    }
    __name(expandSequence, "expandSequence");
    function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
      budget.remaining -= CALL_STEPS;
      if (depth > maxDepth) {
        return [str];
      }
      let acc = [""];
      let rewrites = 0;
      let dropEmpties = false;
      let firstGroup = true;
      let masked = str;
      for (; ; ) {
        const m = balancedWithBudget(str, masked, budget);
        if (!m) {
          return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
          masked = maskUnmatchedOpens(masked, budget);
        }
        const pre = m.pre;
        const literal = /* @__PURE__ */ __name(() => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget), "literal");
        if (/\$$/.test(pre)) {
          acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget);
          firstGroup = false;
          if (!m.post.length)
            break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(",") >= 0;
        if (!isSequence && !isOptions) {
          if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
            rewrites++;
            str = m.pre + "{" + m.body + escClose + m.post;
            masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
            isTop = true;
            continue;
          }
          return literal();
        }
        if (firstGroup) {
          dropEmpties = isTop && !isSequence;
          firstGroup = false;
        }
        let values;
        if (isSequence) {
          values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
          if (!values) {
            return literal();
          }
        } else {
          let n = parseCommaParts(m.body, budget);
          if (!n) {
            return literal();
          }
          if (n.length === 1 && n[0] !== void 0) {
            n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
            if (budget.remaining < 0) {
              return literal();
            }
            if (n.length === 1) {
              const next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
              if (budget.remaining < 0) {
                return literal();
              }
              acc = next2;
              if (!m.post.length)
                break;
              str = m.post;
              masked = masked.slice(m.end + 1);
              continue;
            }
          }
          let dropsEmpties = dropEmpties && !m.post.length && !pre;
          for (let d = 0; dropsEmpties && d < acc.length; d++) {
            if (acc[d]) {
              dropsEmpties = false;
            }
          }
          values = [];
          let valuesLength = 0;
          outer: for (let j = 0; j < n.length; j++) {
            const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
            if (budget.remaining < 0) {
              return literal();
            }
            for (let k = 0; k < expanded.length; k++) {
              const v = expanded[k];
              if (dropsEmpties && !v)
                continue;
              if (values.length >= max || valuesLength + v.length > maxLength) {
                break outer;
              }
              values.push(v);
              valuesLength += v.length;
            }
          }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        if (budget.remaining < 0) {
          return literal();
        }
        acc = next;
        if (!m.post.length)
          break;
        str = m.post;
        masked = masked.slice(m.end + 1);
      }
      return acc;
    }
    __name(expand_, "expand_");
  }
});

// node_modules/minimatch/dist/commonjs/assert-valid-pattern.js
var require_assert_valid_pattern = __commonJS({
  "node_modules/minimatch/dist/commonjs/assert-valid-pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assertValidPattern = void 0;
    var MAX_PATTERN_LENGTH = 1024 * 64;
    var assertValidPattern = /* @__PURE__ */ __name((pattern) => {
      if (typeof pattern !== "string") {
        throw new TypeError("invalid pattern");
      }
      if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError("pattern is too long");
      }
    }, "assertValidPattern");
    exports.assertValidPattern = assertValidPattern;
  }
});

// node_modules/minimatch/dist/commonjs/brace-expressions.js
var require_brace_expressions = __commonJS({
  "node_modules/minimatch/dist/commonjs/brace-expressions.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.parseClass = void 0;
    var posixClasses = {
      "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}", true],
      "[:alpha:]": ["\\p{L}\\p{Nl}", true],
      "[:ascii:]": ["\\x00-\\x7f", false],
      "[:blank:]": ["\\p{Zs}\\t", true],
      "[:cntrl:]": ["\\p{Cc}", true],
      "[:digit:]": ["\\p{Nd}", true],
      "[:graph:]": ["\\p{Z}\\p{C}", true, true],
      "[:lower:]": ["\\p{Ll}", true],
      "[:print:]": ["\\p{C}", true],
      "[:punct:]": ["\\p{P}", true],
      "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f", true],
      "[:upper:]": ["\\p{Lu}", true],
      "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}", true],
      "[:xdigit:]": ["A-Fa-f0-9", false]
    };
    var braceEscape = /* @__PURE__ */ __name((s) => s.replace(/[[\]\\-]/g, "\\$&"), "braceEscape");
    var regexpEscape = /* @__PURE__ */ __name((s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&"), "regexpEscape");
    var rangesToString = /* @__PURE__ */ __name((ranges) => ranges.join(""), "rangesToString");
    var parseClass = /* @__PURE__ */ __name((glob, position) => {
      const pos = position;
      if (glob.charAt(pos) !== "[") {
        throw new Error("not in a brace expression");
      }
      const ranges = [];
      const negs = [];
      let i = pos + 1;
      let sawStart = false;
      let uflag = false;
      let escaping = false;
      let negate = false;
      let endPos = pos;
      let rangeStart = "";
      WHILE: while (i < glob.length) {
        const c = glob.charAt(i);
        if ((c === "!" || c === "^") && i === pos + 1) {
          negate = true;
          i++;
          continue;
        }
        if (c === "]" && sawStart && !escaping) {
          endPos = i + 1;
          break;
        }
        sawStart = true;
        if (c === "\\") {
          if (!escaping) {
            escaping = true;
            i++;
            continue;
          }
        }
        if (c === "[" && !escaping) {
          for (const [cls, [unip, u, neg]] of Object.entries(posixClasses)) {
            if (glob.startsWith(cls, i)) {
              if (rangeStart) {
                return ["$.", false, glob.length - pos, true];
              }
              i += cls.length;
              if (neg)
                negs.push(unip);
              else
                ranges.push(unip);
              uflag = uflag || u;
              continue WHILE;
            }
          }
        }
        escaping = false;
        if (rangeStart) {
          if (c > rangeStart) {
            ranges.push(braceEscape(rangeStart) + "-" + braceEscape(c));
          } else if (c === rangeStart) {
            ranges.push(braceEscape(c));
          }
          rangeStart = "";
          i++;
          continue;
        }
        if (glob.startsWith("-]", i + 1)) {
          ranges.push(braceEscape(c + "-"));
          i += 2;
          continue;
        }
        if (glob.startsWith("-", i + 1)) {
          rangeStart = c;
          i += 2;
          continue;
        }
        ranges.push(braceEscape(c));
        i++;
      }
      if (endPos < i) {
        return ["", false, 0, false];
      }
      if (!ranges.length && !negs.length) {
        return ["$.", false, glob.length - pos, true];
      }
      if (negs.length === 0 && ranges.length === 1 && /^\\?.$/.test(ranges[0]) && !negate) {
        const r = ranges[0].length === 2 ? ranges[0].slice(-1) : ranges[0];
        return [regexpEscape(r), false, endPos - pos, false];
      }
      const sranges = "[" + (negate ? "^" : "") + rangesToString(ranges) + "]";
      const snegs = "[" + (negate ? "" : "^") + rangesToString(negs) + "]";
      const comb = ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs;
      return [comb, uflag, endPos - pos, true];
    }, "parseClass");
    exports.parseClass = parseClass;
  }
});

// node_modules/minimatch/dist/commonjs/unescape.js
var require_unescape = __commonJS({
  "node_modules/minimatch/dist/commonjs/unescape.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.unescape = void 0;
    var unescape = /* @__PURE__ */ __name((s, { windowsPathsNoEscape = false, magicalBraces = true } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
      }
      return windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
    }, "unescape");
    exports.unescape = unescape;
  }
});

// node_modules/minimatch/dist/commonjs/ast.js
var require_ast = __commonJS({
  "node_modules/minimatch/dist/commonjs/ast.js"(exports) {
    "use strict";
    var _a;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.AST = void 0;
    var brace_expressions_js_1 = require_brace_expressions();
    var unescape_js_1 = require_unescape();
    var types = /* @__PURE__ */ new Set(["!", "?", "+", "*", "@"]);
    var isExtglobType = /* @__PURE__ */ __name((c) => types.has(c), "isExtglobType");
    var isExtglobAST = /* @__PURE__ */ __name((c) => isExtglobType(c.type), "isExtglobAST");
    var adoptionMap = /* @__PURE__ */ new Map([
      ["!", ["@"]],
      ["?", ["?", "@"]],
      ["@", ["@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@"]]
    ]);
    var adoptionWithSpaceMap = /* @__PURE__ */ new Map([
      ["!", ["?"]],
      ["@", ["?"]],
      ["+", ["?", "*"]]
    ]);
    var adoptionAnyMap = /* @__PURE__ */ new Map([
      ["!", ["?", "@"]],
      ["?", ["?", "@"]],
      ["@", ["?", "@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@", "?", "*"]]
    ]);
    var usurpMap = /* @__PURE__ */ new Map([
      ["!", /* @__PURE__ */ new Map([["!", "@"]])],
      [
        "?",
        /* @__PURE__ */ new Map([
          ["*", "*"],
          ["+", "*"]
        ])
      ],
      [
        "@",
        /* @__PURE__ */ new Map([
          ["!", "!"],
          ["?", "?"],
          ["@", "@"],
          ["*", "*"],
          ["+", "+"]
        ])
      ],
      [
        "+",
        /* @__PURE__ */ new Map([
          ["?", "*"],
          ["*", "*"]
        ])
      ]
    ]);
    var startNoTraversal = "(?!(?:^|/)\\.\\.?(?:$|/))";
    var startNoDot = "(?!\\.)";
    var addPatternStart = /* @__PURE__ */ new Set(["[", "."]);
    var justDots = /* @__PURE__ */ new Set(["..", "."]);
    var reSpecials = new Set("().*{}+?[]^$\\!");
    var regExpEscape = /* @__PURE__ */ __name((s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&"), "regExpEscape");
    var qmark = "[^/]";
    var star = qmark + "*?";
    var starNoEmpty = qmark + "+?";
    var ID = 0;
    var AST = class {
      static {
        __name(this, "AST");
      }
      type;
      #root;
      #hasMagic;
      #uflag = false;
      #parts = [];
      #parent;
      #parentIndex;
      #negs;
      #filledNegs = false;
      #options;
      #toString;
      // set to true if it's an extglob with no children
      // (which really means one child of '')
      #emptyExt = false;
      id = ++ID;
      get depth() {
        return (this.#parent?.depth ?? -1) + 1;
      }
      [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
        return {
          "@@type": "AST",
          id: this.id,
          type: this.type,
          root: this.#root.id,
          parent: this.#parent?.id,
          depth: this.depth,
          partsLength: this.#parts.length,
          parts: this.#parts
        };
      }
      constructor(type, parent, options = {}) {
        this.type = type;
        if (type)
          this.#hasMagic = true;
        this.#parent = parent;
        this.#root = this.#parent ? this.#parent.#root : this;
        this.#options = this.#root === this ? options : this.#root.#options;
        this.#negs = this.#root === this ? [] : this.#root.#negs;
        if (type === "!" && !this.#root.#filledNegs)
          this.#negs.push(this);
        this.#parentIndex = this.#parent ? this.#parent.#parts.length : 0;
      }
      get hasMagic() {
        if (this.#hasMagic !== void 0)
          return this.#hasMagic;
        for (const p of this.#parts) {
          if (typeof p === "string")
            continue;
          if (p.type || p.hasMagic)
            return this.#hasMagic = true;
        }
        return this.#hasMagic;
      }
      // reconstructs the pattern
      toString() {
        return this.#toString !== void 0 ? this.#toString : !this.type ? this.#toString = this.#parts.map((p) => String(p)).join("") : this.#toString = this.type + "(" + this.#parts.map((p) => String(p)).join("|") + ")";
      }
      #fillNegs() {
        if (this !== this.#root)
          throw new Error("should only call on root");
        if (this.#filledNegs)
          return this;
        this.toString();
        this.#filledNegs = true;
        let n;
        while (n = this.#negs.pop()) {
          if (n.type !== "!")
            continue;
          let p = n;
          let pp = p.#parent;
          while (pp) {
            for (let i = p.#parentIndex + 1; !pp.type && i < pp.#parts.length; i++) {
              for (const part of n.#parts) {
                if (typeof part === "string") {
                  throw new Error("string part in extglob AST??");
                }
                part.copyIn(pp.#parts[i]);
              }
            }
            p = pp;
            pp = p.#parent;
          }
        }
        return this;
      }
      push(...parts) {
        for (const p of parts) {
          if (p === "")
            continue;
          if (typeof p !== "string" && !(p instanceof _a && p.#parent === this)) {
            throw new Error("invalid part: " + p);
          }
          this.#parts.push(p);
        }
      }
      toJSON() {
        const ret = this.type === null ? this.#parts.slice().map((p) => typeof p === "string" ? p : p.toJSON()) : [this.type, ...this.#parts.map((p) => p.toJSON())];
        if (this.isStart() && !this.type)
          ret.unshift([]);
        if (this.isEnd() && (this === this.#root || this.#root.#filledNegs && this.#parent?.type === "!")) {
          ret.push({});
        }
        return ret;
      }
      isStart() {
        if (this.#root === this)
          return true;
        if (!this.#parent?.isStart())
          return false;
        if (this.#parentIndex === 0)
          return true;
        const p = this.#parent;
        for (let i = 0; i < this.#parentIndex; i++) {
          const pp = p.#parts[i];
          if (!(pp instanceof _a && pp.type === "!")) {
            return false;
          }
        }
        return true;
      }
      isEnd() {
        if (this.#root === this)
          return true;
        if (this.#parent?.type === "!")
          return true;
        if (!this.#parent?.isEnd())
          return false;
        if (!this.type)
          return this.#parent?.isEnd();
        const pl = this.#parent ? this.#parent.#parts.length : 0;
        return this.#parentIndex === pl - 1;
      }
      copyIn(part) {
        if (typeof part === "string")
          this.push(part);
        else
          this.push(part.clone(this));
      }
      clone(parent) {
        const c = new _a(this.type, parent);
        for (const p of this.#parts) {
          c.copyIn(p);
        }
        return c;
      }
      static #parseAST(str, ast, pos, opt, extDepth) {
        const maxDepth = opt.maxExtglobRecursion ?? 2;
        let escaping = false;
        let inBrace = false;
        let braceStart = -1;
        let braceNeg = false;
        if (ast.type === null) {
          let i2 = pos;
          let acc2 = "";
          while (i2 < str.length) {
            const c = str.charAt(i2++);
            if (escaping || c === "\\") {
              escaping = !escaping;
              acc2 += c;
              continue;
            }
            if (inBrace) {
              if (i2 === braceStart + 1) {
                if (c === "^" || c === "!") {
                  braceNeg = true;
                }
              } else if (c === "]" && !(i2 === braceStart + 2 && braceNeg)) {
                inBrace = false;
              }
              acc2 += c;
              continue;
            } else if (c === "[") {
              inBrace = true;
              braceStart = i2;
              braceNeg = false;
              acc2 += c;
              continue;
            }
            const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i2) === "(" && extDepth <= maxDepth;
            if (doRecurse) {
              ast.push(acc2);
              acc2 = "";
              const ext = new _a(c, ast);
              i2 = _a.#parseAST(str, ext, i2, opt, extDepth + 1);
              ast.push(ext);
              continue;
            }
            acc2 += c;
          }
          ast.push(acc2);
          return i2;
        }
        let i = pos + 1;
        let part = new _a(null, ast);
        const parts = [];
        let acc = "";
        while (i < str.length) {
          const c = str.charAt(i++);
          if (escaping || c === "\\") {
            escaping = !escaping;
            acc += c;
            continue;
          }
          if (inBrace) {
            if (i === braceStart + 1) {
              if (c === "^" || c === "!") {
                braceNeg = true;
              }
            } else if (c === "]" && !(i === braceStart + 2 && braceNeg)) {
              inBrace = false;
            }
            acc += c;
            continue;
          } else if (c === "[") {
            inBrace = true;
            braceStart = i;
            braceNeg = false;
            acc += c;
            continue;
          }
          const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i) === "(" && /* c8 ignore start - the maxDepth is sufficient here */
          (extDepth <= maxDepth || ast && ast.#canAdoptType(c));
          if (doRecurse) {
            const depthAdd = ast && ast.#canAdoptType(c) ? 0 : 1;
            part.push(acc);
            acc = "";
            const ext = new _a(c, part);
            part.push(ext);
            i = _a.#parseAST(str, ext, i, opt, extDepth + depthAdd);
            continue;
          }
          if (c === "|") {
            part.push(acc);
            acc = "";
            parts.push(part);
            part = new _a(null, ast);
            continue;
          }
          if (c === ")") {
            if (acc === "" && ast.#parts.length === 0) {
              ast.#emptyExt = true;
            }
            part.push(acc);
            acc = "";
            ast.push(...parts, part);
            return i;
          }
          acc += c;
        }
        ast.type = null;
        ast.#hasMagic = void 0;
        ast.#parts = [str.substring(pos - 1)];
        return i;
      }
      #canAdoptWithSpace(child) {
        return this.#canAdopt(child, adoptionWithSpaceMap);
      }
      #canAdopt(child, map = adoptionMap) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canAdoptType(gc.type, map);
      }
      #canAdoptType(c, map = adoptionAnyMap) {
        return !!map.get(this.type)?.includes(c);
      }
      #adoptWithSpace(child, index) {
        const gc = child.#parts[0];
        const blank = new _a(null, gc, this.options);
        blank.#parts.push("");
        gc.push(blank);
        this.#adopt(child, index);
      }
      #adopt(child, index) {
        const gc = child.#parts[0];
        this.#parts.splice(index, 1, ...gc.#parts);
        for (const p of gc.#parts) {
          if (typeof p === "object")
            p.#parent = this;
        }
        this.#toString = void 0;
      }
      #canUsurpType(c) {
        const m = usurpMap.get(this.type);
        return !!m?.has(c);
      }
      #canUsurp(child) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null || this.#parts.length !== 1) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canUsurpType(gc.type);
      }
      #usurp(child) {
        const m = usurpMap.get(this.type);
        const gc = child.#parts[0];
        const nt = m?.get(gc.type);
        if (!nt)
          return false;
        this.#parts = gc.#parts;
        for (const p of this.#parts) {
          if (typeof p === "object") {
            p.#parent = this;
          }
        }
        this.type = nt;
        this.#toString = void 0;
        this.#emptyExt = false;
      }
      static fromGlob(pattern, options = {}) {
        const ast = new _a(null, void 0, options);
        _a.#parseAST(pattern, ast, 0, options, 0);
        return ast;
      }
      // returns the regular expression if there's magic, or the unescaped
      // string if not.
      toMMPattern() {
        if (this !== this.#root)
          return this.#root.toMMPattern();
        const glob = this.toString();
        const [re, body, hasMagic, uflag] = this.toRegExpSource();
        const anyMagic = hasMagic || this.#hasMagic || this.#options.nocase && !this.#options.nocaseMagicOnly && glob.toUpperCase() !== glob.toLowerCase();
        if (!anyMagic) {
          return body;
        }
        const flags = (this.#options.nocase ? "i" : "") + (uflag ? "u" : "");
        return Object.assign(new RegExp(`^${re}$`, flags), {
          _src: re,
          _glob: glob
        });
      }
      get options() {
        return this.#options;
      }
      // returns the string match, the regexp source, whether there's magic
      // in the regexp (so a regular expression is required) and whether or
      // not the uflag is needed for the regular expression (for posix classes)
      // TODO: instead of injecting the start/end at this point, just return
      // the BODY of the regexp, along with the start/end portions suitable
      // for binding the start/end in either a joined full-path makeRe context
      // (where we bind to (^|/), or a standalone matchPart context (where
      // we bind to ^, and not /).  Otherwise slashes get duped!
      //
      // In part-matching mode, the start is:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: ^(?!\.\.?$)
      // - if dots allowed or not possible: ^
      // - if dots possible and not allowed: ^(?!\.)
      // end is:
      // - if not isEnd(): nothing
      // - else: $
      //
      // In full-path matching mode, we put the slash at the START of the
      // pattern, so start is:
      // - if first pattern: same as part-matching mode
      // - if not isStart(): nothing
      // - if traversal possible, but not allowed: /(?!\.\.?(?:$|/))
      // - if dots allowed or not possible: /
      // - if dots possible and not allowed: /(?!\.)
      // end is:
      // - if last pattern, same as part-matching mode
      // - else nothing
      //
      // Always put the (?:$|/) on negated tails, though, because that has to be
      // there to bind the end of the negated pattern portion, and it's easier to
      // just stick it in now rather than try to inject it later in the middle of
      // the pattern.
      //
      // We can just always return the same end, and leave it up to the caller
      // to know whether it's going to be used joined or in parts.
      // And, if the start is adjusted slightly, can do the same there:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: (?:/|^)(?!\.\.?$)
      // - if dots allowed or not possible: (?:/|^)
      // - if dots possible and not allowed: (?:/|^)(?!\.)
      //
      // But it's better to have a simpler binding without a conditional, for
      // performance, so probably better to return both start options.
      //
      // Then the caller just ignores the end if it's not the first pattern,
      // and the start always gets applied.
      //
      // But that's always going to be $ if it's the ending pattern, or nothing,
      // so the caller can just attach $ at the end of the pattern when building.
      //
      // So the todo is:
      // - better detect what kind of start is needed
      // - return both flavors of starting pattern
      // - attach $ at the end of the pattern when creating the actual RegExp
      //
      // Ah, but wait, no, that all only applies to the root when the first pattern
      // is not an extglob. If the first pattern IS an extglob, then we need all
      // that dot prevention biz to live in the extglob portions, because eg
      // +(*|.x*) can match .xy but not .yx.
      //
      // So, return the two flavors if it's #root and the first child is not an
      // AST, otherwise leave it to the child AST to handle it, and there,
      // use the (?:^|/) style of start binding.
      //
      // Even simplified further:
      // - Since the start for a join is eg /(?!\.) and the start for a part
      // is ^(?!\.), we can just prepend (?!\.) to the pattern (either root
      // or start or whatever) and prepend ^ or / at the Regexp construction.
      toRegExpSource(allowDot) {
        const dot = allowDot ?? !!this.#options.dot;
        if (this.#root === this) {
          this.#flatten();
          this.#fillNegs();
        }
        if (!isExtglobAST(this)) {
          const noEmpty = this.isStart() && this.isEnd() && !this.#parts.some((s) => typeof s !== "string");
          const src = this.#parts.map((p) => {
            const [re, _, hasMagic, uflag] = typeof p === "string" ? _a.#parseGlob(p, this.#hasMagic, noEmpty) : p.toRegExpSource(allowDot);
            this.#hasMagic = this.#hasMagic || hasMagic;
            this.#uflag = this.#uflag || uflag;
            return re;
          }).join("");
          let start2 = "";
          if (this.isStart()) {
            if (typeof this.#parts[0] === "string") {
              const dotTravAllowed = this.#parts.length === 1 && justDots.has(this.#parts[0]);
              if (!dotTravAllowed) {
                const aps = addPatternStart;
                const needNoTrav = (
                  // dots are allowed, and the pattern starts with [ or .
                  dot && aps.has(src.charAt(0)) || // the pattern starts with \., and then [ or .
                  src.startsWith("\\.") && aps.has(src.charAt(2)) || // the pattern starts with \.\., and then [ or .
                  src.startsWith("\\.\\.") && aps.has(src.charAt(4))
                );
                const needNoDot = !dot && !allowDot && aps.has(src.charAt(0));
                start2 = needNoTrav ? startNoTraversal : needNoDot ? startNoDot : "";
              }
            }
          }
          let end = "";
          if (this.isEnd() && this.#root.#filledNegs && this.#parent?.type === "!") {
            end = "(?:$|\\/)";
          }
          const final2 = start2 + src + end;
          return [
            final2,
            (0, unescape_js_1.unescape)(src),
            this.#hasMagic = !!this.#hasMagic,
            this.#uflag
          ];
        }
        const repeated = this.type === "*" || this.type === "+";
        const start = this.type === "!" ? "(?:(?!(?:" : "(?:";
        let body = this.#partsToRegExp(dot);
        if (this.isStart() && this.isEnd() && !body && this.type !== "!") {
          const s = this.toString();
          const me = this;
          me.#parts = [s];
          me.type = null;
          me.#hasMagic = void 0;
          return [s, (0, unescape_js_1.unescape)(this.toString()), false, false];
        }
        let bodyDotAllowed = !repeated || allowDot || dot || !startNoDot ? "" : this.#partsToRegExp(true);
        if (bodyDotAllowed === body) {
          bodyDotAllowed = "";
        }
        if (bodyDotAllowed) {
          body = `(?:${body})(?:${bodyDotAllowed})*?`;
        }
        let final = "";
        if (this.type === "!" && this.#emptyExt) {
          final = (this.isStart() && !dot ? startNoDot : "") + starNoEmpty;
        } else {
          const close = this.type === "!" ? (
            // !() must match something,but !(x) can match ''
            "))" + (this.isStart() && !dot && !allowDot ? startNoDot : "") + star + ")"
          ) : this.type === "@" ? ")" : this.type === "?" ? ")?" : this.type === "+" && bodyDotAllowed ? ")" : this.type === "*" && bodyDotAllowed ? `)?` : `)${this.type}`;
          final = start + body + close;
        }
        return [
          final,
          (0, unescape_js_1.unescape)(body),
          this.#hasMagic = !!this.#hasMagic,
          this.#uflag
        ];
      }
      #flatten() {
        if (!isExtglobAST(this)) {
          for (const p of this.#parts) {
            if (typeof p === "object") {
              p.#flatten();
            }
          }
        } else {
          let iterations = 0;
          let done = false;
          do {
            done = true;
            for (let i = 0; i < this.#parts.length; i++) {
              const c = this.#parts[i];
              if (typeof c === "object") {
                c.#flatten();
                if (this.#canAdopt(c)) {
                  done = false;
                  this.#adopt(c, i);
                } else if (this.#canAdoptWithSpace(c)) {
                  done = false;
                  this.#adoptWithSpace(c, i);
                } else if (this.#canUsurp(c)) {
                  done = false;
                  this.#usurp(c);
                }
              }
            }
          } while (!done && ++iterations < 10);
        }
        this.#toString = void 0;
      }
      #partsToRegExp(dot) {
        return this.#parts.map((p) => {
          if (typeof p === "string") {
            throw new Error("string type in extglob ast??");
          }
          const [re, _, _hasMagic, uflag] = p.toRegExpSource(dot);
          this.#uflag = this.#uflag || uflag;
          return re;
        }).filter((p) => !(this.isStart() && this.isEnd()) || !!p).join("|");
      }
      static #parseGlob(glob, hasMagic, noEmpty = false) {
        let escaping = false;
        let re = "";
        let uflag = false;
        let inStar = false;
        for (let i = 0; i < glob.length; i++) {
          const c = glob.charAt(i);
          if (escaping) {
            escaping = false;
            re += (reSpecials.has(c) ? "\\" : "") + c;
            continue;
          }
          if (c === "*") {
            if (inStar)
              continue;
            inStar = true;
            re += noEmpty && /^[*]+$/.test(glob) ? starNoEmpty : star;
            hasMagic = true;
            continue;
          } else {
            inStar = false;
          }
          if (c === "\\") {
            if (i === glob.length - 1) {
              re += "\\\\";
            } else {
              escaping = true;
            }
            continue;
          }
          if (c === "[") {
            const [src, needUflag, consumed, magic] = (0, brace_expressions_js_1.parseClass)(glob, i);
            if (consumed) {
              re += src;
              uflag = uflag || needUflag;
              i += consumed - 1;
              hasMagic = hasMagic || magic;
              continue;
            }
          }
          if (c === "?") {
            re += qmark;
            hasMagic = true;
            continue;
          }
          re += regExpEscape(c);
        }
        return [re, (0, unescape_js_1.unescape)(glob), !!hasMagic, uflag];
      }
    };
    exports.AST = AST;
    _a = AST;
  }
});

// node_modules/minimatch/dist/commonjs/escape.js
var require_escape = __commonJS({
  "node_modules/minimatch/dist/commonjs/escape.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.escape = void 0;
    var escape = /* @__PURE__ */ __name((s, { windowsPathsNoEscape = false, magicalBraces = false } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&");
      }
      return windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&");
    }, "escape");
    exports.escape = escape;
  }
});

// node_modules/minimatch/dist/commonjs/index.js
var require_commonjs3 = __commonJS({
  "node_modules/minimatch/dist/commonjs/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.unescape = exports.escape = exports.AST = exports.Minimatch = exports.match = exports.makeRe = exports.braceExpand = exports.defaults = exports.filter = exports.GLOBSTAR = exports.sep = exports.minimatch = void 0;
    var brace_expansion_1 = require_commonjs2();
    var assert_valid_pattern_js_1 = require_assert_valid_pattern();
    var ast_js_1 = require_ast();
    var escape_js_1 = require_escape();
    var unescape_js_1 = require_unescape();
    var minimatch = /* @__PURE__ */ __name((p, pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (!options.nocomment && pattern.charAt(0) === "#") {
        return false;
      }
      return new Minimatch(pattern, options).match(p);
    }, "minimatch");
    exports.minimatch = minimatch;
    var starDotExtRE = /^\*+([^+@!?*[(]*)$/;
    var starDotExtTest = /* @__PURE__ */ __name((ext2) => (f) => !f.startsWith(".") && f.endsWith(ext2), "starDotExtTest");
    var starDotExtTestDot = /* @__PURE__ */ __name((ext2) => (f) => f.endsWith(ext2), "starDotExtTestDot");
    var starDotExtTestNocase = /* @__PURE__ */ __name((ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => !f.startsWith(".") && f.toLowerCase().endsWith(ext2);
    }, "starDotExtTestNocase");
    var starDotExtTestNocaseDot = /* @__PURE__ */ __name((ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => f.toLowerCase().endsWith(ext2);
    }, "starDotExtTestNocaseDot");
    var starDotStarRE = /^\*+\.\*+$/;
    var starDotStarTest = /* @__PURE__ */ __name((f) => !f.startsWith(".") && f.includes("."), "starDotStarTest");
    var starDotStarTestDot = /* @__PURE__ */ __name((f) => f !== "." && f !== ".." && f.includes("."), "starDotStarTestDot");
    var dotStarRE = /^\.\*+$/;
    var dotStarTest = /* @__PURE__ */ __name((f) => f !== "." && f !== ".." && f.startsWith("."), "dotStarTest");
    var starRE = /^\*+$/;
    var starTest = /* @__PURE__ */ __name((f) => f.length !== 0 && !f.startsWith("."), "starTest");
    var starTestDot = /* @__PURE__ */ __name((f) => f.length !== 0 && f !== "." && f !== "..", "starTestDot");
    var qmarksRE = /^\?+([^+@!?*[(]*)?$/;
    var qmarksTestNocase = /* @__PURE__ */ __name(([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    }, "qmarksTestNocase");
    var qmarksTestNocaseDot = /* @__PURE__ */ __name(([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    }, "qmarksTestNocaseDot");
    var qmarksTestDot = /* @__PURE__ */ __name(([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    }, "qmarksTestDot");
    var qmarksTest = /* @__PURE__ */ __name(([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    }, "qmarksTest");
    var qmarksTestNoExt = /* @__PURE__ */ __name(([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && !f.startsWith(".");
    }, "qmarksTestNoExt");
    var qmarksTestNoExtDot = /* @__PURE__ */ __name(([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && f !== "." && f !== "..";
    }, "qmarksTestNoExtDot");
    var defaultPlatform = typeof process === "object" && process ? typeof process.env === "object" && process.env && process.env.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix";
    var path = {
      win32: { sep: "\\" },
      posix: { sep: "/" }
    };
    exports.sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
    exports.minimatch.sep = exports.sep;
    exports.GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
    exports.minimatch.GLOBSTAR = exports.GLOBSTAR;
    var qmark = "[^/]";
    var star = qmark + "*?";
    var twoStarDot = "(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?";
    var twoStarNoDot = "(?:(?!(?:\\/|^)\\.).)*?";
    var filter = /* @__PURE__ */ __name((pattern, options = {}) => (p) => (0, exports.minimatch)(p, pattern, options), "filter");
    exports.filter = filter;
    exports.minimatch.filter = exports.filter;
    var ext = /* @__PURE__ */ __name((a, b = {}) => Object.assign({}, a, b), "ext");
    var defaults = /* @__PURE__ */ __name((def) => {
      if (!def || typeof def !== "object" || !Object.keys(def).length) {
        return exports.minimatch;
      }
      const orig = exports.minimatch;
      const m = /* @__PURE__ */ __name((p, pattern, options = {}) => orig(p, pattern, ext(def, options)), "m");
      return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
          static {
            __name(this, "Minimatch");
          }
          constructor(pattern, options = {}) {
            super(pattern, ext(def, options));
          }
          static defaults(options) {
            return orig.defaults(ext(def, options)).Minimatch;
          }
        },
        AST: class AST extends orig.AST {
          static {
            __name(this, "AST");
          }
          /* c8 ignore start */
          constructor(type, parent, options = {}) {
            super(type, parent, ext(def, options));
          }
          /* c8 ignore stop */
          static fromGlob(pattern, options = {}) {
            return orig.AST.fromGlob(pattern, ext(def, options));
          }
        },
        unescape: /* @__PURE__ */ __name((s, options = {}) => orig.unescape(s, ext(def, options)), "unescape"),
        escape: /* @__PURE__ */ __name((s, options = {}) => orig.escape(s, ext(def, options)), "escape"),
        filter: /* @__PURE__ */ __name((pattern, options = {}) => orig.filter(pattern, ext(def, options)), "filter"),
        defaults: /* @__PURE__ */ __name((options) => orig.defaults(ext(def, options)), "defaults"),
        makeRe: /* @__PURE__ */ __name((pattern, options = {}) => orig.makeRe(pattern, ext(def, options)), "makeRe"),
        braceExpand: /* @__PURE__ */ __name((pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)), "braceExpand"),
        match: /* @__PURE__ */ __name((list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)), "match"),
        sep: orig.sep,
        GLOBSTAR: exports.GLOBSTAR
      });
    }, "defaults");
    exports.defaults = defaults;
    exports.minimatch.defaults = exports.defaults;
    var braceExpand = /* @__PURE__ */ __name((pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        return [pattern];
      }
      return (0, brace_expansion_1.expand)(pattern, { max: options.braceExpandMax });
    }, "braceExpand");
    exports.braceExpand = braceExpand;
    exports.minimatch.braceExpand = exports.braceExpand;
    var makeRe = /* @__PURE__ */ __name((pattern, options = {}) => new Minimatch(pattern, options).makeRe(), "makeRe");
    exports.makeRe = makeRe;
    exports.minimatch.makeRe = exports.makeRe;
    var match = /* @__PURE__ */ __name((list, pattern, options = {}) => {
      const mm = new Minimatch(pattern, options);
      list = list.filter((f) => mm.match(f));
      if (mm.options.nonull && !list.length) {
        list.push(pattern);
      }
      return list;
    }, "match");
    exports.match = match;
    exports.minimatch.match = exports.match;
    var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
    var regExpEscape = /* @__PURE__ */ __name((s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&"), "regExpEscape");
    var Minimatch = class {
      static {
        __name(this, "Minimatch");
      }
      options;
      set;
      pattern;
      windowsPathsNoEscape;
      nonegate;
      negate;
      comment;
      empty;
      preserveMultipleSlashes;
      partial;
      globSet;
      globParts;
      nocase;
      isWindows;
      platform;
      windowsNoMagicRoot;
      maxGlobstarRecursion;
      regexp;
      constructor(pattern, options = {}) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? 200;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === "win32";
        const awe = "allowWindowsEscape";
        this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[awe] === false;
        if (this.windowsPathsNoEscape) {
          this.pattern = this.pattern.replace(/\\/g, "/");
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.regexp = null;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.make();
      }
      hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
          return true;
        }
        for (const pattern of this.set) {
          for (const part of pattern) {
            if (typeof part !== "string")
              return true;
          }
        }
        return false;
      }
      debug(..._) {
      }
      make() {
        const pattern = this.pattern;
        const options = this.options;
        if (!options.nocomment && pattern.charAt(0) === "#") {
          this.comment = true;
          return;
        }
        if (!pattern) {
          this.empty = true;
          return;
        }
        this.parseNegate();
        this.globSet = [...new Set(this.braceExpand())];
        if (options.debug) {
          this.debug = (...args) => console.error(...args);
        }
        this.debug(this.pattern, this.globSet);
        const rawGlobParts = this.globSet.map((s) => this.slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        this.debug(this.pattern, this.globParts);
        let set = this.globParts.map((s, _, __) => {
          if (this.isWindows && this.windowsNoMagicRoot) {
            const isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && !globMagic.test(s[3]);
            const isDrive = /^[a-z]:/i.test(s[0]);
            if (isUNC) {
              return [
                ...s.slice(0, 4),
                ...s.slice(4).map((ss) => this.parse(ss))
              ];
            } else if (isDrive) {
              return [s[0], ...s.slice(1).map((ss) => this.parse(ss))];
            }
          }
          return s.map((ss) => this.parse(ss));
        });
        this.debug(this.pattern, set);
        this.set = set.filter((s) => s.indexOf(false) === -1);
        if (this.isWindows) {
          for (let i = 0; i < this.set.length; i++) {
            const p = this.set[i];
            if (p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && typeof p[3] === "string" && /^[a-z]:$/i.test(p[3])) {
              p[2] = "?";
            }
          }
        }
        this.debug(this.pattern, this.set);
      }
      // various transforms to equivalent pattern sets that are
      // faster to process in a filesystem walk.  The goal is to
      // eliminate what we can, and push all ** patterns as far
      // to the right as possible, even if it increases the number
      // of patterns that we have to process.
      preprocess(globParts) {
        if (this.options.noglobstar) {
          for (const partset of globParts) {
            for (let j = 0; j < partset.length; j++) {
              if (partset[j] === "**") {
                partset[j] = "*";
              }
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          globParts = this.firstPhasePreProcess(globParts);
          globParts = this.secondPhasePreProcess(globParts);
        } else if (optimizationLevel >= 1) {
          globParts = this.levelOneOptimize(globParts);
        } else {
          globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
      }
      // just get rid of adjascent ** portions
      adjascentGlobstarOptimize(globParts) {
        return globParts.map((parts) => {
          let gs = -1;
          while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
            let i = gs;
            while (parts[i + 1] === "**") {
              i++;
            }
            if (i !== gs) {
              parts.splice(gs, i - gs);
            }
          }
          return parts;
        });
      }
      // get rid of adjascent ** and resolve .. portions
      levelOneOptimize(globParts) {
        return globParts.map((parts) => {
          parts = parts.reduce((set, part) => {
            const prev = set[set.length - 1];
            if (part === "**" && prev === "**") {
              return set;
            }
            if (part === "..") {
              if (prev && prev !== ".." && prev !== "." && prev !== "**") {
                set.pop();
                return set;
              }
            }
            set.push(part);
            return set;
          }, []);
          return parts.length === 0 ? [""] : parts;
        });
      }
      levelTwoFileOptimize(parts) {
        if (!Array.isArray(parts)) {
          parts = this.slashSplit(parts);
        }
        let didSomething = false;
        do {
          didSomething = false;
          if (!this.preserveMultipleSlashes) {
            for (let i = 1; i < parts.length - 1; i++) {
              const p = parts[i];
              if (i === 1 && p === "" && parts[0] === "")
                continue;
              if (p === "." || p === "") {
                didSomething = true;
                parts.splice(i, 1);
                i--;
              }
            }
            if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
              didSomething = true;
              parts.pop();
            }
          }
          let dd = 0;
          while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
            const p = parts[dd - 1];
            if (p && p !== "." && p !== ".." && p !== "**" && !(this.isWindows && /^[a-z]:$/i.test(p))) {
              didSomething = true;
              parts.splice(dd - 1, 2);
              dd -= 2;
            }
          }
        } while (didSomething);
        return parts.length === 0 ? [""] : parts;
      }
      // First phase: single-pattern processing
      // <pre> is 1 or more portions
      // <rest> is 1 or more portions
      // <p> is any portion other than ., .., '', or **
      // <e> is . or ''
      //
      // **/.. is *brutal* for filesystem walking performance, because
      // it effectively resets the recursive walk each time it occurs,
      // and ** cannot be reduced out by a .. pattern part like a regexp
      // or most strings (other than .., ., and '') can be.
      //
      // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
      // <pre>/<e>/<rest> -> <pre>/<rest>
      // <pre>/<p>/../<rest> -> <pre>/<rest>
      // **/**/<rest> -> **/<rest>
      //
      // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
      // this WOULD be allowed if ** did follow symlinks, or * didn't
      firstPhasePreProcess(globParts) {
        let didSomething = false;
        do {
          didSomething = false;
          for (let parts of globParts) {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
              let gss = gs;
              while (parts[gss + 1] === "**") {
                gss++;
              }
              if (gss > gs) {
                parts.splice(gs + 1, gss - gs);
              }
              let next = parts[gs + 1];
              const p = parts[gs + 2];
              const p2 = parts[gs + 3];
              if (next !== "..")
                continue;
              if (!p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") {
                continue;
              }
              didSomething = true;
              parts.splice(gs, 1);
              const other = parts.slice(0);
              other[gs] = "**";
              globParts.push(other);
              gs--;
            }
            if (!this.preserveMultipleSlashes) {
              for (let i = 1; i < parts.length - 1; i++) {
                const p = parts[i];
                if (i === 1 && p === "" && parts[0] === "")
                  continue;
                if (p === "." || p === "") {
                  didSomething = true;
                  parts.splice(i, 1);
                  i--;
                }
              }
              if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
                didSomething = true;
                parts.pop();
              }
            }
            let dd = 0;
            while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
              const p = parts[dd - 1];
              if (p && p !== "." && p !== ".." && p !== "**") {
                didSomething = true;
                const needDot = dd === 1 && parts[dd + 1] === "**";
                const splin = needDot ? ["."] : [];
                parts.splice(dd - 1, 2, ...splin);
                if (parts.length === 0)
                  parts.push("");
                dd -= 2;
              }
            }
          }
        } while (didSomething);
        return globParts;
      }
      // second phase: multi-pattern dedupes
      // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
      // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
      // {<pre>/**/<rest>,<pre>/<rest>} -> <pre>/**/<rest>
      //
      // {<pre>/**/<rest>,<pre>/**/<p>/<rest>} -> <pre>/**/<rest>
      // ^-- not valid because ** doens't follow symlinks
      secondPhasePreProcess(globParts) {
        for (let i = 0; i < globParts.length - 1; i++) {
          for (let j = i + 1; j < globParts.length; j++) {
            const matched = this.partsMatch(globParts[i], globParts[j], !this.preserveMultipleSlashes);
            if (matched) {
              globParts[i] = [];
              globParts[j] = matched;
              break;
            }
          }
        }
        return globParts.filter((gs) => gs.length);
      }
      partsMatch(a, b, emptyGSMatch = false) {
        let ai = 0;
        let bi = 0;
        let result = [];
        let which = "";
        while (ai < a.length && bi < b.length) {
          if (a[ai] === b[bi]) {
            result.push(which === "b" ? b[bi] : a[ai]);
            ai++;
            bi++;
          } else if (emptyGSMatch && a[ai] === "**" && b[bi] === a[ai + 1]) {
            result.push(a[ai]);
            ai++;
          } else if (emptyGSMatch && b[bi] === "**" && a[ai] === b[bi + 1]) {
            result.push(b[bi]);
            bi++;
          } else if (a[ai] === "*" && b[bi] && (this.options.dot || !b[bi].startsWith(".")) && b[bi] !== "**") {
            if (which === "b")
              return false;
            which = "a";
            result.push(a[ai]);
            ai++;
            bi++;
          } else if (b[bi] === "*" && a[ai] && (this.options.dot || !a[ai].startsWith(".")) && a[ai] !== "**") {
            if (which === "a")
              return false;
            which = "b";
            result.push(b[bi]);
            ai++;
            bi++;
          } else {
            return false;
          }
        }
        return a.length === b.length && result;
      }
      parseNegate() {
        if (this.nonegate)
          return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) {
          negate = !negate;
          negateOffset++;
        }
        if (negateOffset)
          this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
      }
      // set partial to true to test if, for example,
      // "/a/b" matches the start of "/*/b/*/d"
      // Partial means, if you run out of file before you run
      // out of pattern, then that's fine, as long as all
      // the parts match.
      matchOne(file, pattern, partial = false) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        if (this.isWindows) {
          const fileDrive = typeof file[0] === "string" && /^[a-z]:$/i.test(file[0]);
          const fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]);
          const patternDrive = typeof pattern[0] === "string" && /^[a-z]:$/i.test(pattern[0]);
          const patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] === "string" && /^[a-z]:$/i.test(pattern[3]);
          const fdi = fileUNC ? 3 : fileDrive ? 0 : void 0;
          const pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
          if (typeof fdi === "number" && typeof pdi === "number") {
            const [fd, pd] = [
              file[fdi],
              pattern[pdi]
            ];
            if (fd.toLowerCase() === pd.toLowerCase()) {
              pattern[pdi] = fd;
              patternStartIndex = pdi;
              fileStartIndex = fdi;
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          file = this.levelTwoFileOptimize(file);
        }
        if (pattern.includes(exports.GLOBSTAR)) {
          return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
      }
      #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const firstgs = pattern.indexOf(exports.GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(exports.GLOBSTAR);
        const [head, body, tail] = partial ? [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1),
          []
        ] : [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1, lastgs),
          pattern.slice(lastgs + 1)
        ];
        if (head.length) {
          const fileHead = file.slice(fileIndex, fileIndex + head.length);
          if (!this.#matchOne(fileHead, head, partial, 0, 0)) {
            return false;
          }
          fileIndex += head.length;
          patternIndex += head.length;
        }
        let fileTailMatch = 0;
        if (tail.length) {
          if (tail.length + fileIndex > file.length)
            return false;
          let tailStart = file.length - tail.length;
          if (this.#matchOne(file, tail, partial, tailStart, 0)) {
            fileTailMatch = tail.length;
          } else {
            if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length) {
              return false;
            }
            tailStart--;
            if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
              return false;
            }
            fileTailMatch = tail.length + 1;
          }
        }
        if (!body.length) {
          let sawSome = !!fileTailMatch;
          for (let i2 = fileIndex; i2 < file.length - fileTailMatch; i2++) {
            const f = String(file[i2]);
            sawSome = true;
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return partial || sawSome;
        }
        const bodySegments = [[[], 0]];
        let currentBody = bodySegments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
          if (b === exports.GLOBSTAR) {
            nonGsPartsSums.push(nonGsParts);
            currentBody = [[], 0];
            bodySegments.push(currentBody);
          } else {
            currentBody[0].push(b);
            nonGsParts++;
          }
        }
        let i = bodySegments.length - 1;
        const fileLength = file.length - fileTailMatch;
        for (const b of bodySegments) {
          b[1] = fileLength - (nonGsPartsSums[i--] + b[0].length);
        }
        return !!this.#matchGlobStarBodySections(file, bodySegments, fileIndex, 0, partial, 0, !!fileTailMatch);
      }
      // return false for "nope, not matching"
      // return null for "not matching, cannot keep trying"
      #matchGlobStarBodySections(file, bodySegments, fileIndex, bodyIndex, partial, globStarDepth, sawTail) {
        const bs = bodySegments[bodyIndex];
        if (!bs) {
          for (let i = fileIndex; i < file.length; i++) {
            sawTail = true;
            const f = file[i];
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return sawTail;
        }
        const [body, after] = bs;
        while (fileIndex <= after) {
          const m = this.#matchOne(file.slice(0, fileIndex + body.length), body, partial, fileIndex, 0);
          if (m && globStarDepth < this.maxGlobstarRecursion) {
            const sub = this.#matchGlobStarBodySections(file, bodySegments, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail);
            if (sub !== false) {
              return sub;
            }
          }
          const f = file[fileIndex];
          if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
            return false;
          }
          fileIndex++;
        }
        return partial || null;
      }
      #matchOne(file, pattern, partial, fileIndex, patternIndex) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex, pi = patternIndex, fl = file.length, pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
          this.debug("matchOne loop");
          let p = pattern[pi];
          let f = file[fi];
          this.debug(pattern, p, f);
          if (p === false || p === exports.GLOBSTAR) {
            return false;
          }
          let hit;
          if (typeof p === "string") {
            hit = f === p;
            this.debug("string match", p, f, hit);
          } else {
            hit = p.test(f);
            this.debug("pattern match", p, f, hit);
          }
          if (!hit)
            return false;
        }
        if (fi === fl && pi === pl) {
          return true;
        } else if (fi === fl) {
          return partial;
        } else if (pi === pl) {
          return fi === fl - 1 && file[fi] === "";
        } else {
          throw new Error("wtf?");
        }
      }
      braceExpand() {
        return (0, exports.braceExpand)(this.pattern, this.options);
      }
      parse(pattern) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        const options = this.options;
        if (pattern === "**")
          return exports.GLOBSTAR;
        if (pattern === "")
          return "";
        let m;
        let fastTest = null;
        if (m = pattern.match(starRE)) {
          fastTest = options.dot ? starTestDot : starTest;
        } else if (m = pattern.match(starDotExtRE)) {
          fastTest = (options.nocase ? options.dot ? starDotExtTestNocaseDot : starDotExtTestNocase : options.dot ? starDotExtTestDot : starDotExtTest)(m[1]);
        } else if (m = pattern.match(qmarksRE)) {
          fastTest = (options.nocase ? options.dot ? qmarksTestNocaseDot : qmarksTestNocase : options.dot ? qmarksTestDot : qmarksTest)(m);
        } else if (m = pattern.match(starDotStarRE)) {
          fastTest = options.dot ? starDotStarTestDot : starDotStarTest;
        } else if (m = pattern.match(dotStarRE)) {
          fastTest = dotStarTest;
        }
        const re = ast_js_1.AST.fromGlob(pattern, this.options).toMMPattern();
        if (fastTest && typeof re === "object") {
          Reflect.defineProperty(re, "test", { value: fastTest });
        }
        return re;
      }
      makeRe() {
        if (this.regexp || this.regexp === false)
          return this.regexp;
        const set = this.set;
        if (!set.length) {
          this.regexp = false;
          return this.regexp;
        }
        const options = this.options;
        const twoStar = options.noglobstar ? star : options.dot ? twoStarDot : twoStarNoDot;
        const flags = new Set(options.nocase ? ["i"] : []);
        let re = set.map((pattern) => {
          const pp = pattern.map((p) => {
            if (p instanceof RegExp) {
              for (const f of p.flags.split(""))
                flags.add(f);
            }
            return typeof p === "string" ? regExpEscape(p) : p === exports.GLOBSTAR ? exports.GLOBSTAR : p._src;
          });
          pp.forEach((p, i) => {
            const next = pp[i + 1];
            const prev = pp[i - 1];
            if (p !== exports.GLOBSTAR || prev === exports.GLOBSTAR) {
              return;
            }
            if (prev === void 0) {
              if (next !== void 0 && next !== exports.GLOBSTAR) {
                pp[i + 1] = "(?:\\/|" + twoStar + "\\/)?" + next;
              } else {
                pp[i] = twoStar;
              }
            } else if (next === void 0) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + ")?";
            } else if (next !== exports.GLOBSTAR) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + "\\/)" + next;
              pp[i + 1] = exports.GLOBSTAR;
            }
          });
          const filtered = pp.filter((p) => p !== exports.GLOBSTAR);
          if (this.partial && filtered.length >= 1) {
            const prefixes = [];
            for (let i = 1; i <= filtered.length; i++) {
              prefixes.push(filtered.slice(0, i).join("/"));
            }
            return "(?:" + prefixes.join("|") + ")";
          }
          return filtered.join("/");
        }).join("|");
        const [open, close] = set.length > 1 ? ["(?:", ")"] : ["", ""];
        re = "^" + open + re + close + "$";
        if (this.partial) {
          re = "^(?:\\/|" + open + re.slice(1, -1) + close + ")$";
        }
        if (this.negate)
          re = "^(?!" + re + ").+$";
        try {
          this.regexp = new RegExp(re, [...flags].join(""));
        } catch {
          this.regexp = false;
        }
        return this.regexp;
      }
      slashSplit(p) {
        if (this.preserveMultipleSlashes) {
          return p.split("/");
        } else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
          return ["", ...p.split(/\/+/)];
        } else {
          return p.split(/\/+/);
        }
      }
      match(f, partial = this.partial) {
        this.debug("match", f, this.pattern);
        if (this.comment) {
          return false;
        }
        if (this.empty) {
          return f === "";
        }
        if (f === "/" && partial) {
          return true;
        }
        const options = this.options;
        if (this.isWindows) {
          f = f.split("\\").join("/");
        }
        const ff = this.slashSplit(f);
        this.debug(this.pattern, "split", ff);
        const set = this.set;
        this.debug(this.pattern, "set", set);
        let filename = ff[ff.length - 1];
        if (!filename) {
          for (let i = ff.length - 2; !filename && i >= 0; i--) {
            filename = ff[i];
          }
        }
        for (const pattern of set) {
          let file = ff;
          if (options.matchBase && pattern.length === 1) {
            file = [filename];
          }
          const hit = this.matchOne(file, pattern, partial);
          if (hit) {
            if (options.flipNegate) {
              return true;
            }
            return !this.negate;
          }
        }
        if (options.flipNegate) {
          return false;
        }
        return this.negate;
      }
      static defaults(def) {
        return exports.minimatch.defaults(def).Minimatch;
      }
    };
    exports.Minimatch = Minimatch;
    var ast_js_2 = require_ast();
    Object.defineProperty(exports, "AST", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ast_js_2.AST;
    }, "get") });
    var escape_js_2 = require_escape();
    Object.defineProperty(exports, "escape", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return escape_js_2.escape;
    }, "get") });
    var unescape_js_2 = require_unescape();
    Object.defineProperty(exports, "unescape", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return unescape_js_2.unescape;
    }, "get") });
    exports.minimatch.AST = ast_js_1.AST;
    exports.minimatch.Minimatch = Minimatch;
    exports.minimatch.escape = escape_js_1.escape;
    exports.minimatch.unescape = unescape_js_1.unescape;
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils2 = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils2();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = /* @__PURE__ */ __name((code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    }, "isPathSeparator");
    var depth = /* @__PURE__ */ __name((token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    }, "depth");
    var scan = /* @__PURE__ */ __name((input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = /* @__PURE__ */ __name(() => index >= length, "eos");
      const peek = /* @__PURE__ */ __name(() => str.charCodeAt(index + 1), "peek");
      const advance = /* @__PURE__ */ __name(() => {
        prev = code;
        return str.charCodeAt(++index);
      }, "advance");
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    }, "scan");
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils2();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = /* @__PURE__ */ __name((args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    }, "expandRange");
    var syntaxError = /* @__PURE__ */ __name((type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    }, "syntaxError");
    var splitTopLevel = /* @__PURE__ */ __name((input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    }, "splitTopLevel");
    var isPlainBranch = /* @__PURE__ */ __name((branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    }, "isPlainBranch");
    var normalizeSimpleBranch = /* @__PURE__ */ __name((branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    }, "normalizeSimpleBranch");
    var hasRepeatedCharPrefixOverlap = /* @__PURE__ */ __name((branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    }, "hasRepeatedCharPrefixOverlap");
    var parseRepeatedExtglob = /* @__PURE__ */ __name((pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    }, "parseRepeatedExtglob");
    var buildCharClassStar = /* @__PURE__ */ __name((chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    }, "buildCharClassStar");
    var getStarExtglobSequenceChars = /* @__PURE__ */ __name((pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    }, "getStarExtglobSequenceChars");
    var repeatedExtglobRecursion = /* @__PURE__ */ __name((pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    }, "repeatedExtglobRecursion");
    var analyzeRepeatedExtglob = /* @__PURE__ */ __name((body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    }, "analyzeRepeatedExtglob");
    var parse = /* @__PURE__ */ __name((input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = /* @__PURE__ */ __name((opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = /* @__PURE__ */ __name(() => state.index === len - 1, "eos");
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = /* @__PURE__ */ __name(() => input.slice(state.index + 1), "remaining");
      const consume = /* @__PURE__ */ __name((value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      }, "consume");
      const append = /* @__PURE__ */ __name((token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      }, "append");
      const negate = /* @__PURE__ */ __name(() => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      }, "negate");
      const increment = /* @__PURE__ */ __name((type) => {
        state[type]++;
        stack.push(type);
      }, "increment");
      const decrement = /* @__PURE__ */ __name((type) => {
        state[type]--;
        stack.pop();
      }, "decrement");
      const push = /* @__PURE__ */ __name((tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      }, "push");
      const extglobOpen = /* @__PURE__ */ __name((type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      }, "extglobOpen");
      const extglobClose = /* @__PURE__ */ __name((token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      }, "extglobClose");
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    }, "parse");
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = /* @__PURE__ */ __name((opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const create = /* @__PURE__ */ __name((str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      }, "create");
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils2();
    var constants = require_constants();
    var isObject = /* @__PURE__ */ __name((val) => val && typeof val === "object" && !Array.isArray(val), "isObject");
    var picomatch = /* @__PURE__ */ __name((glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch(input, options, returnState));
        const arrayMatcher = /* @__PURE__ */ __name((str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        }, "arrayMatcher");
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = /* @__PURE__ */ __name(() => false, "isIgnored");
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = /* @__PURE__ */ __name((input, returnObject = false) => {
        const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      }, "matcher");
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    }, "picomatch");
    picomatch.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
    picomatch.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch.scan = (input, options) => scan(input, options);
    picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch.constants = constants;
    module.exports = picomatch;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils2();
    function picomatch(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    __name(picomatch, "picomatch");
    Object.assign(picomatch, pico);
    module.exports = picomatch;
  }
});

// node_modules/fdir/dist/index.cjs
var require_dist = __commonJS({
  "node_modules/fdir/dist/index.cjs"(exports) {
    var __create = Object.create;
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __copyProps = /* @__PURE__ */ __name((to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
        key = keys[i];
        if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
          get: ((k) => from[k]).bind(null, key),
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
        });
      }
      return to;
    }, "__copyProps");
    var __toESM = /* @__PURE__ */ __name((mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", {
      value: mod,
      enumerable: true
    }) : target, mod)), "__toESM");
    var path = __toESM(__require("path"));
    var fs = __toESM(__require("fs"));
    function cleanPath(path$1) {
      let normalized = (0, path.normalize)(path$1);
      if (normalized.length > 1 && normalized[normalized.length - 1] === path.sep) normalized = normalized.substring(0, normalized.length - 1);
      return normalized;
    }
    __name(cleanPath, "cleanPath");
    var SLASHES_REGEX = /[\\/]/g;
    function convertSlashes(path$1, separator) {
      return path$1.replace(SLASHES_REGEX, separator);
    }
    __name(convertSlashes, "convertSlashes");
    var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
    function isRootDirectory(path$1) {
      return path$1 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path$1);
    }
    __name(isRootDirectory, "isRootDirectory");
    function normalizePath(path$1, options) {
      const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
      const pathNeedsCleaning = process.platform === "win32" && path$1.includes("/") || path$1.startsWith(".");
      if (resolvePaths) path$1 = (0, path.resolve)(path$1);
      if (normalizePath$1 || pathNeedsCleaning) path$1 = cleanPath(path$1);
      if (path$1 === ".") return "";
      const needsSeperator = path$1[path$1.length - 1] !== pathSeparator;
      return convertSlashes(needsSeperator ? path$1 + pathSeparator : path$1, pathSeparator);
    }
    __name(normalizePath, "normalizePath");
    function joinPathWithBasePath(filename, directoryPath) {
      return directoryPath + filename;
    }
    __name(joinPathWithBasePath, "joinPathWithBasePath");
    function joinPathWithRelativePath(root, options) {
      return function(filename, directoryPath) {
        const sameRoot = directoryPath.startsWith(root);
        if (sameRoot) return directoryPath.slice(root.length) + filename;
        else return convertSlashes((0, path.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
      };
    }
    __name(joinPathWithRelativePath, "joinPathWithRelativePath");
    function joinPath(filename) {
      return filename;
    }
    __name(joinPath, "joinPath");
    function joinDirectoryPath(filename, directoryPath, separator) {
      return directoryPath + filename + separator;
    }
    __name(joinDirectoryPath, "joinDirectoryPath");
    function build$7(root, options) {
      const { relativePaths, includeBasePath } = options;
      return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
    }
    __name(build$7, "build$7");
    function pushDirectoryWithRelativePath(root) {
      return function(directoryPath, paths) {
        paths.push(directoryPath.substring(root.length) || ".");
      };
    }
    __name(pushDirectoryWithRelativePath, "pushDirectoryWithRelativePath");
    function pushDirectoryFilterWithRelativePath(root) {
      return function(directoryPath, paths, filters) {
        const relativePath = directoryPath.substring(root.length) || ".";
        if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
      };
    }
    __name(pushDirectoryFilterWithRelativePath, "pushDirectoryFilterWithRelativePath");
    var pushDirectory = /* @__PURE__ */ __name((directoryPath, paths) => {
      paths.push(directoryPath || ".");
    }, "pushDirectory");
    var pushDirectoryFilter = /* @__PURE__ */ __name((directoryPath, paths, filters) => {
      const path$1 = directoryPath || ".";
      if (filters.every((filter) => filter(path$1, true))) paths.push(path$1);
    }, "pushDirectoryFilter");
    var empty$2 = /* @__PURE__ */ __name(() => {
    }, "empty$2");
    function build$6(root, options) {
      const { includeDirs, filters, relativePaths } = options;
      if (!includeDirs) return empty$2;
      if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
      return filters && filters.length ? pushDirectoryFilter : pushDirectory;
    }
    __name(build$6, "build$6");
    var pushFileFilterAndCount = /* @__PURE__ */ __name((filename, _paths, counts, filters) => {
      if (filters.every((filter) => filter(filename, false))) counts.files++;
    }, "pushFileFilterAndCount");
    var pushFileFilter = /* @__PURE__ */ __name((filename, paths, _counts, filters) => {
      if (filters.every((filter) => filter(filename, false))) paths.push(filename);
    }, "pushFileFilter");
    var pushFileCount = /* @__PURE__ */ __name((_filename, _paths, counts, _filters) => {
      counts.files++;
    }, "pushFileCount");
    var pushFile = /* @__PURE__ */ __name((filename, paths) => {
      paths.push(filename);
    }, "pushFile");
    var empty$1 = /* @__PURE__ */ __name(() => {
    }, "empty$1");
    function build$5(options) {
      const { excludeFiles, filters, onlyCounts } = options;
      if (excludeFiles) return empty$1;
      if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
      else if (onlyCounts) return pushFileCount;
      else return pushFile;
    }
    __name(build$5, "build$5");
    var getArray = /* @__PURE__ */ __name((paths) => {
      return paths;
    }, "getArray");
    var getArrayGroup = /* @__PURE__ */ __name(() => {
      return [""].slice(0, 0);
    }, "getArrayGroup");
    function build$4(options) {
      return options.group ? getArrayGroup : getArray;
    }
    __name(build$4, "build$4");
    var groupFiles = /* @__PURE__ */ __name((groups, directory, files) => {
      groups.push({
        directory,
        files,
        dir: directory
      });
    }, "groupFiles");
    var empty = /* @__PURE__ */ __name(() => {
    }, "empty");
    function build$3(options) {
      return options.group ? groupFiles : empty;
    }
    __name(build$3, "build$3");
    var resolveSymlinksAsync = /* @__PURE__ */ __name(function(path$1, state, callback$1) {
      const { queue, fs: fs$1, options: { suppressErrors } } = state;
      queue.enqueue();
      fs$1.realpath(path$1, (error, resolvedPath) => {
        if (error) return queue.dequeue(suppressErrors ? null : error, state);
        fs$1.stat(resolvedPath, (error$1, stat) => {
          if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
          if (stat.isDirectory() && isRecursive(path$1, resolvedPath, state)) return queue.dequeue(null, state);
          callback$1(stat, resolvedPath);
          queue.dequeue(null, state);
        });
      });
    }, "resolveSymlinksAsync");
    var resolveSymlinks = /* @__PURE__ */ __name(function(path$1, state, callback$1) {
      const { queue, fs: fs$1, options: { suppressErrors } } = state;
      queue.enqueue();
      try {
        const resolvedPath = fs$1.realpathSync(path$1);
        const stat = fs$1.statSync(resolvedPath);
        if (stat.isDirectory() && isRecursive(path$1, resolvedPath, state)) return;
        callback$1(stat, resolvedPath);
      } catch (e) {
        if (!suppressErrors) throw e;
      }
    }, "resolveSymlinks");
    function build$2(options, isSynchronous) {
      if (!options.resolveSymlinks || options.excludeSymlinks) return null;
      return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
    }
    __name(build$2, "build$2");
    function isRecursive(path$1, resolved, state) {
      if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
      let parent = (0, path.dirname)(path$1);
      let depth = 1;
      while (parent !== state.root && depth < 2) {
        const resolvedPath = state.symlinks.get(parent);
        const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
        if (isSameRoot) depth++;
        else parent = (0, path.dirname)(parent);
      }
      state.symlinks.set(path$1, resolved);
      return depth > 1;
    }
    __name(isRecursive, "isRecursive");
    function isRecursiveUsingRealPaths(resolved, state) {
      return state.visited.includes(resolved + state.options.pathSeparator);
    }
    __name(isRecursiveUsingRealPaths, "isRecursiveUsingRealPaths");
    var onlyCountsSync = /* @__PURE__ */ __name((state) => {
      return state.counts;
    }, "onlyCountsSync");
    var groupsSync = /* @__PURE__ */ __name((state) => {
      return state.groups;
    }, "groupsSync");
    var defaultSync = /* @__PURE__ */ __name((state) => {
      return state.paths;
    }, "defaultSync");
    var limitFilesSync = /* @__PURE__ */ __name((state) => {
      return state.paths.slice(0, state.options.maxFiles);
    }, "limitFilesSync");
    var onlyCountsAsync = /* @__PURE__ */ __name((state, error, callback$1) => {
      report(error, callback$1, state.counts, state.options.suppressErrors);
      return null;
    }, "onlyCountsAsync");
    var defaultAsync = /* @__PURE__ */ __name((state, error, callback$1) => {
      report(error, callback$1, state.paths, state.options.suppressErrors);
      return null;
    }, "defaultAsync");
    var limitFilesAsync = /* @__PURE__ */ __name((state, error, callback$1) => {
      report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
      return null;
    }, "limitFilesAsync");
    var groupsAsync = /* @__PURE__ */ __name((state, error, callback$1) => {
      report(error, callback$1, state.groups, state.options.suppressErrors);
      return null;
    }, "groupsAsync");
    function report(error, callback$1, output, suppressErrors) {
      if (error && !suppressErrors) callback$1(error, output);
      else callback$1(null, output);
    }
    __name(report, "report");
    function build$1(options, isSynchronous) {
      const { onlyCounts, group, maxFiles } = options;
      if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
      else if (group) return isSynchronous ? groupsSync : groupsAsync;
      else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
      else return isSynchronous ? defaultSync : defaultAsync;
    }
    __name(build$1, "build$1");
    var readdirOpts = { withFileTypes: true };
    var walkAsync = /* @__PURE__ */ __name((state, crawlPath, directoryPath, currentDepth, callback$1) => {
      state.queue.enqueue();
      if (currentDepth < 0) return state.queue.dequeue(null, state);
      const { fs: fs$1 } = state;
      state.visited.push(crawlPath);
      state.counts.directories++;
      fs$1.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
        callback$1(entries, directoryPath, currentDepth);
        state.queue.dequeue(state.options.suppressErrors ? null : error, state);
      });
    }, "walkAsync");
    var walkSync = /* @__PURE__ */ __name((state, crawlPath, directoryPath, currentDepth, callback$1) => {
      const { fs: fs$1 } = state;
      if (currentDepth < 0) return;
      state.visited.push(crawlPath);
      state.counts.directories++;
      let entries = [];
      try {
        entries = fs$1.readdirSync(crawlPath || ".", readdirOpts);
      } catch (e) {
        if (!state.options.suppressErrors) throw e;
      }
      callback$1(entries, directoryPath, currentDepth);
    }, "walkSync");
    function build(isSynchronous) {
      return isSynchronous ? walkSync : walkAsync;
    }
    __name(build, "build");
    var Queue = class {
      static {
        __name(this, "Queue");
      }
      count = 0;
      constructor(onQueueEmpty) {
        this.onQueueEmpty = onQueueEmpty;
      }
      enqueue() {
        this.count++;
        return this.count;
      }
      dequeue(error, output) {
        if (this.onQueueEmpty && (--this.count <= 0 || error)) {
          this.onQueueEmpty(error, output);
          if (error) {
            output.controller.abort();
            this.onQueueEmpty = void 0;
          }
        }
      }
    };
    var Counter = class {
      static {
        __name(this, "Counter");
      }
      _files = 0;
      _directories = 0;
      set files(num) {
        this._files = num;
      }
      get files() {
        return this._files;
      }
      set directories(num) {
        this._directories = num;
      }
      get directories() {
        return this._directories;
      }
      /**
      * @deprecated use `directories` instead
      */
      /* c8 ignore next 3 */
      get dirs() {
        return this._directories;
      }
    };
    var Aborter = class {
      static {
        __name(this, "Aborter");
      }
      aborted = false;
      abort() {
        this.aborted = true;
      }
    };
    var Walker = class {
      static {
        __name(this, "Walker");
      }
      root;
      isSynchronous;
      state;
      joinPath;
      pushDirectory;
      pushFile;
      getArray;
      groupFiles;
      resolveSymlink;
      walkDirectory;
      callbackInvoker;
      constructor(root, options, callback$1) {
        this.isSynchronous = !callback$1;
        this.callbackInvoker = build$1(options, this.isSynchronous);
        this.root = normalizePath(root, options);
        this.state = {
          root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
          paths: [""].slice(0, 0),
          groups: [],
          counts: new Counter(),
          options,
          queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
          symlinks: /* @__PURE__ */ new Map(),
          visited: [""].slice(0, 0),
          controller: new Aborter(),
          fs: options.fs || fs
        };
        this.joinPath = build$7(this.root, options);
        this.pushDirectory = build$6(this.root, options);
        this.pushFile = build$5(options);
        this.getArray = build$4(options);
        this.groupFiles = build$3(options);
        this.resolveSymlink = build$2(options, this.isSynchronous);
        this.walkDirectory = build(this.isSynchronous);
      }
      start() {
        this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
        this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
        return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
      }
      walk = /* @__PURE__ */ __name((entries, directoryPath, depth) => {
        const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
        if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
        const files = this.getArray(this.state.paths);
        for (let i = 0; i < entries.length; ++i) {
          const entry = entries[i];
          if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
            const filename = this.joinPath(entry.name, directoryPath);
            this.pushFile(filename, files, this.state.counts, filters);
          } else if (entry.isDirectory()) {
            let path$1 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
            if (exclude && exclude(entry.name, path$1)) continue;
            this.pushDirectory(path$1, paths, filters);
            this.walkDirectory(this.state, path$1, path$1, depth - 1, this.walk);
          } else if (this.resolveSymlink && entry.isSymbolicLink()) {
            let path$1 = joinPathWithBasePath(entry.name, directoryPath);
            this.resolveSymlink(path$1, this.state, (stat, resolvedPath) => {
              if (stat.isDirectory()) {
                resolvedPath = normalizePath(resolvedPath, this.state.options);
                if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path$1 + pathSeparator)) return;
                this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path$1 + pathSeparator, depth - 1, this.walk);
              } else {
                resolvedPath = useRealPaths ? resolvedPath : path$1;
                const filename = (0, path.basename)(resolvedPath);
                const directoryPath$1 = normalizePath((0, path.dirname)(resolvedPath), this.state.options);
                resolvedPath = this.joinPath(filename, directoryPath$1);
                this.pushFile(resolvedPath, files, this.state.counts, filters);
              }
            });
          }
        }
        this.groupFiles(this.state.groups, directoryPath, files);
      }, "walk");
    };
    function promise(root, options) {
      return new Promise((resolve$1, reject) => {
        callback(root, options, (err, output) => {
          if (err) return reject(err);
          resolve$1(output);
        });
      });
    }
    __name(promise, "promise");
    function callback(root, options, callback$1) {
      let walker = new Walker(root, options, callback$1);
      walker.start();
    }
    __name(callback, "callback");
    function sync(root, options) {
      const walker = new Walker(root, options);
      return walker.start();
    }
    __name(sync, "sync");
    var APIBuilder = class {
      static {
        __name(this, "APIBuilder");
      }
      constructor(root, options) {
        this.root = root;
        this.options = options;
      }
      withPromise() {
        return promise(this.root, this.options);
      }
      withCallback(cb) {
        callback(this.root, this.options, cb);
      }
      sync() {
        return sync(this.root, this.options);
      }
    };
    var pm = null;
    try {
      __require.resolve("picomatch");
      pm = require_picomatch2();
    } catch {
    }
    var Builder = class {
      static {
        __name(this, "Builder");
      }
      globCache = {};
      options = {
        maxDepth: Infinity,
        suppressErrors: true,
        pathSeparator: path.sep,
        filters: []
      };
      globFunction;
      constructor(options) {
        this.options = {
          ...this.options,
          ...options
        };
        this.globFunction = this.options.globFunction;
      }
      group() {
        this.options.group = true;
        return this;
      }
      withPathSeparator(separator) {
        this.options.pathSeparator = separator;
        return this;
      }
      withBasePath() {
        this.options.includeBasePath = true;
        return this;
      }
      withRelativePaths() {
        this.options.relativePaths = true;
        return this;
      }
      withDirs() {
        this.options.includeDirs = true;
        return this;
      }
      withMaxDepth(depth) {
        this.options.maxDepth = depth;
        return this;
      }
      withMaxFiles(limit) {
        this.options.maxFiles = limit;
        return this;
      }
      withFullPaths() {
        this.options.resolvePaths = true;
        this.options.includeBasePath = true;
        return this;
      }
      withErrors() {
        this.options.suppressErrors = false;
        return this;
      }
      withSymlinks({ resolvePaths = true } = {}) {
        this.options.resolveSymlinks = true;
        this.options.useRealPaths = resolvePaths;
        return this.withFullPaths();
      }
      withAbortSignal(signal) {
        this.options.signal = signal;
        return this;
      }
      normalize() {
        this.options.normalizePath = true;
        return this;
      }
      filter(predicate) {
        this.options.filters.push(predicate);
        return this;
      }
      onlyDirs() {
        this.options.excludeFiles = true;
        this.options.includeDirs = true;
        return this;
      }
      exclude(predicate) {
        this.options.exclude = predicate;
        return this;
      }
      onlyCounts() {
        this.options.onlyCounts = true;
        return this;
      }
      crawl(root) {
        return new APIBuilder(root || ".", this.options);
      }
      withGlobFunction(fn) {
        this.globFunction = fn;
        return this;
      }
      /**
      * @deprecated Pass options using the constructor instead:
      * ```ts
      * new fdir(options).crawl("/path/to/root");
      * ```
      * This method will be removed in v7.0
      */
      /* c8 ignore next 4 */
      crawlWithOptions(root, options) {
        this.options = {
          ...this.options,
          ...options
        };
        return new APIBuilder(root || ".", this.options);
      }
      glob(...patterns) {
        if (this.globFunction) return this.globWithOptions(patterns);
        return this.globWithOptions(patterns, ...[{ dot: true }]);
      }
      globWithOptions(patterns, ...options) {
        const globFn = this.globFunction || pm;
        if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
        var isMatch = this.globCache[patterns.join("\0")];
        if (!isMatch) {
          isMatch = globFn(patterns, ...options);
          this.globCache[patterns.join("\0")] = isMatch;
        }
        this.options.filters.push((path$1) => isMatch(path$1));
        return this;
      }
    };
    exports.fdir = Builder;
  }
});

// node_modules/tinyglobby/dist/index.cjs
var require_dist2 = __commonJS({
  "node_modules/tinyglobby/dist/index.cjs"(exports) {
    Object.defineProperty(exports, Symbol.toStringTag, { value: "Module" });
    var __create = Object.create;
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __copyProps = /* @__PURE__ */ __name((to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
        key = keys[i];
        if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
          get: ((k) => from[k]).bind(null, key),
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
        });
      }
      return to;
    }, "__copyProps");
    var __toESM = /* @__PURE__ */ __name((mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", {
      value: mod,
      enumerable: true
    }) : target, mod)), "__toESM");
    var fs = __require("fs");
    var path = __require("path");
    var url = __require("url");
    var fdir = require_dist();
    var picomatch = require_picomatch2();
    picomatch = __toESM(picomatch, 1);
    var isReadonlyArray = Array.isArray;
    var BACKSLASHES = /\\/g;
    var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
    var isWin = process.platform === "win32";
    var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
    function getPartialMatcher(patterns, options = {}) {
      const patternsCount = patterns.length;
      const patternsParts = Array(patternsCount);
      const matchers = Array(patternsCount);
      let i, j;
      for (i = 0; i < patternsCount; i++) {
        const parts = splitPattern(patterns[i]);
        patternsParts[i] = parts;
        const partsCount = parts.length;
        const partMatchers = Array(partsCount);
        for (j = 0; j < partsCount; j++) partMatchers[j] = (0, picomatch.default)(parts[j], options);
        matchers[i] = partMatchers;
      }
      return (input) => {
        const inputParts = input.split("/");
        if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
        for (i = 0; i < patternsCount; i++) {
          const patternParts = patternsParts[i];
          const matcher = matchers[i];
          const inputPatternCount = inputParts.length;
          const minParts = Math.min(inputPatternCount, patternParts.length);
          j = 0;
          while (j < minParts) {
            const part = patternParts[j];
            if (part.includes("/")) return true;
            if (!matcher[j](inputParts[j])) break;
            if (!options.noglobstar && part === "**") return true;
            j++;
          }
          if (j === inputPatternCount) return true;
        }
        return false;
      };
    }
    __name(getPartialMatcher, "getPartialMatcher");
    var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
    var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
    function buildFormat(cwd, root, absolute) {
      if (cwd === root || root.startsWith(`${cwd}/`)) {
        if (absolute) {
          const start = cwd.length + +!isRoot(cwd);
          return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
        }
        const prefix = root.slice(cwd.length + 1);
        if (prefix) return (p, isDir) => {
          if (p === ".") return prefix;
          const result = `${prefix}/${p}`;
          return isDir ? result.slice(0, -1) : result;
        };
        return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
      }
      if (absolute) return (p) => path.posix.relative(cwd, p) || ".";
      return (p) => path.posix.relative(cwd, `${root}/${p}`) || ".";
    }
    __name(buildFormat, "buildFormat");
    function buildRelative(cwd, root) {
      if (root.startsWith(`${cwd}/`)) {
        const prefix = root.slice(cwd.length + 1);
        return (p) => `${prefix}/${p}`;
      }
      return (p) => {
        const result = path.posix.relative(cwd, `${root}/${p}`);
        return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
      };
    }
    __name(buildRelative, "buildRelative");
    function ensureNonDriveRelativePath(path$1) {
      return path$1.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
    }
    __name(ensureNonDriveRelativePath, "ensureNonDriveRelativePath");
    var splitPatternOptions = { parts: true };
    function splitPattern(path$2) {
      var _result$parts;
      const result = picomatch.default.scan(path$2, splitPatternOptions);
      return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path$2];
    }
    __name(splitPattern, "splitPattern");
    var ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
    function convertPosixPathToPattern(path$3) {
      return escapePosixPath(path$3);
    }
    __name(convertPosixPathToPattern, "convertPosixPathToPattern");
    function convertWin32PathToPattern(path$4) {
      return escapeWin32Path(path$4).replace(ESCAPED_WIN32_BACKSLASHES, "/");
    }
    __name(convertWin32PathToPattern, "convertWin32PathToPattern");
    var convertPathToPattern = isWin ? convertWin32PathToPattern : convertPosixPathToPattern;
    var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
    var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
    var escapePosixPath = /* @__PURE__ */ __name((path$5) => path$5.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&"), "escapePosixPath");
    var escapeWin32Path = /* @__PURE__ */ __name((path$6) => path$6.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&"), "escapeWin32Path");
    var escapePath = isWin ? escapeWin32Path : escapePosixPath;
    function isDynamicPattern(pattern, options) {
      if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
      const scan = picomatch.default.scan(pattern);
      return scan.isGlob || scan.negated;
    }
    __name(isDynamicPattern, "isDynamicPattern");
    function log(...tasks) {
      console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
    }
    __name(log, "log");
    function ensureStringArray(value) {
      return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
    }
    __name(ensureStringArray, "ensureStringArray");
    var PARENT_DIRECTORY = /^(\/?\.\.)+/;
    var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
    function normalizePattern(pattern, opts, props, isIgnore) {
      var _PARENT_DIRECTORY$exe;
      const cwd = opts.cwd;
      let result = pattern;
      if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
      if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
      const escapedCwd = escapePath(cwd);
      result = (0, path.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? path.posix.relative(escapedCwd, result) : path.posix.normalize(result);
      const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
      const parts = splitPattern(result);
      if (parentDir) {
        const n = (parentDir.length + 1) / 3;
        let i = 0;
        const cwdParts = escapedCwd.split("/");
        while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
          result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
          i++;
        }
        const potentialRoot = path.posix.join(cwd, parentDir.slice(i * 3));
        if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
          props.root = ensureNonDriveRelativePath(potentialRoot);
          props.depthOffset = -n + i;
        }
      }
      if (!isIgnore && props.depthOffset >= 0) {
        var _props$commonPath;
        (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
        const newCommonPath = [];
        const length = Math.min(props.commonPath.length, parts.length);
        for (let i = 0; i < length; i++) {
          const part = parts[i];
          if (part === "**" && !parts[i + 1]) {
            newCommonPath.pop();
            break;
          }
          if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
          newCommonPath.push(part);
        }
        props.depthOffset = newCommonPath.length;
        props.commonPath = newCommonPath;
        props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? path.posix.join(cwd, ...newCommonPath) : cwd);
      }
      return result;
    }
    __name(normalizePattern, "normalizePattern");
    function processPatterns(options, patterns, props) {
      const matchPatterns = [];
      const ignorePatterns = [];
      for (const pattern of options.ignore) {
        if (!pattern) continue;
        if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
      }
      for (const pattern of patterns) {
        if (!pattern) continue;
        if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
        else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
      }
      return {
        match: matchPatterns,
        ignore: ignorePatterns
      };
    }
    __name(processPatterns, "processPatterns");
    function buildCrawler(options, patterns) {
      const cwd = options.cwd;
      const props = {
        root: cwd,
        depthOffset: 0
      };
      const processed = processPatterns(options, patterns, props);
      if (options.debug) log("internal processing patterns:", processed);
      const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
      const root = props.root.replace(BACKSLASHES, "");
      const matchOptions = {
        dot,
        nobrace: options.braceExpansion === false,
        nocase: !caseSensitiveMatch,
        noextglob: options.extglob === false,
        noglobstar: options.globstar === false,
        posix: true
      };
      const matcher = (0, picomatch.default)(processed.match, matchOptions);
      const ignore = (0, picomatch.default)(processed.ignore, matchOptions);
      const partialMatcher = getPartialMatcher(processed.match, matchOptions);
      const format = buildFormat(cwd, root, absolute);
      const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
      const excludePredicate = /* @__PURE__ */ __name((_, p) => {
        const relativePath = excludeFormatter(p, true);
        return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
      }, "excludePredicate");
      let maxDepth;
      if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
      const crawler = new fdir.fdir({
        filters: [debug ? (p, isDirectory) => {
          const path2 = format(p, isDirectory);
          const matches = matcher(path2) && !ignore(path2);
          if (matches) log(`matched ${path2}`);
          return matches;
        } : (p, isDirectory) => {
          const path2 = format(p, isDirectory);
          return matcher(path2) && !ignore(path2);
        }],
        exclude: debug ? (_, p) => {
          const skipped = excludePredicate(_, p);
          log(`${skipped ? "skipped" : "crawling"} ${p}`);
          return skipped;
        } : excludePredicate,
        fs: options.fs,
        pathSeparator: "/",
        relativePaths: !absolute,
        resolvePaths: absolute,
        includeBasePath: absolute,
        resolveSymlinks: followSymbolicLinks,
        excludeSymlinks: !followSymbolicLinks,
        excludeFiles: onlyDirectories,
        includeDirs: onlyDirectories || !options.onlyFiles,
        maxDepth,
        signal: options.signal
      }).crawl(root);
      if (options.debug) log("internal properties:", {
        ...props,
        root
      });
      return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
    }
    __name(buildCrawler, "buildCrawler");
    function formatPaths(paths, mapper) {
      if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
      return paths;
    }
    __name(formatPaths, "formatPaths");
    var defaultOptions = {
      caseSensitiveMatch: true,
      debug: !!process.env.TINYGLOBBY_DEBUG,
      expandDirectories: true,
      followSymbolicLinks: true,
      onlyFiles: true
    };
    function getOptions(options) {
      const opts = Object.assign({}, options);
      for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
      opts.cwd = (opts.cwd instanceof URL ? (0, url.fileURLToPath)(opts.cwd) : (0, path.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
      opts.ignore = ensureStringArray(opts.ignore);
      opts.fs && (opts.fs = {
        readdir: opts.fs.readdir || fs.readdir,
        readdirSync: opts.fs.readdirSync || fs.readdirSync,
        realpath: opts.fs.realpath || fs.realpath,
        realpathSync: opts.fs.realpathSync || fs.realpathSync,
        stat: opts.fs.stat || fs.stat,
        statSync: opts.fs.statSync || fs.statSync
      });
      if (opts.debug) log("globbing with options:", opts);
      return opts;
    }
    __name(getOptions, "getOptions");
    function getCrawler(globInput, inputOptions = {}) {
      var _ref;
      if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
      const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
      const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
      const options = getOptions(isModern ? inputOptions : globInput);
      return patterns.length > 0 ? buildCrawler(options, patterns) : [];
    }
    __name(getCrawler, "getCrawler");
    async function glob(globInput, options) {
      const [crawler, relative] = getCrawler(globInput, options);
      return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
    }
    __name(glob, "glob");
    function globSync(globInput, options) {
      const [crawler, relative] = getCrawler(globInput, options);
      return crawler ? formatPaths(crawler.sync(), relative) : [];
    }
    __name(globSync, "globSync");
    exports.convertPathToPattern = convertPathToPattern;
    exports.escapePath = escapePath;
    exports.glob = glob;
    exports.globSync = globSync;
    exports.isDynamicPattern = isDynamicPattern;
  }
});

// node_modules/@oclif/core/lib/flags.js
var require_flags = __commonJS({
  "node_modules/@oclif/core/lib/flags.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.help = exports.version = exports.string = exports.url = exports.file = exports.directory = exports.integer = void 0;
    exports.custom = custom;
    exports.boolean = boolean;
    exports.option = option;
    var node_url_1 = __require("node:url");
    var errors_1 = require_errors();
    var help_1 = require_help();
    var fs_1 = require_fs();
    function custom(defaults) {
      return (options = {}) => ({
        parse: /* @__PURE__ */ __name(async (input, _ctx, _opts) => input, "parse"),
        ...defaults,
        ...options,
        input: [],
        multiple: Boolean(options.multiple === void 0 ? defaults?.multiple ?? false : options.multiple),
        type: "option"
      });
    }
    __name(custom, "custom");
    function boolean(options = {}) {
      return {
        parse: /* @__PURE__ */ __name(async (b, _) => b, "parse"),
        ...options,
        allowNo: Boolean(options.allowNo),
        type: "boolean"
      };
    }
    __name(boolean, "boolean");
    exports.integer = custom({
      async parse(input, _, opts) {
        if (!/^-?\d+$/.test(input))
          throw new errors_1.CLIError(`Expected an integer but received: ${input}`);
        const num = Number.parseInt(input, 10);
        if (opts.min !== void 0 && num < opts.min)
          throw new errors_1.CLIError(`Expected an integer greater than or equal to ${opts.min} but received: ${input}`);
        if (opts.max !== void 0 && num > opts.max)
          throw new errors_1.CLIError(`Expected an integer less than or equal to ${opts.max} but received: ${input}`);
        return num;
      }
    });
    exports.directory = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.dirExists)(input);
        return input;
      }
    });
    exports.file = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.fileExists)(input);
        return input;
      }
    });
    exports.url = custom({
      async parse(input) {
        try {
          return new node_url_1.URL(input);
        } catch {
          throw new errors_1.CLIError(`Expected a valid url but received: ${input}`);
        }
      }
    });
    exports.string = custom();
    var version = /* @__PURE__ */ __name((opts = {}) => boolean({
      description: "Show CLI version.",
      ...opts,
      async parse(_, ctx) {
        ctx.log(ctx.config.userAgent);
        ctx.exit(0);
      }
    }), "version");
    exports.version = version;
    var help = /* @__PURE__ */ __name((opts = {}) => boolean({
      description: "Show CLI help.",
      ...opts,
      async parse(_, cmd) {
        const Help = await (0, help_1.loadHelpClass)(cmd.config);
        await new Help(cmd.config, cmd.config.pjson.oclif.helpOptions ?? cmd.config.pjson.helpOptions).showHelp(cmd.id ? [cmd.id, ...cmd.argv] : cmd.argv);
        cmd.exit(0);
      }
    }), "help");
    exports.help = help;
    function option(defaults) {
      return (options = {}) => ({
        parse: /* @__PURE__ */ __name(async (input, _ctx, _opts) => input, "parse"),
        ...defaults,
        ...options,
        input: [],
        multiple: Boolean(options.multiple === void 0 ? defaults.multiple : options.multiple),
        type: "option"
      });
    }
    __name(option, "option");
  }
});

// node_modules/@oclif/core/lib/util/aggregate-flags.js
var require_aggregate_flags = __commonJS({
  "node_modules/@oclif/core/lib/util/aggregate-flags.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.aggregateFlags = aggregateFlags;
    var flags_1 = require_flags();
    var json = (0, flags_1.boolean)({
      description: "Format output as json.",
      helpGroup: "GLOBAL"
    });
    function aggregateFlags(flags, baseFlags, enableJsonFlag) {
      const combinedFlags = { ...baseFlags, ...flags };
      return enableJsonFlag ? { json, ...combinedFlags } : combinedFlags;
    }
    __name(aggregateFlags, "aggregateFlags");
  }
});

// node_modules/@oclif/core/lib/util/cache-command.js
var require_cache_command = __commonJS({
  "node_modules/@oclif/core/lib/util/cache-command.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.cacheCommand = cacheCommand;
    var aggregate_flags_1 = require_aggregate_flags();
    var cache_default_value_1 = require_cache_default_value();
    var ensure_arg_object_1 = require_ensure_arg_object();
    var util_1 = require_util();
    function mergePrototype(result, cmd) {
      const proto = Object.getPrototypeOf(cmd);
      const filteredProto = (0, util_1.pickBy)(proto, (v) => v !== void 0);
      return Object.keys(proto).length > 0 ? mergePrototype({ ...filteredProto, ...result }, proto) : result;
    }
    __name(mergePrototype, "mergePrototype");
    async function cacheFlags(cmdFlags, respectNoCacheDefault) {
      const promises = Object.entries(cmdFlags).map(async ([name, flag]) => [
        name,
        {
          aliases: flag.aliases,
          char: flag.char,
          charAliases: flag.charAliases,
          combinable: flag.combinable,
          dependsOn: flag.dependsOn,
          deprecateAliases: flag.deprecateAliases,
          deprecated: flag.deprecated,
          description: flag.description,
          env: flag.env,
          exclusive: flag.exclusive,
          helpGroup: flag.helpGroup,
          helpLabel: flag.helpLabel,
          hidden: flag.hidden,
          name,
          noCacheDefault: flag.noCacheDefault,
          relationships: flag.relationships,
          required: flag.required,
          summary: flag.summary,
          ...flag.type === "boolean" ? {
            allowNo: flag.allowNo,
            type: flag.type
          } : {
            default: await (0, cache_default_value_1.cacheDefaultValue)(flag, respectNoCacheDefault),
            delimiter: flag.delimiter,
            hasDynamicHelp: typeof flag.defaultHelp === "function",
            helpValue: flag.helpValue,
            multiple: flag.multiple,
            options: flag.options,
            type: flag.type
          }
        }
      ]);
      return Object.fromEntries(await Promise.all(promises));
    }
    __name(cacheFlags, "cacheFlags");
    async function cacheArgs(cmdArgs, respectNoCacheDefault) {
      const promises = Object.entries(cmdArgs).map(async ([name, arg]) => [
        name,
        {
          default: await (0, cache_default_value_1.cacheDefaultValue)(arg, respectNoCacheDefault),
          description: arg.description,
          hidden: arg.hidden,
          multiple: arg.multiple,
          name,
          noCacheDefault: arg.noCacheDefault,
          options: arg.options,
          required: arg.required
        }
      ]);
      return Object.fromEntries(await Promise.all(promises));
    }
    __name(cacheArgs, "cacheArgs");
    async function cacheCommand(uncachedCmd, plugin, respectNoCacheDefault = false) {
      const cmd = mergePrototype(uncachedCmd, uncachedCmd);
      const uncachedFlags = cmd.flags ?? cmd._flags;
      const uncachedBaseFlags = cmd.baseFlags ?? cmd._baseFlags;
      const [flags, args] = await Promise.all([
        cacheFlags((0, aggregate_flags_1.aggregateFlags)(uncachedFlags, uncachedBaseFlags, cmd.enableJsonFlag), respectNoCacheDefault),
        cacheArgs((0, ensure_arg_object_1.ensureArgObject)(cmd.args), respectNoCacheDefault)
      ]);
      const stdProperties = {
        // Replace all spaces in aliases with colons to standardize them.
        aliases: (cmd.aliases ?? []).map((a) => a.replaceAll(" ", ":")),
        args,
        deprecateAliases: cmd.deprecateAliases,
        deprecationOptions: cmd.deprecationOptions,
        description: cmd.description,
        // Support both `examples` and `example` for backwards compatibility.
        examples: cmd.examples ?? cmd.example,
        flags,
        hasDynamicHelp: Object.values(flags).some((f) => f.hasDynamicHelp),
        hidden: cmd.hidden,
        hiddenAliases: cmd.hiddenAliases ?? [],
        id: cmd.id,
        pluginAlias: plugin && plugin.alias,
        pluginName: plugin && plugin.name,
        pluginType: plugin && plugin.type,
        state: cmd.state,
        strict: cmd.strict,
        summary: cmd.summary,
        usage: cmd.usage
      };
      const ignoreCommandProperties = [
        "plugin",
        "_flags",
        "_enableJsonFlag",
        "_globalFlags",
        "_baseFlags",
        "baseFlags",
        "_--",
        "_base"
      ];
      const stdKeysAndIgnored = /* @__PURE__ */ new Set([...ignoreCommandProperties, ...Object.keys(stdProperties)]);
      const keysToAdd = Object.keys(cmd).filter((property) => !stdKeysAndIgnored.has(property));
      const additionalProperties = Object.fromEntries(keysToAdd.map((key) => [key, cmd[key]]));
      return { ...stdProperties, ...additionalProperties };
    }
    __name(cacheCommand, "cacheCommand");
  }
});

// node_modules/@oclif/core/lib/util/find-root.js
var require_find_root = __commonJS({
  "node_modules/@oclif/core/lib/util/find-root.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.debug = debug;
    exports.findRoot = findRoot;
    var node_path_1 = __require("node:path");
    var logger_1 = require_logger();
    var fs_1 = require_fs();
    function debug(...scope) {
      return (formatter, ...args) => (0, logger_1.getLogger)(["find-root", ...scope].join(":")).debug(formatter, ...args);
    }
    __name(debug, "debug");
    function* up(from) {
      while ((0, node_path_1.dirname)(from) !== from) {
        yield from;
        from = (0, node_path_1.dirname)(from);
      }
      yield from;
    }
    __name(up, "up");
    async function findPluginRoot(root, name) {
      debug(name ?? "root-plugin")(`Finding root starting at ${root}`);
      if (name) {
        for (const next of up(root)) {
          if (next.endsWith((0, node_path_1.basename)(name))) {
            debug(name)("Found root based on plugin name!");
            return next;
          }
        }
      }
      for (const next of up(root)) {
        if ((0, node_path_1.basename)((0, node_path_1.dirname)(next)) === "bin" && ["dev", "dev.cmd", "dev.js", "run", "run.cmd", "run.js"].includes((0, node_path_1.basename)(next))) {
          continue;
        }
        try {
          const cur = (0, node_path_1.join)(next, "package.json");
          debug(name ?? "root-plugin")(`Checking ${cur}`);
          if (await (0, fs_1.safeReadJson)(cur)) {
            debug(name ?? "root-plugin")("Found root by traversing up from starting point!");
            return (0, node_path_1.dirname)(cur);
          }
        } catch {
        }
      }
    }
    __name(findPluginRoot, "findPluginRoot");
    async function findRootLegacy(name, root) {
      debug(name ?? "root-plugin")("Finding root using legacy method");
      for (const next of up(root)) {
        let cur;
        if (name) {
          cur = (0, node_path_1.join)(next, "node_modules", name, "package.json");
          if (await (0, fs_1.safeReadJson)(cur))
            return (0, node_path_1.dirname)(cur);
          const pkg = await (0, fs_1.safeReadJson)((0, node_path_1.join)(next, "package.json"));
          if (pkg?.name === name)
            return next;
        } else {
          cur = (0, node_path_1.join)(next, "package.json");
          if (await (0, fs_1.safeReadJson)(cur))
            return (0, node_path_1.dirname)(cur);
        }
      }
    }
    __name(findRootLegacy, "findRootLegacy");
    var pnp;
    function maybeRequirePnpApi(root) {
      if (pnp)
        return pnp;
      try {
        pnp = __require(__require.resolve("pnpapi", { paths: [root] }));
        return pnp;
      } catch {
      }
    }
    __name(maybeRequirePnpApi, "maybeRequirePnpApi");
    var getKey = /* @__PURE__ */ __name((locator) => JSON.stringify(locator), "getKey");
    var isPeerDependency = /* @__PURE__ */ __name((pkg, parentPkg, name) => getKey(pkg?.packageDependencies.get(name)) === getKey(parentPkg?.packageDependencies.get(name)), "isPeerDependency");
    function findPnpRoot(name, root) {
      maybeRequirePnpApi(root);
      if (!pnp)
        return;
      debug(name)("Finding root for using pnp method");
      const seen = /* @__PURE__ */ new Set();
      const traverseDependencyTree = /* @__PURE__ */ __name((locator, parentPkg) => {
        const key = getKey(locator);
        if (seen.has(key))
          return;
        const pkg = pnp.getPackageInformation(locator);
        if (locator.name === name) {
          return pkg.packageLocation;
        }
        seen.add(key);
        for (const [name2, referencish] of pkg.packageDependencies) {
          if (referencish === null)
            continue;
          if (parentPkg !== null && isPeerDependency(pkg, parentPkg, name2))
            continue;
          const childLocator = pnp.getLocator(name2, referencish);
          const foundSomething = traverseDependencyTree(childLocator, pkg);
          if (foundSomething)
            return foundSomething;
        }
        seen.delete(key);
      }, "traverseDependencyTree");
      for (const locator of pnp.getDependencyTreeRoots()) {
        const foundSomething = traverseDependencyTree(locator);
        if (foundSomething)
          return foundSomething;
      }
    }
    __name(findPnpRoot, "findPnpRoot");
    async function findRoot(name, root) {
      if (name) {
        debug(name)(`Finding root using ${root}`);
        let pkgPath;
        try {
          pkgPath = __require.resolve(name, { paths: [root] });
          debug(name)(`Found starting point with require.resolve`);
        } catch {
          debug(name)(`require.resolve could not find plugin starting point`);
        }
        if (pkgPath) {
          const found3 = await findPluginRoot((0, node_path_1.dirname)(pkgPath), name);
          if (found3) {
            debug(name)(`Found root at ${found3}`);
            return found3;
          }
        }
        const found2 = process.versions.pnp ? findPnpRoot(name, root) : await findRootLegacy(name, root);
        debug(name)(found2 ? `Found root at ${found2}` : "No root found!");
        return found2;
      }
      debug("root-plugin")(`Finding root plugin using ${root}`);
      const found = await findPluginRoot(root);
      debug("root-plugin")(found ? `Found root at ${found}` : "No root found!");
      return found;
    }
    __name(findRoot, "findRoot");
  }
});

// node_modules/lilconfig/src/index.js
var require_src2 = __commonJS({
  "node_modules/lilconfig/src/index.js"(exports, module) {
    var path = __require("path");
    var fs = __require("fs");
    var os = __require("os");
    var url = __require("url");
    var fsReadFileAsync = fs.promises.readFile;
    function getDefaultSearchPlaces(name, sync) {
      return [
        "package.json",
        `.${name}rc.json`,
        `.${name}rc.js`,
        `.${name}rc.cjs`,
        ...sync ? [] : [`.${name}rc.mjs`],
        `.config/${name}rc`,
        `.config/${name}rc.json`,
        `.config/${name}rc.js`,
        `.config/${name}rc.cjs`,
        ...sync ? [] : [`.config/${name}rc.mjs`],
        `${name}.config.js`,
        `${name}.config.cjs`,
        ...sync ? [] : [`${name}.config.mjs`]
      ];
    }
    __name(getDefaultSearchPlaces, "getDefaultSearchPlaces");
    function parentDir(p) {
      return path.dirname(p) || path.sep;
    }
    __name(parentDir, "parentDir");
    var jsonLoader = /* @__PURE__ */ __name((_, content) => JSON.parse(content.replace(/^\uFEFF/, "")), "jsonLoader");
    var requireFunc = typeof __webpack_require__ === "function" ? __non_webpack_require__ : __require;
    var defaultLoadersSync = Object.freeze({
      ".js": requireFunc,
      ".json": requireFunc,
      ".cjs": requireFunc,
      noExt: jsonLoader
    });
    module.exports.defaultLoadersSync = defaultLoadersSync;
    var dynamicImport = /* @__PURE__ */ __name(async (id) => {
      try {
        const fileUrl = url.pathToFileURL(id).href;
        const mod = await import(
          /* webpackIgnore: true */
          fileUrl
        );
        return mod.default;
      } catch (e) {
        try {
          return requireFunc(id);
        } catch (requireE) {
          if (requireE.code === "ERR_REQUIRE_ESM" || requireE instanceof SyntaxError && requireE.toString().includes("Cannot use import statement outside a module")) {
            throw e;
          }
          throw requireE;
        }
      }
    }, "dynamicImport");
    var defaultLoaders = Object.freeze({
      ".js": dynamicImport,
      ".mjs": dynamicImport,
      ".cjs": dynamicImport,
      ".json": jsonLoader,
      noExt: jsonLoader
    });
    module.exports.defaultLoaders = defaultLoaders;
    function getOptions(name, options, sync) {
      const conf = {
        stopDir: os.homedir(),
        searchPlaces: getDefaultSearchPlaces(name, sync),
        ignoreEmptySearchPlaces: true,
        cache: true,
        transform: /* @__PURE__ */ __name((x) => x, "transform"),
        packageProp: [name],
        ...options,
        loaders: {
          ...sync ? defaultLoadersSync : defaultLoaders,
          ...options.loaders
        }
      };
      conf.stopDir = path.resolve(conf.stopDir);
      conf.searchPlaces.forEach((place) => {
        const key = path.extname(place) || "noExt";
        const loader = conf.loaders[key];
        if (!loader) {
          throw new Error(`Missing loader for extension "${place}"`);
        }
        if (typeof loader !== "function") {
          throw new Error(
            `Loader for extension "${place}" is not a function: Received ${typeof loader}.`
          );
        }
      });
      return conf;
    }
    __name(getOptions, "getOptions");
    function getPackageProp(props, obj) {
      if (typeof props === "string" && props in obj) return obj[props];
      return (Array.isArray(props) ? props : props.split(".")).reduce(
        (acc, prop) => acc === void 0 ? acc : acc[prop],
        obj
      ) || null;
    }
    __name(getPackageProp, "getPackageProp");
    function validateFilePath(filepath) {
      if (!filepath) throw new Error("load must pass a non-empty string");
    }
    __name(validateFilePath, "validateFilePath");
    function validateLoader(loader, ext) {
      if (!loader) throw new Error(`No loader specified for extension "${ext}"`);
      if (typeof loader !== "function") throw new Error("loader is not a function");
    }
    __name(validateLoader, "validateLoader");
    var makeEmplace = /* @__PURE__ */ __name((enableCache) => (c, filepath, res) => {
      if (enableCache) c.set(filepath, res);
      return res;
    }, "makeEmplace");
    module.exports.lilconfig = /* @__PURE__ */ __name(function lilconfig(name, options) {
      const {
        ignoreEmptySearchPlaces,
        loaders,
        packageProp,
        searchPlaces,
        stopDir,
        transform,
        cache
      } = getOptions(name, options ?? {}, false);
      const searchCache = /* @__PURE__ */ new Map();
      const loadCache = /* @__PURE__ */ new Map();
      const emplace = makeEmplace(cache);
      return {
        async search(searchFrom = process.cwd()) {
          const result = {
            config: null,
            filepath: ""
          };
          const visited = /* @__PURE__ */ new Set();
          let dir = path.resolve(searchFrom);
          dirLoop: while (true) {
            if (cache) {
              const r = searchCache.get(dir);
              if (r !== void 0) {
                for (const p of visited) searchCache.set(p, r);
                return r;
              }
              visited.add(dir);
            }
            for (const searchPlace of searchPlaces) {
              const filepath = path.join(dir, searchPlace);
              try {
                await fs.promises.access(filepath);
              } catch {
                continue;
              }
              const content = String(await fsReadFileAsync(filepath));
              const loaderKey = path.extname(searchPlace) || "noExt";
              const loader = loaders[loaderKey];
              if (searchPlace === "package.json") {
                const pkg = await loader(filepath, content);
                const maybeConfig = getPackageProp(packageProp, pkg);
                if (maybeConfig != null) {
                  result.config = maybeConfig;
                  result.filepath = filepath;
                  break dirLoop;
                }
                continue;
              }
              const isEmpty = content.trim() === "";
              if (isEmpty && ignoreEmptySearchPlaces) continue;
              if (isEmpty) {
                result.isEmpty = true;
                result.config = void 0;
              } else {
                validateLoader(loader, loaderKey);
                result.config = await loader(filepath, content);
              }
              result.filepath = filepath;
              break dirLoop;
            }
            if (dir === stopDir || dir === parentDir(dir)) break dirLoop;
            dir = parentDir(dir);
          }
          const transformed = (
            // not found
            result.filepath === "" && result.config === null ? transform(null) : transform(result)
          );
          if (cache) {
            for (const p of visited) searchCache.set(p, transformed);
          }
          return transformed;
        },
        async load(filepath) {
          validateFilePath(filepath);
          const absPath = path.resolve(process.cwd(), filepath);
          if (cache && loadCache.has(absPath)) {
            return loadCache.get(absPath);
          }
          const { base, ext } = path.parse(absPath);
          const loaderKey = ext || "noExt";
          const loader = loaders[loaderKey];
          validateLoader(loader, loaderKey);
          const content = String(await fsReadFileAsync(absPath));
          if (base === "package.json") {
            const pkg = await loader(absPath, content);
            return emplace(
              loadCache,
              absPath,
              transform({
                config: getPackageProp(packageProp, pkg),
                filepath: absPath
              })
            );
          }
          const result = {
            config: null,
            filepath: absPath
          };
          const isEmpty = content.trim() === "";
          if (isEmpty && ignoreEmptySearchPlaces)
            return emplace(
              loadCache,
              absPath,
              transform({
                config: void 0,
                filepath: absPath,
                isEmpty: true
              })
            );
          result.config = isEmpty ? void 0 : await loader(absPath, content);
          return emplace(
            loadCache,
            absPath,
            transform(isEmpty ? { ...result, isEmpty, config: void 0 } : result)
          );
        },
        clearLoadCache() {
          if (cache) loadCache.clear();
        },
        clearSearchCache() {
          if (cache) searchCache.clear();
        },
        clearCaches() {
          if (cache) {
            loadCache.clear();
            searchCache.clear();
          }
        }
      };
    }, "lilconfig");
    module.exports.lilconfigSync = /* @__PURE__ */ __name(function lilconfigSync(name, options) {
      const {
        ignoreEmptySearchPlaces,
        loaders,
        packageProp,
        searchPlaces,
        stopDir,
        transform,
        cache
      } = getOptions(name, options ?? {}, true);
      const searchCache = /* @__PURE__ */ new Map();
      const loadCache = /* @__PURE__ */ new Map();
      const emplace = makeEmplace(cache);
      return {
        search(searchFrom = process.cwd()) {
          const result = {
            config: null,
            filepath: ""
          };
          const visited = /* @__PURE__ */ new Set();
          let dir = path.resolve(searchFrom);
          dirLoop: while (true) {
            if (cache) {
              const r = searchCache.get(dir);
              if (r !== void 0) {
                for (const p of visited) searchCache.set(p, r);
                return r;
              }
              visited.add(dir);
            }
            for (const searchPlace of searchPlaces) {
              const filepath = path.join(dir, searchPlace);
              try {
                fs.accessSync(filepath);
              } catch {
                continue;
              }
              const loaderKey = path.extname(searchPlace) || "noExt";
              const loader = loaders[loaderKey];
              const content = String(fs.readFileSync(filepath));
              if (searchPlace === "package.json") {
                const pkg = loader(filepath, content);
                const maybeConfig = getPackageProp(packageProp, pkg);
                if (maybeConfig != null) {
                  result.config = maybeConfig;
                  result.filepath = filepath;
                  break dirLoop;
                }
                continue;
              }
              const isEmpty = content.trim() === "";
              if (isEmpty && ignoreEmptySearchPlaces) continue;
              if (isEmpty) {
                result.isEmpty = true;
                result.config = void 0;
              } else {
                validateLoader(loader, loaderKey);
                result.config = loader(filepath, content);
              }
              result.filepath = filepath;
              break dirLoop;
            }
            if (dir === stopDir || dir === parentDir(dir)) break dirLoop;
            dir = parentDir(dir);
          }
          const transformed = (
            // not found
            result.filepath === "" && result.config === null ? transform(null) : transform(result)
          );
          if (cache) {
            for (const p of visited) searchCache.set(p, transformed);
          }
          return transformed;
        },
        load(filepath) {
          validateFilePath(filepath);
          const absPath = path.resolve(process.cwd(), filepath);
          if (cache && loadCache.has(absPath)) {
            return loadCache.get(absPath);
          }
          const { base, ext } = path.parse(absPath);
          const loaderKey = ext || "noExt";
          const loader = loaders[loaderKey];
          validateLoader(loader, loaderKey);
          const content = String(fs.readFileSync(absPath));
          if (base === "package.json") {
            const pkg = loader(absPath, content);
            return transform({
              config: getPackageProp(packageProp, pkg),
              filepath: absPath
            });
          }
          const result = {
            config: null,
            filepath: absPath
          };
          const isEmpty = content.trim() === "";
          if (isEmpty && ignoreEmptySearchPlaces)
            return emplace(
              loadCache,
              absPath,
              transform({
                filepath: absPath,
                config: void 0,
                isEmpty: true
              })
            );
          result.config = isEmpty ? void 0 : loader(absPath, content);
          return emplace(
            loadCache,
            absPath,
            transform(isEmpty ? { ...result, isEmpty, config: void 0 } : result)
          );
        },
        clearLoadCache() {
          if (cache) loadCache.clear();
        },
        clearSearchCache() {
          if (cache) searchCache.clear();
        },
        clearCaches() {
          if (cache) {
            loadCache.clear();
            searchCache.clear();
          }
        }
      };
    }, "lilconfigSync");
  }
});

// node_modules/@oclif/core/lib/util/read-pjson.js
var require_read_pjson = __commonJS({
  "node_modules/@oclif/core/lib/util/read-pjson.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.readPjson = readPjson;
    var lilconfig_1 = require_src2();
    var node_path_1 = __require("node:path");
    var logger_1 = require_logger();
    var fs_1 = require_fs();
    var debug = (0, logger_1.makeDebug)("read-pjson");
    async function readPjson(path) {
      const pjsonPath = (0, node_path_1.join)(path, "package.json");
      if (process.env.OCLIF_DISABLE_RC) {
        debug("OCLIF_DISABLE_RC is set, skipping rc search");
        return (0, fs_1.readJson)(pjsonPath);
      }
      const pjson = await (0, fs_1.readJson)(pjsonPath);
      if (pjson.oclif) {
        debug(`found oclif config in ${pjsonPath}`);
        return pjson;
      }
      debug(`searching for oclif config in ${path}`);
      const explorer = (0, lilconfig_1.lilconfig)("oclif", {
        /**
         * Remove the following from the defaults:
         * - package.json
         * - any files under .config/
         */
        searchPlaces: [
          ".oclifrc",
          ".oclifrc.json",
          ".oclifrc.js",
          ".oclifrc.mjs",
          ".oclifrc.cjs",
          "oclif.config.js",
          "oclif.config.mjs",
          "oclif.config.cjs"
        ],
        stopDir: path
      });
      const result = await explorer.search(path);
      if (!result?.config) {
        debug(`no oclif config found in ${path}`);
        return pjson;
      }
      debug(`found oclif config for ${path}: %O`, result);
      return {
        ...pjson,
        oclif: result?.config ?? {}
      };
    }
    __name(readPjson, "readPjson");
  }
});

// node_modules/@oclif/core/lib/config/plugin.js
var require_plugin = __commonJS({
  "node_modules/@oclif/core/lib/config/plugin.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Plugin = void 0;
    var node_path_1 = __require("node:path");
    var node_util_1 = __require("node:util");
    var tinyglobby_1 = require_dist2();
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var module_loader_1 = require_module_loader();
    var performance_1 = require_performance();
    var symbols_1 = require_symbols();
    var cache_command_1 = require_cache_command();
    var find_root_1 = require_find_root();
    var fs_1 = require_fs();
    var read_pjson_1 = require_read_pjson();
    var util_1 = require_util();
    var ts_path_1 = require_ts_path();
    var util_2 = require_util2();
    var _pjson = cache_1.default.getInstance().get("@oclif/core");
    function topicsToArray(input, base) {
      if (!input)
        return [];
      base = base ? `${base}:` : "";
      if (Array.isArray(input)) {
        return [...input, input.flatMap((t) => topicsToArray(t.subtopics, `${base}${t.name}`))];
      }
      return Object.keys(input).flatMap((k) => {
        input[k].name = k;
        return [{ ...input[k], name: `${base}${k}` }, ...topicsToArray(input[k].subtopics, `${base}${input[k].name}`)];
      });
    }
    __name(topicsToArray, "topicsToArray");
    var cachedCommandCanBeUsed = /* @__PURE__ */ __name((manifest, id) => Boolean(manifest?.commands[id] && "isESM" in manifest.commands[id] && "relativePath" in manifest.commands[id]), "cachedCommandCanBeUsed");
    var searchForCommandClass = /* @__PURE__ */ __name((cmd) => {
      if (typeof cmd.run === "function")
        return cmd;
      if (cmd.default && cmd.default.run)
        return cmd.default;
      return Object.values(cmd).find((cmd2) => typeof cmd2.run === "function");
    }, "searchForCommandClass");
    var ensureCommandClass = /* @__PURE__ */ __name((cmd) => {
      if (cmd && typeof cmd.run === "function")
        return cmd;
    }, "ensureCommandClass");
    var GLOB_PATTERNS = [
      "**/*.+(js|cjs|mjs|ts|tsx|mts|cts)",
      "!**/*.+(d.ts|test.ts|test.js|spec.ts|spec.js|d.mts|d.cts)?(x)"
    ];
    function processCommandIds(files) {
      return files.map((file) => {
        const p = (0, node_path_1.parse)(file);
        const topics = p.dir.split("/");
        const command = p.name !== "index" && p.name;
        const id = [...topics, command].filter(Boolean).join(":");
        return id === "" ? symbols_1.SINGLE_COMMAND_CLI_SYMBOL : id;
      });
    }
    __name(processCommandIds, "processCommandIds");
    function determineCommandDiscoveryOptions(commandDiscovery) {
      if (!commandDiscovery)
        return;
      if (typeof commandDiscovery === "string") {
        return { globPatterns: GLOB_PATTERNS, strategy: "pattern", target: commandDiscovery };
      }
      if (!commandDiscovery.target)
        throw new errors_1.CLIError("`oclif.commandDiscovery.target` is required.");
      if (!commandDiscovery.strategy)
        throw new errors_1.CLIError("`oclif.commandDiscovery.strategy` is required.");
      if (commandDiscovery.strategy === "explicit" && !commandDiscovery.identifier) {
        commandDiscovery.identifier = "default";
      }
      return commandDiscovery;
    }
    __name(determineCommandDiscoveryOptions, "determineCommandDiscoveryOptions");
    function determineHookOptions(hook) {
      if (typeof hook === "string")
        return { identifier: "default", target: hook };
      if (!hook.identifier)
        return { ...hook, identifier: "default" };
      return hook;
    }
    __name(determineHookOptions, "determineHookOptions");
    var Plugin = class {
      static {
        __name(this, "Plugin");
      }
      options;
      _base = `${_pjson.name}@${_pjson.version}`;
      _debug = (0, util_2.makeDebug)();
      alias;
      alreadyLoaded = false;
      children = [];
      commandIDs = [];
      // This will be initialized in the _manifest() method, which gets called in the load() method.
      commands;
      commandsDir;
      hasManifest = false;
      hooks;
      isRoot = false;
      manifest;
      moduleType;
      name;
      parent;
      pjson;
      root;
      tag;
      type;
      valid = false;
      version;
      commandCache;
      commandDiscoveryOpts;
      flexibleTaxonomy;
      constructor(options) {
        this.options = options;
      }
      get topics() {
        return topicsToArray(this.pjson.oclif.topics || {});
      }
      async findCommand(id, opts = {}) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.findCommand#${this.name}.${id}`, {
          id,
          plugin: this.name
        });
        const fetch = /* @__PURE__ */ __name(async () => {
          if (this.commandDiscoveryOpts?.strategy === "pattern") {
            const commandsDir = await this.getCommandsDir();
            if (!commandsDir)
              return;
            let module2;
            let isESM;
            let filePath;
            try {
              ;
              ({ filePath, isESM, module: module2 } = cachedCommandCanBeUsed(this.manifest, id) ? await (0, module_loader_1.loadWithDataFromManifest)(this.manifest.commands[id], this.root) : await (0, module_loader_1.loadWithData)(this, (0, node_path_1.join)(commandsDir ?? this.pjson.oclif.commands, ...id.split(":"))));
              this._debug(isESM ? "(import)" : "(require)", filePath);
            } catch (error) {
              if (!opts.must && error.code === "MODULE_NOT_FOUND")
                return;
              throw error;
            }
            const cmd2 = searchForCommandClass(module2);
            if (!cmd2)
              return;
            cmd2.id = id;
            cmd2.plugin = this;
            cmd2.isESM = isESM;
            cmd2.relativePath = (0, node_path_1.relative)(this.root, filePath || "").split(node_path_1.sep);
            return cmd2;
          }
          if (this.commandDiscoveryOpts?.strategy === "single" || this.commandDiscoveryOpts?.strategy === "explicit") {
            const commandCache = await this.loadCommandsFromTarget();
            const cmd2 = ensureCommandClass(commandCache?.[id]);
            if (!cmd2)
              return;
            cmd2.id = id;
            cmd2.plugin = this;
            return cmd2;
          }
        }, "fetch");
        const cmd = await fetch();
        if (!cmd && opts.must)
          (0, errors_1.error)(`command ${id} not found`);
        marker?.stop();
        return cmd;
      }
      // eslint-disable-next-line complexity
      async load() {
        this.type = this.options.type ?? "core";
        this.tag = this.options.tag;
        this.isRoot = this.options.isRoot ?? false;
        if (this.options.parent)
          this.parent = this.options.parent;
        const root = this.options.pjson && this.options.isRoot ? this.options.root : this.type === "link" && !this.parent ? this.options.root : await (0, find_root_1.findRoot)(this.options.name, this.options.root);
        if (!root)
          throw new errors_1.CLIError(`could not find package.json with ${(0, node_util_1.inspect)(this.options)}`);
        this.root = root;
        this._debug(`loading ${this.type} plugin from ${root}`);
        this.pjson = this.options.pjson ?? await (0, read_pjson_1.readPjson)(root);
        this.flexibleTaxonomy = this.options?.flexibleTaxonomy || this.pjson.oclif?.flexibleTaxonomy || false;
        this.moduleType = this.pjson.type === "module" ? "module" : "commonjs";
        this.name = this.pjson.name;
        this.alias = this.options.name ?? this.pjson.name;
        if (!this.name)
          throw new errors_1.CLIError(`no name in package.json (${root})`);
        this._debug = (0, util_2.makeDebug)(this.name);
        this.version = this.pjson.version;
        if (this.pjson.oclif) {
          this.valid = true;
        } else {
          this.pjson.oclif = this.pjson["cli-engine"] || {};
        }
        this.hooks = Object.fromEntries(Object.entries(this.pjson.oclif.hooks ?? {}).map(([k, v]) => [
          k,
          (0, util_1.castArray)(v).map((v2) => determineHookOptions(v2))
        ]));
        this.commandDiscoveryOpts = determineCommandDiscoveryOptions(this.pjson.oclif?.commands);
        this._debug("command discovery options", this.commandDiscoveryOpts);
        this.manifest = await this._manifest();
        this.commands = Object.entries(this.manifest.commands).map(([id, c]) => ({
          ...c,
          load: /* @__PURE__ */ __name(async () => this.findCommand(id, { must: true }), "load"),
          pluginAlias: this.alias,
          pluginType: c.pluginType === "jit" ? "jit" : this.type
        })).sort((a, b) => a.id.localeCompare(b.id));
      }
      async _manifest() {
        const ignoreManifest = Boolean(this.options.ignoreManifest);
        const errorOnManifestCreate = Boolean(this.options.errorOnManifestCreate);
        const respectNoCacheDefault = Boolean(this.options.respectNoCacheDefault);
        const readManifest = /* @__PURE__ */ __name(async (dotfile = false) => {
          try {
            const p = (0, node_path_1.join)(this.root, `${dotfile ? "." : ""}oclif.manifest.json`);
            const manifest2 = await (0, fs_1.readJson)(p);
            if (!process.env.OCLIF_NEXT_VERSION && manifest2.version.split("-")[0] !== this.version.split("-")[0]) {
              process.emitWarning(`Mismatched version in ${this.name} plugin manifest. Expected: ${this.version} Received: ${manifest2.version}
This usually means you have an oclif.manifest.json file that should be deleted in development. This file should be automatically generated when publishing.`);
            } else {
              this._debug("using manifest from", p);
              this.hasManifest = true;
              return manifest2;
            }
          } catch (error) {
            if (error.code === "ENOENT") {
              if (!dotfile)
                return readManifest(true);
            } else {
              this.warn(error, "readManifest");
            }
          }
        }, "readManifest");
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.manifest#${this.name}`, { plugin: this.name });
        if (!ignoreManifest) {
          const manifest2 = await readManifest();
          if (manifest2) {
            marker?.addDetails({ commandCount: Object.keys(manifest2.commands).length, fromCache: true });
            marker?.stop();
            this.commandIDs = Object.keys(manifest2.commands);
            return manifest2;
          }
        }
        this.commandIDs = await this.getCommandIDs();
        const manifest = {
          commands: (await Promise.all(this.commandIDs.map(async (id) => {
            try {
              const found = await this.findCommand(id, { must: true });
              const cached = await (0, cache_command_1.cacheCommand)(found, this, respectNoCacheDefault);
              cached.id = id;
              if (this.flexibleTaxonomy) {
                const permutations = (0, util_2.getCommandIdPermutations)(id);
                const aliasPermutations = cached.aliases.flatMap((a) => (0, util_2.getCommandIdPermutations)(a));
                return [id, { ...cached, aliasPermutations, permutations }];
              }
              return [id, cached];
            } catch (error) {
              const scope = `findCommand (${id})`;
              if (Boolean(errorOnManifestCreate) === false)
                this.warn(error, scope);
              else
                throw this.addErrorScope(error, scope);
            }
          }))).filter((f) => Boolean(f)).reduce((commands, [id, c]) => {
            commands[id] = c;
            return commands;
          }, {}),
          version: this.version
        };
        marker?.addDetails({ commandCount: Object.keys(manifest.commands).length, fromCache: false });
        marker?.stop();
        return manifest;
      }
      addErrorScope(err, scope) {
        err.name = err.name ?? (0, node_util_1.inspect)(err).trim();
        err.detail = (0, util_1.compact)([
          err.detail,
          `module: ${this._base}`,
          scope && `task: ${scope}`,
          `plugin: ${this.name}`,
          `root: ${this.root}`,
          ...err.code ? [`code: ${err.code}`] : [],
          ...err.message ? [`message: ${err.message}`] : [],
          "See more details with DEBUG=*"
        ]).join("\n");
        return err;
      }
      async getCommandIDs() {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.getCommandIDs#${this.name}`, { plugin: this.name });
        let ids;
        switch (this.commandDiscoveryOpts?.strategy) {
          case "explicit": {
            ids = await this.getCommandIdsFromTarget() ?? [];
            break;
          }
          case "pattern": {
            ids = await this.getCommandIdsFromPattern();
            break;
          }
          case "single": {
            ids = await this.getCommandIdsFromTarget() ?? [];
            break;
          }
          default: {
            ids = [];
          }
        }
        this._debug("found commands", ids);
        marker?.addDetails({ count: ids.length });
        marker?.stop();
        return ids;
      }
      async getCommandIdsFromPattern() {
        const commandsDir = await this.getCommandsDir();
        if (!commandsDir)
          return [];
        this._debug(`loading IDs from ${commandsDir}`);
        const files = await (0, tinyglobby_1.glob)(this.commandDiscoveryOpts?.globPatterns ?? GLOB_PATTERNS, { cwd: commandsDir });
        return processCommandIds(files);
      }
      async getCommandIdsFromTarget() {
        const commandsFromExport = await this.loadCommandsFromTarget();
        if (commandsFromExport) {
          return Object.entries(await this.loadCommandsFromTarget() ?? []).filter(([, cmd]) => ensureCommandClass(cmd)).map(([id]) => id);
        }
      }
      async getCommandsDir() {
        if (this.commandsDir)
          return this.commandsDir;
        this.commandsDir = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts?.target, this);
        return this.commandsDir;
      }
      async loadCommandsFromTarget() {
        if (this.commandCache)
          return this.commandCache;
        if (this.commandDiscoveryOpts?.strategy === "explicit" && this.commandDiscoveryOpts.target) {
          const filePath = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts.target, this);
          const module2 = await (0, module_loader_1.load)(this, filePath);
          this.commandCache = module2[this.commandDiscoveryOpts?.identifier ?? "default"] ?? {};
          return this.commandCache;
        }
        if (this.commandDiscoveryOpts?.strategy === "single" && this.commandDiscoveryOpts.target) {
          const filePath = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts?.target ?? this.root, this);
          const module2 = await (0, module_loader_1.load)(this, filePath);
          this.commandCache = { [symbols_1.SINGLE_COMMAND_CLI_SYMBOL]: searchForCommandClass(module2) };
          return this.commandCache;
        }
      }
      warn(err, scope) {
        if (typeof err === "string")
          err = new Error(err);
        const warning = this.addErrorScope(err, scope);
        process.emitWarning(warning.name, warning);
      }
    };
    exports.Plugin = Plugin;
  }
});

// node_modules/@oclif/core/lib/config/plugin-loader.js
var require_plugin_loader = __commonJS({
  "node_modules/@oclif/core/lib/config/plugin-loader.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var minimatch_1 = require_commonjs3();
    var node_path_1 = __require("node:path");
    var performance_1 = require_performance();
    var fs_1 = require_fs();
    var util_1 = require_util();
    var plugin_1 = require_plugin();
    var util_2 = require_util2();
    var debug = (0, util_2.makeDebug)();
    function findMatchingDependencies(dependencies, patterns) {
      return Object.keys(dependencies).filter((p) => patterns.some((w) => (0, minimatch_1.minimatch)(p, w)));
    }
    __name(findMatchingDependencies, "findMatchingDependencies");
    var PluginLoader = class {
      static {
        __name(this, "PluginLoader");
      }
      options;
      errors = [];
      plugins = /* @__PURE__ */ new Map();
      pluginsProvided = false;
      constructor(options) {
        this.options = options;
        if (options.plugins) {
          this.pluginsProvided = true;
          this.plugins = Array.isArray(options.plugins) ? new Map(options.plugins.map((p) => [p.name, p])) : options.plugins;
        }
      }
      async loadChildren(opts) {
        if (!this.pluginsProvided || opts.force) {
          await this.loadUserPlugins(opts);
          await this.loadDevPlugins(opts);
          await this.loadCorePlugins(opts);
        }
        return { errors: this.errors, plugins: this.plugins };
      }
      async loadRoot({ pjson }) {
        let rootPlugin;
        if (this.pluginsProvided) {
          const plugins = [...this.plugins.values()];
          rootPlugin = plugins.find((p) => p.root === this.options.root) ?? plugins[0];
        } else {
          const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "plugin.load#root");
          rootPlugin = new plugin_1.Plugin({ isRoot: true, pjson, root: this.options.root });
          await rootPlugin.load();
          marker?.addDetails({
            commandCount: rootPlugin.commands.length,
            hasManifest: rootPlugin.hasManifest ?? false,
            name: rootPlugin.name,
            topicCount: rootPlugin.topics.length,
            type: rootPlugin.type,
            usesMain: Boolean(rootPlugin.pjson.main)
          });
          marker?.stop();
        }
        this.plugins.set(rootPlugin.name, rootPlugin);
        return rootPlugin;
      }
      async loadCorePlugins(opts) {
        const { plugins: corePlugins } = opts.rootPlugin.pjson.oclif;
        if (corePlugins) {
          const plugins = findMatchingDependencies(opts.rootPlugin.pjson.dependencies ?? {}, corePlugins);
          await this.loadPlugins(opts.rootPlugin.root, "core", plugins);
        }
        const { core: pluginAdditionsCore, path } = opts.pluginAdditions ?? { core: [] };
        if (pluginAdditionsCore) {
          if (path) {
            const pjson = await (0, fs_1.readJson)((0, node_path_1.join)(path, "package.json"));
            const plugins = findMatchingDependencies(pjson.dependencies ?? {}, pluginAdditionsCore);
            await this.loadPlugins(path, "core", plugins);
          } else {
            const plugins = findMatchingDependencies(opts.rootPlugin.pjson.dependencies ?? {}, pluginAdditionsCore);
            await this.loadPlugins(opts.rootPlugin.root, "core", plugins);
          }
        }
      }
      async loadDevPlugins(opts) {
        if (opts.devPlugins !== false) {
          if ((0, util_1.isProd)())
            return;
          try {
            const { devPlugins } = opts.rootPlugin.pjson.oclif;
            if (devPlugins) {
              const allDeps = { ...opts.rootPlugin.pjson.dependencies, ...opts.rootPlugin.pjson.devDependencies };
              const plugins = findMatchingDependencies(allDeps ?? {}, devPlugins);
              await this.loadPlugins(opts.rootPlugin.root, "dev", plugins);
            }
            const { dev: pluginAdditionsDev, path } = opts.pluginAdditions ?? { core: [] };
            if (pluginAdditionsDev) {
              if (path) {
                const pjson = await (0, fs_1.readJson)((0, node_path_1.join)(path, "package.json"));
                const allDeps = { ...pjson.dependencies, ...pjson.devDependencies };
                const plugins = findMatchingDependencies(allDeps ?? {}, pluginAdditionsDev);
                await this.loadPlugins(path, "dev", plugins);
              } else {
                const allDeps = { ...opts.rootPlugin.pjson.dependencies, ...opts.rootPlugin.pjson.devDependencies };
                const plugins = findMatchingDependencies(allDeps ?? {}, pluginAdditionsDev);
                await this.loadPlugins(opts.rootPlugin.root, "dev", plugins);
              }
            }
          } catch (error) {
            process.emitWarning(error);
          }
        }
      }
      async loadPlugins(root, type, plugins, parent) {
        if (!plugins || plugins.length === 0)
          return;
        const mark = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadPlugins#${type}`);
        debug("loading plugins", plugins);
        await Promise.all((plugins || []).map(async (plugin) => {
          try {
            const name = typeof plugin === "string" ? plugin : plugin.name;
            const opts = {
              name,
              root,
              type
            };
            if (typeof plugin !== "string") {
              opts.tag = plugin.tag || opts.tag;
              opts.root = plugin.root || opts.root;
              opts.url = plugin.url;
            }
            if (parent) {
              opts.parent = parent;
            }
            if (this.plugins.has(name))
              return;
            const pluginMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.load#${name}`);
            const instance = new plugin_1.Plugin(opts);
            await instance.load();
            pluginMarker?.addDetails({
              commandCount: instance.commands.length,
              hasManifest: instance.hasManifest,
              name: instance.name,
              topicCount: instance.topics.length,
              type: instance.type,
              usesMain: Boolean(instance.pjson.main)
            });
            pluginMarker?.stop();
            this.plugins.set(instance.name, instance);
            if (parent) {
              instance.parent = parent;
              if (!parent.children)
                parent.children = [];
              parent.children.push(instance);
            }
            if (instance.pjson.oclif.plugins) {
              const allDeps = type === "dev" ? { ...instance.pjson.dependencies, ...instance.pjson.devDependencies } : instance.pjson.dependencies;
              const plugins2 = findMatchingDependencies(allDeps ?? {}, instance.pjson.oclif.plugins);
              await this.loadPlugins(instance.root, type, plugins2, instance);
            }
          } catch (error) {
            this.errors.push(error);
          }
        }));
        mark?.addDetails({ pluginCount: plugins.length });
        mark?.stop();
      }
      async loadUserPlugins(opts) {
        if (opts.userPlugins !== false) {
          try {
            const userPJSONPath = (0, node_path_1.join)(opts.dataDir, "package.json");
            debug("reading user plugins pjson %s", userPJSONPath);
            const pjson = await (0, fs_1.readJson)(userPJSONPath, false);
            if (!pjson.oclif)
              pjson.oclif = { schema: 1 };
            if (!pjson.oclif.plugins)
              pjson.oclif.plugins = [];
            await this.loadPlugins(userPJSONPath, "user", pjson.oclif.plugins.filter((p) => p.type === "user"));
            await this.loadPlugins(userPJSONPath, "link", pjson.oclif.plugins.filter((p) => p.type === "link"));
          } catch (error) {
            if (error.code !== "ENOENT")
              process.emitWarning(error);
          }
        }
      }
    };
    exports.default = PluginLoader;
  }
});

// node_modules/@oclif/core/lib/config/config.js
var require_config = __commonJS({
  "node_modules/@oclif/core/lib/config/config.js"(exports, module) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Config = void 0;
    var ejs_1 = __importDefault(require_ejs());
    var node_os_1 = __require("node:os");
    var node_path_1 = __require("node:path");
    var node_url_1 = __require("node:url");
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var util_1 = require_util3();
    var logger_1 = require_logger();
    var module_loader_1 = require_module_loader();
    var performance_1 = require_performance();
    var settings_1 = require_settings();
    var determine_priority_1 = require_determine_priority();
    var fs_1 = require_fs();
    var ids_1 = require_ids();
    var os_1 = require_os();
    var util_2 = require_util();
    var ux_1 = require_ux();
    var theme_1 = require_theme2();
    var plugin_loader_1 = __importDefault(require_plugin_loader());
    var ts_path_1 = require_ts_path();
    var util_3 = require_util2();
    var debug = (0, util_3.makeDebug)();
    var _pjson = cache_1.default.getInstance().get("@oclif/core");
    var BASE = `${_pjson.name}@${_pjson.version}`;
    var ROOT_ONLY_HOOKS = /* @__PURE__ */ new Set(["preparse"]);
    function displayWarnings() {
      if (process.listenerCount("warning") > 1)
        return;
      process.on("warning", (warning) => {
        console.error(warning.stack);
        if (warning.detail)
          console.error(warning.detail);
      });
    }
    __name(displayWarnings, "displayWarnings");
    function channelFromVersion(version) {
      const m = version.match(/[^-]+(?:-([^.]+))?/);
      return m && m[1] || "stable";
    }
    __name(channelFromVersion, "channelFromVersion");
    function isConfig(o) {
      return o && Boolean(o._base);
    }
    __name(isConfig, "isConfig");
    var Permutations = class extends Map {
      static {
        __name(this, "Permutations");
      }
      validPermutations = /* @__PURE__ */ new Map();
      add(permutation, commandId) {
        this.validPermutations.set(permutation, commandId);
        for (const id of (0, util_3.collectUsableIds)([permutation])) {
          if (this.has(id)) {
            this.set(id, this.get(id).add(commandId));
          } else {
            this.set(id, /* @__PURE__ */ new Set([commandId]));
          }
        }
      }
      get(key) {
        return super.get(key) ?? /* @__PURE__ */ new Set();
      }
      getAllValid() {
        return [...this.validPermutations.keys()];
      }
      getValid(key) {
        return this.validPermutations.get(key);
      }
      hasValid(key) {
        return this.validPermutations.has(key);
      }
    };
    var Config = class _Config {
      static {
        __name(this, "Config");
      }
      options;
      arch;
      bin;
      binAliases;
      binPath;
      cacheDir;
      channel;
      configDir;
      dataDir;
      dirname;
      flexibleTaxonomy;
      home;
      isSingleCommandCLI = false;
      name;
      npmRegistry;
      nsisCustomization;
      pjson;
      platform;
      plugins = /* @__PURE__ */ new Map();
      root;
      shell;
      theme;
      topicSeparator = ":";
      updateConfig;
      userAgent;
      userPJSON;
      valid;
      version;
      warned = false;
      windows;
      _base = BASE;
      _commandIDs;
      _commands = /* @__PURE__ */ new Map();
      _topics = /* @__PURE__ */ new Map();
      commandPermutations = new Permutations();
      pluginLoader;
      rootPlugin;
      topicPermutations = new Permutations();
      constructor(options) {
        this.options = options;
      }
      static async load(opts = module.filename || __dirname) {
        (0, logger_1.setLogger)(opts);
        if (typeof opts === "string" && opts.startsWith("file://")) {
          opts = (0, node_url_1.fileURLToPath)(opts);
        }
        if (typeof opts === "string")
          opts = { root: opts };
        if (isConfig(opts)) {
          debug(`reloading config from ${opts._base} to ${BASE}`);
          const pluginMap = new Map(opts.getPluginsList().map((p) => [p.name, p]));
          const config2 = new _Config({ ...opts.options, plugins: pluginMap });
          await config2.load();
          return config2;
        }
        const config = new _Config(opts);
        await config.load();
        return config;
      }
      get commandIDs() {
        if (this._commandIDs)
          return this._commandIDs;
        this._commandIDs = this.commands.map((c) => c.id);
        return this._commandIDs;
      }
      get commands() {
        return [...this._commands.values()];
      }
      get isProd() {
        return (0, util_2.isProd)();
      }
      static get rootPlugin() {
        return this.rootPlugin;
      }
      get topics() {
        return [...this._topics.values()];
      }
      get versionDetails() {
        const [cliVersion, architecture, nodeVersion] = this.userAgent.split(" ");
        return {
          architecture,
          cliVersion,
          nodeVersion,
          osVersion: `${(0, node_os_1.type)()} ${(0, node_os_1.release)()}`,
          pluginVersions: Object.fromEntries([...this.plugins.values()].map((p) => [p.name, { root: p.root, type: p.type, version: p.version }])),
          rootPath: this.root,
          shell: this.shell
        };
      }
      dir(category) {
        const base = process.env[`XDG_${category.toUpperCase()}_HOME`] || this.windows && process.env.LOCALAPPDATA || (0, node_path_1.join)(this.home, category === "data" ? ".local/share" : "." + category);
        return (0, node_path_1.join)(base, this.dirname);
      }
      findCommand(id, opts = {}) {
        const lookupId = this.getCmdLookupId(id);
        const command = this._commands.get(lookupId);
        if (opts.must && !command)
          (0, errors_1.error)(`command ${lookupId} not found`);
        return command;
      }
      /**
       * Find all command ids that include the provided command id.
       *
       * For example, if the command ids are:
       * - foo:bar:baz
       * - one:two:three
       *
       * `bar` would return `foo:bar:baz`
       *
       * @param partialCmdId string
       * @param argv string[] process.argv containing the flags and arguments provided by the user
       * @returns string[]
       */
      findMatches(partialCmdId, argv) {
        const flags = argv.filter((arg) => !(0, util_1.getHelpFlagAdditions)(this).includes(arg) && arg.startsWith("-")).map((a) => a.replaceAll("-", ""));
        const possibleMatches = [...this.commandPermutations.get(partialCmdId)].map((k) => this._commands.get(k));
        const matches = possibleMatches.filter((command) => {
          const cmdFlags = Object.entries(command.flags).flatMap(([flag, def]) => def.char ? [def.char, flag] : [flag]);
          return flags.every((f) => cmdFlags.includes(f));
        });
        return matches;
      }
      findTopic(name, opts = {}) {
        const lookupId = this.getTopicLookupId(name);
        const topic = this._topics.get(lookupId);
        if (topic)
          return topic;
        if (opts.must)
          throw new Error(`topic ${name} not found`);
      }
      /**
       * Returns an array of all command ids. If flexible taxonomy is enabled then all permutations will be appended to the array.
       * @returns string[]
       */
      getAllCommandIDs() {
        return this.getAllCommands().map((c) => c.id);
      }
      /**
       * Returns an array of all commands. If flexible taxonomy is enabled then all permutations will be appended to the array.
       * @returns Command.Loadable[]
       */
      getAllCommands() {
        const commands = [...this._commands.values()];
        const validPermutations = [...this.commandPermutations.getAllValid()];
        for (const permutation of validPermutations) {
          if (!this._commands.has(permutation)) {
            const cmd = this._commands.get(this.getCmdLookupId(permutation));
            commands.push({ ...cmd, id: permutation });
          }
        }
        return commands;
      }
      getPluginsList() {
        return [...this.plugins.values()];
      }
      // eslint-disable-next-line complexity
      async load() {
        settings_1.settings.performanceEnabled = (settings_1.settings.performanceEnabled === void 0 ? this.options.enablePerf : settings_1.settings.performanceEnabled) ?? false;
        if (settings_1.settings.debug)
          displayWarnings();
        (0, logger_1.setLogger)(this.options);
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.load");
        this.pluginLoader = new plugin_loader_1.default({ plugins: this.options.plugins, root: this.options.root });
        this.rootPlugin = await this.pluginLoader.loadRoot({ pjson: this.options.pjson });
        const cache = cache_1.default.getInstance();
        cache.set("rootPlugin", this.rootPlugin);
        cache.set("exitCodes", this.rootPlugin.pjson.oclif.exitCodes ?? {});
        this.root = this.rootPlugin.root;
        this.pjson = this.rootPlugin.pjson;
        this.plugins.set(this.rootPlugin.name, this.rootPlugin);
        this.root = this.rootPlugin.root;
        this.pjson = this.rootPlugin.pjson;
        this.name = this.pjson.name;
        this.version = this.options.version || this.pjson.version || "0.0.0";
        this.channel = this.options.channel || channelFromVersion(this.version);
        this.valid = this.rootPlugin.valid;
        this.arch = (0, node_os_1.arch)() === "ia32" ? "x86" : (0, node_os_1.arch)();
        this.platform = await (0, os_1.getPlatform)();
        this.windows = this.platform === "win32";
        this.bin = this.pjson.oclif.bin || this.name;
        this.binAliases = this.pjson.oclif.binAliases;
        this.nsisCustomization = this.pjson.oclif.nsisCustomization;
        this.dirname = this.pjson.oclif.dirname || this.name;
        this.flexibleTaxonomy = this.pjson.oclif.flexibleTaxonomy || false;
        if (this.pjson.oclif.topicSeparator && [" ", ":"].includes(this.pjson.oclif.topicSeparator))
          this.topicSeparator = this.pjson.oclif.topicSeparator;
        if (this.platform === "win32")
          this.dirname = this.dirname.replace("/", "\\");
        this.userAgent = `${this.name}/${this.version} ${this.platform}-${this.arch} node-${process.version}`;
        this.shell = await (0, os_1.getShell)();
        this.home = process.env.HOME || this.windows && this.windowsHome() || (0, os_1.getHomeDir)() || (0, node_os_1.tmpdir)();
        this.cacheDir = this.scopedEnvVar("CACHE_DIR") || this.macosCacheDir() || this.dir("cache");
        this.configDir = this.scopedEnvVar("CONFIG_DIR") || this.dir("config");
        this.dataDir = this.scopedEnvVar("DATA_DIR") || this.dir("data");
        this.binPath = this.scopedEnvVar("BINPATH");
        this.npmRegistry = this.scopedEnvVar("NPM_REGISTRY") || this.pjson.oclif.npmRegistry;
        this.theme = await this.loadTheme();
        this.updateConfig = {
          ...this.pjson.oclif.update,
          node: this.pjson.oclif.update?.node ?? {},
          s3: this.buildS3Config()
        };
        this.isSingleCommandCLI = Boolean(typeof this.pjson.oclif.commands !== "string" && this.pjson.oclif.commands?.strategy === "single" && this.pjson.oclif.commands?.target);
        this.maybeAdjustDebugSetting();
        await this.loadPluginsAndCommands();
        debug("config done");
        marker?.addDetails({
          commandPermutations: this.commands.length,
          commands: [...this.plugins.values()].reduce((acc, p) => acc + p.commands.length, 0),
          plugins: this.plugins.size,
          topics: this.topics.length
        });
        marker?.stop();
      }
      async loadPluginsAndCommands(opts) {
        const pluginsMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.loadAllPlugins");
        const { errors, plugins } = await this.pluginLoader.loadChildren({
          dataDir: this.dataDir,
          devPlugins: this.options.devPlugins,
          force: opts?.force ?? false,
          pluginAdditions: this.options.pluginAdditions,
          rootPlugin: this.rootPlugin,
          userPlugins: this.options.userPlugins
        });
        this.plugins = plugins;
        pluginsMarker?.stop();
        const commandsMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.loadAllCommands");
        for (const plugin of this.plugins.values()) {
          this.loadCommands(plugin);
          this.loadTopics(plugin);
        }
        commandsMarker?.stop();
        for (const error of errors) {
          this.warn(error);
        }
      }
      async loadTheme() {
        if (this.scopedEnvVarTrue("DISABLE_THEME"))
          return;
        const userThemeFile = (0, node_path_1.resolve)(this.configDir, "theme.json");
        const getDefaultTheme = /* @__PURE__ */ __name(async () => {
          if (!this.pjson.oclif.theme)
            return;
          if (typeof this.pjson.oclif.theme === "string") {
            return (0, fs_1.safeReadJson)((0, node_path_1.resolve)(this.root, this.pjson.oclif.theme));
          }
          return this.pjson.oclif.theme;
        }, "getDefaultTheme");
        const [defaultTheme, userTheme] = await Promise.all([
          getDefaultTheme(),
          (0, fs_1.safeReadJson)(userThemeFile)
        ]);
        const merged = { ...defaultTheme, ...userTheme };
        return Object.keys(merged).length > 0 ? (0, theme_1.parseTheme)(merged) : void 0;
      }
      macosCacheDir() {
        return this.platform === "darwin" && (0, node_path_1.join)(this.home, "Library", "Caches", this.dirname) || void 0;
      }
      async runCommand(id, argv = [], cachedCommand = null) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runCommand#${id}`);
        debug("runCommand %s %o", id, argv);
        let c = cachedCommand ?? this.findCommand(id);
        if (!c) {
          const matches = this.flexibleTaxonomy ? this.findMatches(id, argv) : [];
          const hookResult = this.flexibleTaxonomy && matches.length > 0 ? await this.runHook("command_incomplete", { argv, id, matches }) : await this.runHook("command_not_found", { argv, id });
          if (hookResult.successes[0])
            return hookResult.successes[0].result;
          if (hookResult.failures[0])
            throw hookResult.failures[0].error;
          throw new errors_1.CLIError(`command ${id} not found`);
        }
        if (this.isJitPluginCommand(c)) {
          const pluginName = c.pluginName;
          const pluginVersion = this.pjson.oclif.jitPlugins[pluginName];
          const jitResult = await this.runHook("jit_plugin_not_installed", {
            argv,
            command: c,
            id,
            pluginName,
            pluginVersion
          });
          if (jitResult.failures[0])
            throw jitResult.failures[0].error;
          if (jitResult.successes[0]) {
            await this.loadPluginsAndCommands({ force: true });
            c = this.findCommand(id) ?? c;
          } else {
            const result2 = await this.runHook("command_not_found", { argv, id });
            if (result2.successes[0])
              return result2.successes[0].result;
            if (result2.failures[0])
              throw result2.failures[0].error;
            throw new errors_1.CLIError(`command ${id} not found`);
          }
        }
        const command = await c.load();
        await this.runHook("prerun", { argv, Command: command });
        const result = await command.run(argv, this);
        if (c.id === "plugins:uninstall") {
          for (const arg of argv)
            this.plugins.delete(arg);
        }
        await this.runHook("postrun", { argv, Command: command, result });
        marker?.addDetails({ command: id, plugin: c.pluginName });
        marker?.stop();
        return result;
      }
      async runHook(event, opts, timeout, captureErrors) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runHook#${event}`);
        debug("start %s hook", event);
        const search = /* @__PURE__ */ __name((m) => {
          if (typeof m === "function")
            return m;
          if (m.default && typeof m.default === "function")
            return m.default;
          return Object.values(m).find((m2) => typeof m2 === "function");
        }, "search");
        const withTimeout = /* @__PURE__ */ __name(async (ms, promise) => {
          let id;
          const timeout2 = new Promise((_, reject) => {
            id = setTimeout(() => {
              reject(new Error(`Timed out after ${ms} ms.`));
            }, ms).unref();
          });
          return Promise.race([promise, timeout2]).then((result) => {
            clearTimeout(id);
            return result;
          });
        }, "withTimeout");
        const final = {
          failures: [],
          successes: []
        };
        const plugins = ROOT_ONLY_HOOKS.has(event) ? [this.rootPlugin] : [...this.plugins.values()];
        const promises = plugins.map(async (p) => {
          const debug2 = (0, logger_1.makeDebug)([p.name, "hooks", event].join(":"));
          const context = {
            config: this,
            debug: debug2,
            error(message, options = {}) {
              (0, errors_1.error)(message, options);
            },
            exit(code = 0) {
              (0, errors_1.exit)(code);
            },
            log(message, ...args) {
              ux_1.ux.stdout(message, ...args);
            },
            warn(message) {
              (0, errors_1.warn)(message);
            }
          };
          const hooks = p.hooks[event] || [];
          for (const hook of hooks) {
            const marker2 = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runHook#${p.name}(${hook.target})`);
            try {
              const { filePath, isESM, module: module2 } = await (0, module_loader_1.loadWithData)(p, await (0, ts_path_1.tsPath)(p.root, hook.target, p));
              debug2("start", isESM ? "(import)" : "(require)", filePath);
              const hookFn = module2[hook.identifier] ?? (hook.identifier === "default" ? search(module2) : void 0);
              if (!hookFn) {
                debug2("No hook found for hook definition:", hook);
                continue;
              }
              const result = timeout ? await withTimeout(timeout, hookFn.call(context, { ...opts, config: this, context })) : await hookFn.call(context, { ...opts, config: this, context });
              final.successes.push({ plugin: p, result });
              if (p.name === "@oclif/plugin-legacy" && event === "init") {
                this.insertLegacyPlugins(result);
              }
              debug2("done");
            } catch (error) {
              final.failures.push({ error, plugin: p });
              debug2(error);
              if (!captureErrors && error.oclif?.exit !== void 0 && error.oclif?.exit !== 0 && error.code !== "MODULE_NOT_FOUND")
                throw error;
            }
            marker2?.addDetails({
              event,
              hook: hook.target,
              plugin: p.name
            });
            marker2?.stop();
          }
        });
        await Promise.all(promises);
        debug("%s hook done", event);
        marker?.stop();
        return final;
      }
      s3Key(type, ext, options = {}) {
        if (typeof ext === "object")
          options = ext;
        else if (ext)
          options.ext = ext;
        const template = this.updateConfig.s3?.templates?.[options.platform ? "target" : "vanilla"][type] ?? "";
        return ejs_1.default.render(template, { ...this, ...options });
      }
      s3Url(key) {
        const { host } = this.updateConfig.s3 ?? { host: void 0 };
        if (!host)
          throw new Error("no s3 host is set");
        const url = new node_url_1.URL(host);
        url.pathname = (0, node_path_1.join)(url.pathname, key);
        return url.toString();
      }
      scopedEnvVar(k) {
        return process.env[this.scopedEnvVarKeys(k).find((k2) => process.env[k2])];
      }
      /**
       * this DOES NOT account for bin aliases, use scopedEnvVarKeys instead which will account for bin aliases
       * @param k {string}, the unscoped key you want to get the value for
       * @returns {string} returns the env var key
       */
      scopedEnvVarKey(k) {
        return [this.bin, k].map((p) => p.replaceAll("@", "").replaceAll(/[/-]/g, "_")).join("_").toUpperCase();
      }
      /**
       * gets the scoped env var keys for a given key, including bin aliases
       * @param k {string}, the env key e.g. 'debug'
       * @returns {string[]} e.g. ['SF_DEBUG', 'SFDX_DEBUG']
       */
      scopedEnvVarKeys(k) {
        return [this.bin, ...this.binAliases ?? []].filter(Boolean).map((alias) => [alias.replaceAll("@", "").replaceAll(/[/-]/g, "_"), k].join("_").toUpperCase());
      }
      scopedEnvVarTrue(k) {
        const v = this.scopedEnvVar(k);
        return v === "1" || v === "true";
      }
      windowsHome() {
        return this.windowsHomedriveHome() || this.windowsUserprofileHome();
      }
      windowsHomedriveHome() {
        return process.env.HOMEDRIVE && process.env.HOMEPATH && (0, node_path_1.join)(process.env.HOMEDRIVE, process.env.HOMEPATH);
      }
      windowsUserprofileHome() {
        return process.env.USERPROFILE;
      }
      buildS3Config() {
        const s3 = this.pjson.oclif.update?.s3;
        const bucket = this.scopedEnvVar("S3_BUCKET") ?? s3?.bucket;
        const host = s3?.host ?? (bucket && `https://${bucket}.s3.amazonaws.com`);
        const templates = {
          ...s3?.templates,
          target: {
            baseDir: "<%- bin %>",
            manifest: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- platform %>-<%- arch %>",
            unversioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-<%- platform %>-<%- arch %><%- ext %>",
            versioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-v<%- version %>/<%- bin %>-v<%- version %>-<%- platform %>-<%- arch %><%- ext %>",
            ...s3?.templates && s3?.templates.target
          },
          vanilla: {
            baseDir: "<%- bin %>",
            manifest: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %>version",
            unversioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %><%- ext %>",
            versioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-v<%- version %>/<%- bin %>-v<%- version %><%- ext %>",
            ...s3?.templates && s3?.templates.vanilla
          }
        };
        return {
          bucket,
          host,
          templates
        };
      }
      getCmdLookupId(id) {
        if (this._commands.has(id))
          return id;
        if (this.commandPermutations.hasValid(id))
          return this.commandPermutations.getValid(id);
        return id;
      }
      getTopicLookupId(id) {
        if (this._topics.has(id))
          return id;
        if (this.topicPermutations.hasValid(id))
          return this.topicPermutations.getValid(id);
        return id;
      }
      /**
       * Insert legacy plugins
       *
       * Replace invalid CLI plugins (cli-engine plugins, mostly Heroku) loaded via `this.loadPlugins`
       * with oclif-compatible ones returned by @oclif/plugin-legacy init hook.
       *
       * @param plugins array of oclif-compatible plugins
       */
      insertLegacyPlugins(plugins) {
        for (const plugin of plugins) {
          this.plugins.set(plugin.name, plugin);
          for (const cmd of plugin.commands ?? []) {
            this._commands.delete(cmd.id);
            for (const alias of [...cmd.aliases ?? [], ...cmd.hiddenAliases ?? []]) {
              this._commands.delete(alias);
            }
          }
          this.loadCommands(plugin);
        }
      }
      isJitPluginCommand(c) {
        return Object.keys(this.pjson.oclif.jitPlugins ?? {}).includes(c.pluginName ?? "") && Boolean(c?.pluginName && !this.plugins.has(c.pluginName));
      }
      loadCommands(plugin) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadCommands#${plugin.name}`, { plugin: plugin.name });
        for (const command of plugin.commands) {
          if (this._commands.has(command.id)) {
            const prioritizedCommand = (0, determine_priority_1.determinePriority)(this.pjson.oclif.plugins ?? [], [
              this._commands.get(command.id),
              command
            ]);
            this._commands.set(prioritizedCommand.id, prioritizedCommand);
          } else {
            this._commands.set(command.id, command);
          }
          const permutations = this.flexibleTaxonomy && command.permutations === void 0 ? (0, util_3.getCommandIdPermutations)(command.id) : command.permutations ?? [command.id];
          for (const permutation of permutations) {
            this.commandPermutations.add(permutation, command.id);
          }
          const handleAlias = /* @__PURE__ */ __name((alias, hidden = false) => {
            const aliasWithDefaultTopicSeparator = (0, ids_1.toStandardizedId)(alias, this);
            if (this._commands.has(aliasWithDefaultTopicSeparator)) {
              const prioritizedCommand = (0, determine_priority_1.determinePriority)(this.pjson.oclif.plugins ?? [], [
                this._commands.get(aliasWithDefaultTopicSeparator),
                command
              ]);
              this._commands.set(aliasWithDefaultTopicSeparator, {
                ...prioritizedCommand,
                id: aliasWithDefaultTopicSeparator
              });
            } else {
              this._commands.set(aliasWithDefaultTopicSeparator, { ...command, hidden, id: aliasWithDefaultTopicSeparator });
            }
            const aliasPermutations = this.flexibleTaxonomy && command.aliasPermutations === void 0 ? (0, util_3.getCommandIdPermutations)(aliasWithDefaultTopicSeparator) : command.permutations ?? [aliasWithDefaultTopicSeparator];
            for (const permutation of aliasPermutations) {
              this.commandPermutations.add(permutation, command.id);
            }
          }, "handleAlias");
          for (const alias of command.aliases ?? []) {
            handleAlias(alias);
          }
          for (const alias of command.hiddenAliases ?? []) {
            handleAlias(alias, true);
          }
        }
        marker?.addDetails({ commandCount: plugin.commands.length });
        marker?.stop();
      }
      loadTopics(plugin) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadTopics#${plugin.name}`, { plugin: plugin.name });
        for (const topic of (0, util_2.compact)(plugin.topics)) {
          const existing = this._topics.get(topic.name);
          if (existing) {
            existing.description = topic.description || existing.description;
            existing.hidden = existing.hidden || topic.hidden;
          } else {
            this._topics.set(topic.name, topic);
          }
          const permutations = this.flexibleTaxonomy ? (0, util_3.getCommandIdPermutations)(topic.name) : [topic.name];
          for (const permutation of permutations) {
            this.topicPermutations.add(permutation, topic.name);
          }
        }
        for (const c of plugin.commands.filter((c2) => !c2.hidden)) {
          const parts = c.id.split(":");
          while (parts.length > 0) {
            const name = parts.join(":");
            if (name && !this._topics.has(name)) {
              this._topics.set(name, { description: c.summary || c.description, name });
            }
            parts.pop();
          }
        }
        marker?.stop();
      }
      maybeAdjustDebugSetting() {
        if (this.scopedEnvVarTrue("DEBUG")) {
          settings_1.settings.debug = true;
          displayWarnings();
        }
      }
      warn(err, scope) {
        if (this.warned)
          return;
        if (typeof err === "string") {
          process.emitWarning(err);
          return;
        }
        if (err instanceof Error) {
          const modifiedErr = err;
          modifiedErr.name = `${err.name} Plugin: ${this.name}`;
          modifiedErr.detail = (0, util_2.compact)([
            err.detail,
            `module: ${this._base}`,
            scope && `task: ${scope}`,
            `plugin: ${this.name}`,
            `root: ${this.root}`,
            "See more details with DEBUG=*"
          ]).join("\n");
          process.emitWarning(err);
          return;
        }
        process.emitWarning("Config.warn expected either a string or Error, but instead received an object");
        err.name = `${err.name} Plugin: ${this.name}`;
        err.detail = (0, util_2.compact)([
          err.detail,
          `module: ${this._base}`,
          scope && `task: ${scope}`,
          `plugin: ${this.name}`,
          `root: ${this.root}`,
          "See more details with DEBUG=*"
        ]).join("\n");
        process.emitWarning(JSON.stringify(err));
      }
    };
    exports.Config = Config;
  }
});

// node_modules/@oclif/core/lib/config/index.js
var require_config2 = __commonJS({
  "node_modules/@oclif/core/lib/config/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.tsPath = exports.Plugin = exports.Config = void 0;
    var config_1 = require_config();
    Object.defineProperty(exports, "Config", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return config_1.Config;
    }, "get") });
    var plugin_1 = require_plugin();
    Object.defineProperty(exports, "Plugin", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return plugin_1.Plugin;
    }, "get") });
    var ts_path_1 = require_ts_path();
    Object.defineProperty(exports, "tsPath", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ts_path_1.tsPath;
    }, "get") });
  }
});

// node_modules/wordwrap/index.js
var require_wordwrap = __commonJS({
  "node_modules/wordwrap/index.js"(exports, module) {
    var wordwrap = module.exports = function(start, stop, params) {
      if (typeof start === "object") {
        params = start;
        start = params.start;
        stop = params.stop;
      }
      if (typeof stop === "object") {
        params = stop;
        start = start || params.start;
        stop = void 0;
      }
      if (!stop) {
        stop = start;
        start = 0;
      }
      if (!params) params = {};
      var mode = params.mode || "soft";
      var re = mode === "hard" ? /\b/ : /(\S+\s+)/;
      return function(text) {
        var chunks = text.toString().split(re).reduce(function(acc, x) {
          if (mode === "hard") {
            for (var i = 0; i < x.length; i += stop - start) {
              acc.push(x.slice(i, i + stop - start));
            }
          } else acc.push(x);
          return acc;
        }, []);
        return chunks.reduce(function(lines, rawChunk) {
          if (rawChunk === "") return lines;
          var chunk = rawChunk.replace(/\t/g, "    ");
          var i = lines.length - 1;
          if (lines[i].length + chunk.length > stop) {
            lines[i] = lines[i].replace(/\s+$/, "");
            chunk.split(/\n/).forEach(function(c) {
              lines.push(
                new Array(start + 1).join(" ") + c.replace(/^\s+/, "")
              );
            });
          } else if (chunk.match(/\n/)) {
            var xs = chunk.split(/\n/);
            lines[i] += xs.shift();
            xs.forEach(function(c) {
              lines.push(
                new Array(start + 1).join(" ") + c.replace(/^\s+/, "")
              );
            });
          } else {
            lines[i] += chunk;
          }
          return lines;
        }, [new Array(start + 1).join(" ")]).join("\n");
      };
    };
    wordwrap.soft = wordwrap;
    wordwrap.hard = function(start, stop) {
      return wordwrap(start, stop, { mode: "hard" });
    };
  }
});

// node_modules/@oclif/core/lib/ux/list.js
var require_list = __commonJS({
  "node_modules/@oclif/core/lib/ux/list.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = renderList;
    var wordwrap = require_wordwrap();
    var screen_1 = require_screen();
    var util_1 = require_util();
    function linewrap(length, s) {
      return wordwrap(length, screen_1.stdtermwidth, {
        skipScheme: "ansi-color"
      })(s).trim();
    }
    __name(linewrap, "linewrap");
    function renderList(items) {
      if (items.length === 0) {
        return "";
      }
      const maxLength = (0, util_1.maxBy)(items, (item) => item[0].length)?.[0].length ?? 0;
      const lines = items.map((i) => {
        let left = i[0];
        let right = i[1];
        if (!right) {
          return left;
        }
        left = left.padEnd(maxLength);
        right = linewrap(maxLength + 2, right);
        return `${left}  ${right}`;
      });
      return lines.join("\n");
    }
    __name(renderList, "renderList");
  }
});

// node_modules/@oclif/core/lib/parser/errors.js
var require_errors2 = __commonJS({
  "node_modules/@oclif/core/lib/parser/errors.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ViolatedFlagConstraintError = exports.FailedFlagValidationError = exports.ArgInvalidOptionError = exports.FlagInvalidOptionError = exports.NonExistentFlagsError = exports.UnexpectedArgsError = exports.RequiredArgsError = exports.InvalidArgsSpecError = exports.CLIParseError = exports.CLIError = void 0;
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var util_1 = require_util();
    var list_1 = __importDefault(require_list());
    var theme_1 = require_theme2();
    var errors_2 = require_errors();
    Object.defineProperty(exports, "CLIError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return errors_2.CLIError;
    }, "get") });
    var CLIParseError = class extends errors_1.CLIError {
      static {
        __name(this, "CLIParseError");
      }
      parse;
      showHelp = false;
      constructor(options) {
        options.message += "\nSee more help with --help";
        super(options.message, { exit: options.exit });
        this.parse = options.parse;
      }
    };
    exports.CLIParseError = CLIParseError;
    var InvalidArgsSpecError = class extends CLIParseError {
      static {
        __name(this, "InvalidArgsSpecError");
      }
      args;
      constructor({ args, exit, parse, reason }) {
        let message = "Invalid argument spec";
        if (reason) {
          message += `: ${reason}`;
        }
        const namedArgs = Object.values(args).filter((a) => a.name);
        if (namedArgs.length > 0) {
          const list = (0, list_1.default)(namedArgs.map((a) => [`${a.name} (${a.required ? "required" : "optional"})`, a.description]));
          message += `:
${list}`;
        }
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.invalidArgsSpec ?? exit, message, parse });
        this.args = args;
      }
    };
    exports.InvalidArgsSpecError = InvalidArgsSpecError;
    var RequiredArgsError = class extends CLIParseError {
      static {
        __name(this, "RequiredArgsError");
      }
      args;
      constructor({ args, exit, flagsWithMultiple, parse }) {
        let message = `Missing ${args.length} required arg${args.length === 1 ? "" : "s"}`;
        const namedArgs = args.filter((a) => a.name);
        if (namedArgs.length > 0) {
          const list = (0, list_1.default)(namedArgs.map((a) => {
            const description = a.options ? `(${a.options.join("|")}) ${a.description}` : a.description;
            return [a.name, description];
          }));
          message += `:
${list}`;
        }
        if (flagsWithMultiple?.length) {
          const flags = flagsWithMultiple.map((f) => `--${f}`).join(", ");
          message += `

Note: ${flags} allow${flagsWithMultiple.length === 1 ? "s" : ""} multiple values. Because of this you need to provide all arguments before providing ${flagsWithMultiple.length === 1 ? "that flag" : "those flags"}.`;
          message += '\nAlternatively, you can use "--" to signify the end of the flags and the beginning of arguments.';
        }
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.requiredArgs ?? exit, message, parse });
        this.args = args;
        this.showHelp = true;
      }
    };
    exports.RequiredArgsError = RequiredArgsError;
    var UnexpectedArgsError = class extends CLIParseError {
      static {
        __name(this, "UnexpectedArgsError");
      }
      args;
      constructor({ args, exit, parse }) {
        const message = `Unexpected argument${args.length === 1 ? "" : "s"}: ${args.join(", ")}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.unexpectedArgs ?? exit, message, parse });
        this.args = args;
        this.showHelp = true;
      }
    };
    exports.UnexpectedArgsError = UnexpectedArgsError;
    var NonExistentFlagsError = class extends CLIParseError {
      static {
        __name(this, "NonExistentFlagsError");
      }
      flags;
      constructor({ exit, flags, parse }) {
        const message = `Nonexistent flag${flags.length === 1 ? "" : "s"}: ${flags.join(", ")}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.nonExistentFlag ?? exit, message, parse });
        this.flags = flags;
        this.showHelp = true;
      }
    };
    exports.NonExistentFlagsError = NonExistentFlagsError;
    var FlagInvalidOptionError = class extends CLIParseError {
      static {
        __name(this, "FlagInvalidOptionError");
      }
      constructor(flag, input) {
        const message = `Expected --${flag.name}=${input} to be one of: ${flag.options.join(", ")}`;
        super({ message, parse: {} });
      }
    };
    exports.FlagInvalidOptionError = FlagInvalidOptionError;
    var ArgInvalidOptionError = class extends CLIParseError {
      static {
        __name(this, "ArgInvalidOptionError");
      }
      constructor(arg, input) {
        const message = `Expected ${input} to be one of: ${arg.options.join(", ")}`;
        super({ message, parse: {} });
      }
    };
    exports.ArgInvalidOptionError = ArgInvalidOptionError;
    var FailedFlagValidationError = class extends CLIParseError {
      static {
        __name(this, "FailedFlagValidationError");
      }
      constructor({ exit, failed, parse }) {
        const reasons = failed.map((r) => r.reason);
        const deduped = (0, util_1.uniq)(reasons);
        const errString = deduped.length === 1 ? "error" : "errors";
        const message = `The following ${errString} occurred:
  ${(0, theme_1.colorize)("dim", deduped.join("\n  "))}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.failedFlagValidation ?? exit, message, parse });
      }
    };
    exports.FailedFlagValidationError = FailedFlagValidationError;
    var ViolatedFlagConstraintError = class extends CLIParseError {
      static {
        __name(this, "ViolatedFlagConstraintError");
      }
      constructor({ exit, failed, parse }) {
        const reasons = failed.map((r) => r.reason);
        const deduped = (0, util_1.uniq)(reasons);
        const errString = deduped.length === 1 ? "error" : "errors";
        const message = `The following ${errString} occurred:
 ${(0, theme_1.colorize)("dim", deduped.join("\n"))}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.violatedFlagConstraint ?? exit, message, parse });
      }
    };
    exports.ViolatedFlagConstraintError = ViolatedFlagConstraintError;
  }
});

// node_modules/@oclif/core/lib/parser/parse.js
var require_parse2 = __commonJS({
  "node_modules/@oclif/core/lib/parser/parse.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Parser = exports.readStdin = void 0;
    var node_os_1 = __require("node:os");
    var node_readline_1 = __require("node:readline");
    var cache_1 = __importDefault(require_cache());
    var logger_1 = require_logger();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    var debug;
    try {
      debug = process.env.CLI_FLAGS_DEBUG === "1" ? (0, logger_1.makeDebug)("parser") : () => {
      };
    } catch {
      debug = /* @__PURE__ */ __name(() => {
      }, "debug");
    }
    var readStdin = /* @__PURE__ */ __name(async () => {
      const { stdin, stdout } = process;
      if (stdin.isTTY)
        return null;
      if (globalThis.oclif?.stdinCache) {
        debug("resolved stdin from global cache", globalThis.oclif.stdinCache);
        return globalThis.oclif.stdinCache;
      }
      return new Promise((resolve) => {
        const lines = [];
        const ac = new AbortController();
        const { signal } = ac;
        const timeout = setTimeout(() => ac.abort(), 10);
        const rl = (0, node_readline_1.createInterface)({
          input: stdin,
          output: stdout,
          terminal: false
        });
        rl.on("line", (line) => {
          lines.push(line);
        });
        rl.once("close", () => {
          const result = lines.join(node_os_1.EOL);
          clearTimeout(timeout);
          debug("resolved from stdin", result);
          globalThis.oclif = { ...globalThis.oclif, stdinCache: result };
          resolve(result);
        });
        signal.addEventListener("abort", () => {
          debug("stdin aborted");
          clearTimeout(timeout);
          rl.close();
          resolve(null);
        }, { once: true });
      });
    }, "readStdin");
    exports.readStdin = readStdin;
    function isNegativeNumber(input) {
      return /^-\d/g.test(input);
    }
    __name(isNegativeNumber, "isNegativeNumber");
    var validateOptions = /* @__PURE__ */ __name((flag, input) => {
      if (flag.options && !flag.options.includes(input))
        throw new errors_1.FlagInvalidOptionError(flag, input);
      return input;
    }, "validateOptions");
    var NEGATION = "--no-";
    var Parser = class {
      static {
        __name(this, "Parser");
      }
      input;
      argv;
      booleanFlags;
      context;
      currentFlag;
      flagAliases;
      raw = [];
      constructor(input) {
        this.input = input;
        this.context = input.context ?? {};
        this.argv = [...input.argv];
        this._setNames();
        this.booleanFlags = (0, util_1.pickBy)(input.flags, (f) => f.type === "boolean");
        this.flagAliases = Object.fromEntries(Object.values(input.flags).flatMap((flag) => [...flag.aliases ?? [], ...flag.charAliases ?? []].map((a) => [a, flag])));
      }
      get _argTokens() {
        return this.raw.filter((o) => o.type === "arg");
      }
      async parse() {
        this._debugInput();
        const parseFlag = /* @__PURE__ */ __name(async (arg) => {
          const { isLong, name } = this.findFlag(arg);
          if (!name) {
            const i = arg.indexOf("=");
            if (i !== -1) {
              const sliced = arg.slice(i + 1);
              this.argv.unshift(sliced);
              const equalsParsed = await parseFlag(arg.slice(0, i));
              if (!equalsParsed) {
                this.argv.shift();
              }
              return equalsParsed;
            }
            return false;
          }
          const flag = this.input.flags[name];
          if (flag.type === "option") {
            if (!flag.multiple && this.raw.some((o) => o.type === "flag" && o.flag === name)) {
              throw new errors_1.CLIError(`Flag --${name} can only be specified once`);
            }
            this.currentFlag = flag;
            let input = isLong || arg.length < 3 ? this.argv.shift() : arg.slice(arg[2] === "=" ? 3 : 2);
            if (flag.allowStdin === "only" && input !== "-" && input !== void 0 && !this.findFlag(input).name) {
              throw new errors_1.CLIError(`Flag --${name} can only be read from stdin. The value must be "-" or not provided at all.`);
            }
            if (flag.allowStdin && input === "-" || flag.allowStdin === "only") {
              const stdin = await (0, exports.readStdin)();
              if (stdin) {
                input = stdin.trim();
              }
            }
            if (typeof input !== "string" || this.findFlag(input).name) {
              if (flag.options) {
                throw new errors_1.CLIError(`Flag --${name} expects one of these values: ${flag.options.join(", ")}`);
              }
              throw new errors_1.CLIError(`Flag --${name} expects a value`);
            }
            this.raw.push({ flag: flag.name, input, type: "flag" });
          } else {
            this.raw.push({ flag: flag.name, input: arg, type: "flag" });
            if (!isLong && arg.length > 2) {
              this.argv.unshift(`-${arg.slice(2)}`);
            }
          }
          return true;
        }, "parseFlag");
        let parsingFlags = true;
        const nonExistentFlags = [];
        let dashdash = false;
        const originalArgv = [...this.argv];
        while (this.argv.length > 0) {
          const input = this.argv.shift();
          if (parsingFlags && input.startsWith("-") && input !== "-") {
            if (this.input["--"] !== false && input === "--") {
              parsingFlags = false;
              continue;
            }
            if (await parseFlag(input)) {
              continue;
            }
            if (input === "--") {
              dashdash = true;
              continue;
            }
            if (this.input["--"] !== false && !isNegativeNumber(input)) {
              nonExistentFlags.push(input);
              continue;
            }
          }
          if (parsingFlags && this.currentFlag && this.currentFlag.multiple && !this.currentFlag.multipleNonGreedy) {
            this.raw.push({ flag: this.currentFlag.name, input, type: "flag" });
            continue;
          }
          const arg = Object.keys(this.input.args)[this._argTokens.length];
          this.raw.push({ arg, input, type: "arg" });
        }
        const [{ args, argv }, { flags, metadata }] = await Promise.all([this._args(), this._flags()]);
        this._debugOutput(argv, args, flags);
        const unsortedArgv = dashdash ? [...argv, ...nonExistentFlags, "--"] : [...argv, ...nonExistentFlags];
        return {
          args,
          argv: unsortedArgv.sort((a, b) => originalArgv.indexOf(a) - originalArgv.indexOf(b)),
          flags,
          metadata,
          nonExistentFlags,
          raw: this.raw
        };
      }
      async _args() {
        const argv = [];
        const args = {};
        const tokens = this._argTokens;
        let stdinRead = false;
        const ctx = this.context;
        const parseArgInput = /* @__PURE__ */ __name(async (name, arg, input) => {
          if (arg.options && !arg.options.includes(input)) {
            throw new errors_1.ArgInvalidOptionError(arg, input);
          }
          ctx.token = { arg: name, input, type: "arg" };
          const parsed = await arg.parse(input, ctx, arg);
          argv.push(parsed);
          args[name] = parsed;
        }, "parseArgInput");
        const applyDefault = /* @__PURE__ */ __name(async (name, arg) => {
          if (args[name] !== void 0)
            return;
          if (!arg.default && arg.default !== false)
            return;
          const value = typeof arg.default === "function" ? await arg.default() : arg.default;
          if (Array.isArray(value)) {
            for (const v of value)
              argv.push(v);
          } else {
            argv.push(value);
          }
          args[name] = value;
        }, "applyDefault");
        const tryStdin = /* @__PURE__ */ __name(async (name, arg) => {
          if (arg.ignoreStdin || stdinRead)
            return;
          let stdin = await (0, exports.readStdin)();
          stdinRead = true;
          if (!stdin)
            return;
          stdin = stdin.trim();
          await parseArgInput(name, arg, stdin);
        }, "tryStdin");
        const argEntries = Object.entries(this.input.args);
        const variadicIndex = argEntries.findIndex(([, arg]) => arg.multiple);
        if (variadicIndex === -1) {
          for (const [name, arg] of argEntries) {
            const token = tokens.find((t) => t.arg === name);
            ctx.token = token;
            await (token ? parseArgInput(name, arg, token.input) : tryStdin(name, arg));
            await applyDefault(name, arg);
          }
          for (const token of tokens) {
            if (args[token.arg] !== void 0)
              continue;
            argv.push(token.input);
          }
        } else {
          const tokenInputs = tokens.map((t) => t.input);
          for (let i = 0; i < variadicIndex; i++) {
            const [name, arg] = argEntries[i];
            const input = tokenInputs.shift();
            await (input === void 0 ? tryStdin(name, arg) : parseArgInput(name, arg, input));
            await applyDefault(name, arg);
          }
          const postVariadicParsing = [];
          for (let i = argEntries.length - 1; i > variadicIndex; i--) {
            const [name, arg] = argEntries[i];
            const input = tokenInputs.pop();
            if (input !== void 0) {
              postVariadicParsing.unshift({ arg, input, name });
            }
          }
          const [variadicName, variadicArg] = argEntries[variadicIndex];
          if (tokenInputs.length > 0) {
            const parsedValues = [];
            for (const input of tokenInputs) {
              await parseArgInput(variadicName, variadicArg, input);
              parsedValues.push(args[variadicName]);
            }
            args[variadicName] = parsedValues;
          }
          for (const { arg, input, name } of postVariadicParsing) {
            await parseArgInput(name, arg, input);
          }
          await applyDefault(variadicName, variadicArg);
          for (let i = variadicIndex + 1; i < argEntries.length; i++) {
            const [name, arg] = argEntries[i];
            await applyDefault(name, arg);
          }
        }
        return { args, argv };
      }
      _debugInput() {
        debug("input: %s", this.argv.join(" "));
        const args = Object.keys(this.input.args);
        if (args.length > 0) {
          debug("available args: %s", args.join(" "));
        }
        if (Object.keys(this.input.flags).length === 0)
          return;
        debug("available flags: %s", Object.keys(this.input.flags).map((f) => `--${f}`).join(" "));
      }
      _debugOutput(args, flags, argv) {
        if (argv.length > 0) {
          debug("argv: %o", argv);
        }
        if (Object.keys(args).length > 0) {
          debug("args: %o", args);
        }
        if (Object.keys(flags).length > 0) {
          debug("flags: %o", flags);
        }
      }
      async _flags() {
        const parseFlagOrThrowError = /* @__PURE__ */ __name(async (input, flag, context, token) => {
          if (!flag.parse)
            return input;
          const ctx = {
            ...context,
            error: context?.error,
            exit: context?.exit,
            jsonEnabled: context?.jsonEnabled,
            log: context?.log,
            logToStderr: context?.logToStderr,
            token,
            warn: context?.warn
          };
          try {
            if (flag.type === "boolean") {
              return await flag.parse(input, ctx, flag);
            }
            return await flag.parse(input, ctx, flag);
          } catch (error) {
            error.message = `Parsing --${flag.name} 
	${error.message}
See more help with --help`;
            if (cache_1.default.getInstance().get("exitCodes")?.failedFlagParsing)
              error.oclif = { exit: cache_1.default.getInstance().get("exitCodes")?.failedFlagParsing };
            throw error;
          }
        }, "parseFlagOrThrowError");
        const addValueFunction = /* @__PURE__ */ __name((fws) => {
          const tokenLength = fws.tokens?.length;
          if (tokenLength) {
            if (fws.inputFlag.flag.type === "boolean" && (0, util_1.last)(fws.tokens)?.input) {
              const doesNotContainNegation = /* @__PURE__ */ __name((i) => {
                const possibleNegations = [i.inputFlag.name, ...i.inputFlag.flag.aliases ?? []].map((n) => `${NEGATION}${n}`);
                const input = (0, util_1.last)(i.tokens)?.input;
                if (!input)
                  return true;
                return !possibleNegations.includes(input);
              }, "doesNotContainNegation");
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => parseFlagOrThrowError(doesNotContainNegation(i), i.inputFlag.flag, this.context, (0, util_1.last)(i.tokens)), "valueFunction")
              };
            }
            if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.delimiter && fws.inputFlag.flag.multiple) {
              const makeDelimiter = /* @__PURE__ */ __name((delimiter) => new RegExp(`(?<!\\\\)${delimiter}`), "makeDelimiter");
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => (await Promise.all((i.tokens ?? []).flatMap((token) => token.input.split(makeDelimiter(i.inputFlag.flag.delimiter ?? ","))).map((v) => v.trim().replaceAll(new RegExp(`\\\\${i.inputFlag.flag.delimiter}`, "g"), i.inputFlag.flag.delimiter ?? ",").replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1")).map(async (v) => parseFlagOrThrowError(v, i.inputFlag.flag, this.context, {
                  ...(0, util_1.last)(i.tokens),
                  input: v
                })))).map((v) => validateOptions(i.inputFlag.flag, v)), "valueFunction")
              };
            }
            if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.multiple) {
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => Promise.all((fws.tokens ?? []).map((token) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, token.input), i.inputFlag.flag, this.context, token))), "valueFunction")
              };
            }
            if (fws.inputFlag.flag.type === "option") {
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, (0, util_1.last)(fws.tokens)?.input), i.inputFlag.flag, this.context, (0, util_1.last)(fws.tokens)), "valueFunction")
              };
            }
          }
          if (fws.inputFlag.flag.env && process.env[fws.inputFlag.flag.env]) {
            const valueFromEnv = process.env[fws.inputFlag.flag.env];
            if (fws.inputFlag.flag.type === "option" && valueFromEnv) {
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, valueFromEnv), i.inputFlag.flag, this.context), "valueFunction")
              };
            }
            if (fws.inputFlag.flag.type === "boolean") {
              return {
                ...fws,
                valueFunction: /* @__PURE__ */ __name(async (i) => (0, util_1.isTruthy)(process.env[i.inputFlag.flag.env] ?? "false"), "valueFunction")
              };
            }
          }
          if (typeof fws.inputFlag.flag.default !== void 0) {
            return {
              ...fws,
              metadata: { setFromDefault: true },
              valueFunction: typeof fws.inputFlag.flag.default === "function" ? (i, allFlags = {}) => fws.inputFlag.flag.default({ flags: allFlags, options: i.inputFlag.flag }) : async () => fws.inputFlag.flag.default
            };
          }
          return fws;
        }, "addValueFunction");
        const addHelpFunction = /* @__PURE__ */ __name((fws) => {
          if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.defaultHelp) {
            return {
              ...fws,
              helpFunction: typeof fws.inputFlag.flag.defaultHelp === "function" ? (i, flags, ...context) => (
                // @ts-expect-error flag type isn't specific enough to know defaultHelp will definitely be there
                i.inputFlag.flag.defaultHelp({ flags, options: i.inputFlag }, ...context)
              ) : (
                // @ts-expect-error flag type isn't specific enough to know defaultHelp will definitely be there
                (i) => i.inputFlag.flag.defaultHelp
              )
            };
          }
          return fws;
        }, "addHelpFunction");
        const addDefaultHelp = /* @__PURE__ */ __name(async (fwsArray) => {
          const valueReferenceForHelp = fwsArrayToObject(flagsWithAllValues.filter((fws) => !fws.metadata?.setFromDefault));
          return Promise.all(fwsArray.map(async (fws) => {
            try {
              if (fws.helpFunction) {
                return {
                  ...fws,
                  metadata: {
                    ...fws.metadata,
                    defaultHelp: await fws.helpFunction?.(fws, valueReferenceForHelp, this.context)
                  }
                };
              }
            } catch {
            }
            return fws;
          }));
        }, "addDefaultHelp");
        const fwsArrayToObject = /* @__PURE__ */ __name((fwsArray) => Object.fromEntries(fwsArray.filter((fws) => fws.value !== void 0).map((fws) => [fws.inputFlag.name, fws.value])), "fwsArrayToObject");
        const flagTokenMap = this.mapAndValidateFlags();
        const flagsWithValues = await Promise.all(Object.entries(this.input.flags).filter(([name, flag]) => flag.type === "boolean" || flag.env || flag.default !== void 0 || "defaultHelp" in flag || flagTokenMap.has(name)).map(([name, flag]) => ({ inputFlag: { flag, name }, tokens: flagTokenMap.get(name) })).map((fws) => addValueFunction(fws)).filter((fws) => fws.valueFunction !== void 0).map((fws) => addHelpFunction(fws)).map(async (fws) => fws.metadata?.setFromDefault ? fws : { ...fws, value: await fws.valueFunction?.(fws) }));
        const valueReference = fwsArrayToObject(flagsWithValues.filter((fws) => !fws.metadata?.setFromDefault));
        const flagsWithAllValues = await Promise.all(flagsWithValues.map(async (fws) => fws.metadata?.setFromDefault ? { ...fws, value: await fws.valueFunction?.(fws, valueReference) } : fws));
        const finalFlags = flagsWithAllValues.some((fws) => typeof fws.helpFunction === "function") ? await addDefaultHelp(flagsWithAllValues) : flagsWithAllValues;
        return {
          flags: fwsArrayToObject(finalFlags),
          metadata: {
            flags: Object.fromEntries(finalFlags.filter((fws) => fws.metadata).map((fws) => [fws.inputFlag.name, fws.metadata]))
          }
        };
      }
      _setNames() {
        for (const k of Object.keys(this.input.flags)) {
          this.input.flags[k].name = k;
        }
        for (const k of Object.keys(this.input.args)) {
          this.input.args[k].name = k;
        }
      }
      findFlag(arg) {
        const isLong = arg.startsWith("--");
        const short = isLong ? false : arg.startsWith("-");
        const name = isLong ? this.findLongFlag(arg) : short ? this.findShortFlag(arg) : void 0;
        return { isLong, name };
      }
      findLongFlag(arg) {
        const name = arg.slice(2);
        if (this.input.flags[name]) {
          return name;
        }
        if (this.flagAliases[name]) {
          return this.flagAliases[name].name;
        }
        if (arg.startsWith(NEGATION)) {
          const flag = this.booleanFlags[arg.slice(NEGATION.length)];
          if (flag && flag.allowNo)
            return flag.name;
          const flagAlias = this.flagAliases[arg.slice(NEGATION.length)];
          if (flagAlias && flagAlias.type === "boolean" && flagAlias.allowNo) {
            return flagAlias.name;
          }
        }
      }
      findShortFlag([_, char]) {
        if (this.flagAliases[char]) {
          return this.flagAliases[char].name;
        }
        return Object.keys(this.input.flags).find((k) => this.input.flags[k].char === char && char !== void 0 && this.input.flags[k].char !== void 0);
      }
      mapAndValidateFlags() {
        const flagTokenMap = /* @__PURE__ */ new Map();
        for (const token of this.raw.filter((o) => o.type === "flag")) {
          if (!(token.flag in this.input.flags)) {
            throw new errors_1.CLIError(`Unexpected flag ${token.flag}`);
          }
          const existing = flagTokenMap.get(token.flag) ?? [];
          flagTokenMap.set(token.flag, [...existing, token]);
        }
        return flagTokenMap;
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/@oclif/core/lib/parser/validate.js
var require_validate = __commonJS({
  "node_modules/@oclif/core/lib/parser/validate.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validate = validate;
    var util_1 = require_util();
    var errors_1 = require_errors2();
    async function validate(parse) {
      let cachedResolvedFlags;
      function validateArgs() {
        const argEntries = Object.entries(parse.input.args);
        const variadicIndex = argEntries.findIndex(([, arg]) => arg.multiple);
        if (variadicIndex !== -1) {
          const secondVariadic = argEntries.findIndex(([, arg], i) => i > variadicIndex && arg.multiple);
          if (secondVariadic !== -1) {
            throw new errors_1.InvalidArgsSpecError({
              args: parse.input.args,
              parse,
              reason: "only one variadic arg (multiple: true) is allowed"
            });
          }
          for (let i = 0; i < variadicIndex; i++) {
            if (!argEntries[i][1].required) {
              throw new errors_1.InvalidArgsSpecError({
                args: parse.input.args,
                parse,
                reason: `args before a variadic arg must be required, but "${argEntries[i][0]}" is optional`
              });
            }
          }
          for (let i = variadicIndex + 1; i < argEntries.length; i++) {
            if (!argEntries[i][1].required) {
              throw new errors_1.InvalidArgsSpecError({
                args: parse.input.args,
                parse,
                reason: `args after a variadic arg must be required, but "${argEntries[i][0]}" is optional`
              });
            }
          }
        }
        const variadicArgFound = variadicIndex !== -1;
        if (parse.output.nonExistentFlags?.length > 0) {
          throw new errors_1.NonExistentFlagsError({
            flags: parse.output.nonExistentFlags,
            parse
          });
        }
        const maxArgs = Object.keys(parse.input.args).length;
        const hasVariadicArg = Object.values(parse.input.args).some((arg) => arg.multiple);
        if (parse.input.strict && !hasVariadicArg && parse.output.argv.length > maxArgs) {
          const extras = parse.output.argv.slice(maxArgs);
          throw new errors_1.UnexpectedArgsError({
            args: extras,
            parse
          });
        }
        const missingRequiredArgs = [];
        let hasOptional = false;
        for (const [name, arg] of Object.entries(parse.input.args)) {
          if (!arg.required) {
            hasOptional = true;
          } else if (hasOptional && !variadicArgFound) {
            throw new errors_1.InvalidArgsSpecError({
              args: parse.input.args,
              parse
            });
          }
          if (arg.required && parse.output.args[name] === void 0) {
            missingRequiredArgs.push(arg);
          }
        }
        if (missingRequiredArgs.length > 0) {
          const flagsWithMultiple = Object.entries(parse.input.flags).filter(([_, flagDef]) => flagDef.type === "option" && Boolean(flagDef.multiple)).map(([name]) => name);
          throw new errors_1.RequiredArgsError({
            args: missingRequiredArgs,
            flagsWithMultiple,
            parse
          });
        }
      }
      __name(validateArgs, "validateArgs");
      async function validateFlags() {
        const promises = Object.entries(parse.input.flags).flatMap(([name, flag]) => {
          if (parse.output.flags[name] !== void 0) {
            return [
              ...flag.relationships ? validateRelationships(name, flag) : [],
              ...flag.dependsOn ? [validateDependsOn(name, flag.dependsOn)] : [],
              ...flag.exclusive ? [validateExclusive(name, flag.exclusive)] : [],
              ...flag.combinable ? [validateCombinable(name, flag.combinable)] : [],
              ...flag.exactlyOne ? [validateExactlyOne(name, flag.exactlyOne)] : []
            ];
          }
          if (flag.required) {
            return [{ name, reason: `Missing required flag ${name}`, status: "failed", validationFn: "required" }];
          }
          if (flag.exactlyOne && flag.exactlyOne.length > 0) {
            return [validateExactlyOneAcrossFlags(flag)];
          }
          if (flag.atLeastOne && flag.atLeastOne.length > 0) {
            return [validateAtLeastOneAcrossFlags(flag)];
          }
          return [];
        });
        const results = await Promise.all(promises);
        const failed = results.filter((r) => r.status === "failed");
        if (failed.length > 0)
          throw new errors_1.FailedFlagValidationError({
            failed,
            parse
          });
      }
      __name(validateFlags, "validateFlags");
      function validateConstraints() {
        if (parse.input.constraints) {
          const validations = parse.input.constraints.map((c) => c._evaluateAgainstFlags(parse.output.flags));
          const failed = validations.filter((v) => v.status === "failed");
          if (failed.length > 0) {
            throw new errors_1.ViolatedFlagConstraintError({
              failed,
              parse
            });
          }
        }
      }
      __name(validateConstraints, "validateConstraints");
      async function resolveFlags(flags) {
        if (cachedResolvedFlags)
          return cachedResolvedFlags;
        const promises = flags.map(async (flag) => {
          if (typeof flag === "string") {
            return [flag, parse.output.flags[flag]];
          }
          const result = await flag.when(parse.output.flags);
          return result ? [flag.name, parse.output.flags[flag.name]] : null;
        });
        const resolved = await Promise.all(promises);
        cachedResolvedFlags = Object.fromEntries(resolved.filter((r) => r !== null));
        return cachedResolvedFlags;
      }
      __name(resolveFlags, "resolveFlags");
      const getPresentFlags = /* @__PURE__ */ __name((flags) => Object.keys(flags).filter((key) => key !== void 0), "getPresentFlags");
      function validateExactlyOneAcrossFlags(flag) {
        const base = { name: flag.name, validationFn: "validateExactlyOneAcrossFlags" };
        const intersection = Object.entries(parse.input.flags).map((entry) => entry[0]).filter((flagName) => parse.output.flags[flagName] !== void 0).filter((flagName) => flag.exactlyOne && flag.exactlyOne.includes(flagName));
        if (intersection.length === 0) {
          const deduped = (0, util_1.uniq)(flag.exactlyOne?.map((flag2) => `--${flag2}`) ?? []).join(", ");
          const reason = `Exactly one of the following must be provided: ${deduped}`;
          return { ...base, reason, status: "failed" };
        }
        return { ...base, status: "success" };
      }
      __name(validateExactlyOneAcrossFlags, "validateExactlyOneAcrossFlags");
      function validateAtLeastOneAcrossFlags(flag) {
        const base = { name: flag.name, validationFn: "validateAtLeastOneAcrossFlags" };
        const intersection = Object.entries(parse.input.flags).map((entry) => entry[0]).filter((flagName) => parse.output.flags[flagName] !== void 0).filter((flagName) => flag.atLeastOne && flag.atLeastOne.includes(flagName));
        if (intersection.length === 0) {
          const deduped = (0, util_1.uniq)(flag.atLeastOne?.map((flag2) => `--${flag2}`) ?? []).join(", ");
          const reason = `At least one of the following must be provided: ${deduped}`;
          return { ...base, reason, status: "failed" };
        }
        return { ...base, status: "success" };
      }
      __name(validateAtLeastOneAcrossFlags, "validateAtLeastOneAcrossFlags");
      async function validateExclusive(name, flags) {
        const base = { name, validationFn: "validateExclusive" };
        const resolved = await resolveFlags(flags);
        const keys = getPresentFlags(resolved);
        for (const flag of keys) {
          if (parse.output.metadata.flags && parse.output.metadata.flags[flag]?.setFromDefault)
            continue;
          if (parse.output.metadata.flags && parse.output.metadata.flags[name]?.setFromDefault)
            continue;
          if (parse.output.flags[flag] !== void 0) {
            const flagValue = parse.output.metadata.flags?.[flag]?.defaultHelp ?? parse.output.flags[flag];
            return {
              ...base,
              reason: `--${flag}=${flagValue} cannot also be provided when using --${name}`,
              status: "failed"
            };
          }
        }
        return { ...base, status: "success" };
      }
      __name(validateExclusive, "validateExclusive");
      async function validateCombinable(name, flags) {
        const base = { name, validationFn: "validateCombinable" };
        const combinableFlags = new Set(flags.map((flag) => typeof flag === "string" ? flag : flag.name));
        const resolved = await resolveFlags(flags);
        for (const flag of Object.keys(parse.output.flags)) {
          if (parse.output.metadata.flags && parse.output.metadata.flags[flag]?.setFromDefault)
            continue;
          if (parse.output.metadata.flags && parse.output.metadata.flags[name]?.setFromDefault)
            continue;
          if (flag !== name && parse.output.flags[flag] !== void 0 && !combinableFlags.has(flag)) {
            const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
            return {
              ...base,
              reason: `Only the following can be provided when using --${name}: ${formattedFlags}`,
              status: "failed"
            };
          }
        }
        return { ...base, status: "success" };
      }
      __name(validateCombinable, "validateCombinable");
      async function validateExactlyOne(name, flags) {
        const base = { name, validationFn: "validateExactlyOne" };
        const resolved = await resolveFlags(flags);
        const keys = getPresentFlags(resolved);
        for (const flag of keys) {
          if (flag !== name && parse.output.flags[flag] !== void 0) {
            return { ...base, reason: `--${flag} cannot also be provided when using --${name}`, status: "failed" };
          }
        }
        return { ...base, status: "success" };
      }
      __name(validateExactlyOne, "validateExactlyOne");
      async function validateDependsOn(name, flags) {
        const base = { name, validationFn: "validateDependsOn" };
        const resolved = await resolveFlags(flags);
        const foundAll = Object.values(resolved).every((val) => val !== void 0);
        if (!foundAll) {
          const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
          return {
            ...base,
            reason: `All of the following must be provided when using --${name}: ${formattedFlags}`,
            status: "failed"
          };
        }
        return { ...base, status: "success" };
      }
      __name(validateDependsOn, "validateDependsOn");
      async function validateSome(name, flags) {
        const base = { name, validationFn: "validateSome" };
        const resolved = await resolveFlags(flags);
        const foundAtLeastOne = Object.values(resolved).some(Boolean);
        if (!foundAtLeastOne) {
          const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
          return {
            ...base,
            reason: `One of the following must be provided when using --${name}: ${formattedFlags}`,
            status: "failed"
          };
        }
        return { ...base, status: "success" };
      }
      __name(validateSome, "validateSome");
      function validateRelationships(name, flag) {
        return (flag.relationships ?? []).map((relationship) => {
          switch (relationship.type) {
            case "all": {
              return validateDependsOn(name, relationship.flags);
            }
            case "none": {
              return validateExclusive(name, relationship.flags);
            }
            case "only": {
              return validateCombinable(name, relationship.flags);
            }
            case "some": {
              return validateSome(name, relationship.flags);
            }
            default: {
              throw new Error(`Unknown relationship type: ${relationship.type}`);
            }
          }
        });
      }
      __name(validateRelationships, "validateRelationships");
      validateArgs();
      await validateFlags();
      validateConstraints();
    }
    __name(validate, "validate");
  }
});

// node_modules/@oclif/core/lib/parser/help.js
var require_help2 = __commonJS({
  "node_modules/@oclif/core/lib/parser/help.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.flagUsage = flagUsage;
    exports.flagUsages = flagUsages;
    var util_1 = require_util();
    var ux_1 = require_ux();
    function flagUsage(flag, options = {}) {
      const label = [];
      if (flag.helpLabel) {
        label.push(flag.helpLabel);
      } else {
        if (flag.char)
          label.push(`-${flag.char}`);
        if (flag.name)
          label.push(` --${flag.name}`);
      }
      const usage = flag.type === "option" ? ` ${flag.name.toUpperCase()}` : "";
      let description = flag.summary || flag.description || "";
      if (options.displayRequired && flag.required)
        description = `(required) ${description}`;
      description = description ? (0, ux_1.colorize)("dim", description) : void 0;
      return [` ${label.join(",").trim()}${usage}`, description];
    }
    __name(flagUsage, "flagUsage");
    function flagUsages(flags, options = {}) {
      if (flags.length === 0)
        return [];
      return (0, util_1.sortBy)(flags, (f) => [f.char ? -1 : 1, f.char, f.name]).map((f) => flagUsage(f, options));
    }
    __name(flagUsages, "flagUsages");
  }
});

// node_modules/@oclif/core/lib/parser/index.js
var require_parser = __commonJS({
  "node_modules/@oclif/core/lib/parser/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validate = exports.flagUsages = void 0;
    exports.parse = parse;
    var parse_1 = require_parse2();
    var validate_1 = require_validate();
    var help_1 = require_help2();
    Object.defineProperty(exports, "flagUsages", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return help_1.flagUsages;
    }, "get") });
    var validate_2 = require_validate();
    Object.defineProperty(exports, "validate", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return validate_2.validate;
    }, "get") });
    async function parse(argv, options) {
      const input = {
        "--": options["--"],
        args: options.args ?? {},
        argv,
        constraints: options.constraints,
        context: options.context,
        flags: options.flags ?? {},
        strict: options.strict !== false
      };
      const parser = new parse_1.Parser(input);
      const output = await parser.parse();
      await (0, validate_1.validate)({ input, output });
      return output;
    }
    __name(parse, "parse");
  }
});

// node_modules/@oclif/core/lib/command.js
var require_command2 = __commonJS({
  "node_modules/@oclif/core/lib/command.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: /* @__PURE__ */ __name(function() {
          return m[k];
        }, "get") };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = /* @__PURE__ */ __name(function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      }, "ownKeys");
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Command = void 0;
    var node_url_1 = __require("node:url");
    var node_util_1 = __require("node:util");
    var cache_1 = __importDefault(require_cache());
    var config_1 = require_config2();
    var Errors = __importStar(require_errors());
    var util_1 = require_util3();
    var logger_1 = require_logger();
    var Parser = __importStar(require_parser());
    var aggregate_flags_1 = require_aggregate_flags();
    var ids_1 = require_ids();
    var util_2 = require_util();
    var ux_1 = require_ux();
    var pjson = cache_1.default.getInstance().get("@oclif/core");
    process.stdout.on("error", (err) => {
      if (err && err.code === "EPIPE")
        return;
      throw err;
    });
    var Command = class {
      static {
        __name(this, "Command");
      }
      argv;
      config;
      static _base = `${pjson.name}@${pjson.version}`;
      /** An array of aliases for this command. */
      static aliases = [];
      /** An order-dependent object of arguments for the command */
      static args = {};
      static baseFlags;
      static constraints;
      /**
       * Emit deprecation warning when a command alias is used
       */
      static deprecateAliases;
      static deprecationOptions;
      /**
       * A full description of how to use the command.
       *
       * If no summary, the first line of the description will be used as the summary.
       */
      static description;
      static enableJsonFlag = false;
      /**
       * An array of examples to show at the end of the command's help.
       *
       * IF only a string is provided, it will try to look for a line that starts
       * with the cmd.bin as the example command and the rest as the description.
       * If found, the command will be formatted appropriately.
       *
       * ```
       * EXAMPLES:
       *   A description of a particular use case.
       *
       *     $ <%= config.bin => command flags
       * ```
       */
      static examples;
      /** A hash of flags for the command */
      static flags;
      static hasDynamicHelp = false;
      static help;
      /** Hide the command from help */
      static hidden;
      /** An array of aliases for this command that are hidden from help. */
      static hiddenAliases = [];
      /** A command ID, used mostly in error or verbose reporting. */
      static id;
      static plugin;
      static pluginAlias;
      static pluginName;
      static pluginType;
      /** Mark the command as a given state (e.g. beta or deprecated) in help */
      static state;
      /** When set to false, allows a variable amount of arguments */
      static strict = true;
      /**
       * The tweet-sized description for your class, used in a parent-commands
       * sub-command listing and as the header for the command help.
       */
      static summary;
      /**
       * An override string (or strings) for the default usage documentation.
       */
      static usage;
      debug;
      id;
      parsed = false;
      constructor(argv, config) {
        this.argv = argv;
        this.config = config;
        this.id = this.ctor.id;
        try {
          this.debug = (0, logger_1.makeDebug)(this.id ? `${this.config.bin}:${this.id}` : this.config.bin);
        } catch {
          this.debug = () => {
          };
        }
      }
      /**
       * instantiate and run the command
       *
       * @param {Command.Class} this - the command class
       * @param {string[]} argv argv
       * @param {LoadOptions} opts options
       * @returns {Promise<unknown>} result
       */
      static async run(argv, opts) {
        if (!argv)
          argv = process.argv.slice(2);
        if (typeof opts === "string" && opts.startsWith("file://")) {
          opts = (0, node_url_1.fileURLToPath)(opts);
        }
        const config = await config_1.Config.load(opts || __require.main?.filename || __dirname);
        const cache = cache_1.default.getInstance();
        if (!cache.has("config"))
          cache.set("config", config);
        const cmd = new this(argv, config);
        if (!cmd.id) {
          const id = cmd.constructor.name.toLowerCase();
          cmd.id = id;
          cmd.ctor.id = id;
        }
        return cmd._run();
      }
      get ctor() {
        return this.constructor;
      }
      async _run() {
        let err;
        let result;
        try {
          this.removeEnvVar("REDIRECTED");
          await this.init();
          result = await this.run();
        } catch (error) {
          err = error;
          await this.catch(error);
        } finally {
          await this.finally(err);
        }
        if (result && this.jsonEnabled())
          this.logJson(this.toSuccessJson(result));
        if (!this.parsed && !(0, util_2.isProd)()) {
          process.emitWarning(`Command ${this.id} did not parse its arguments. Did you forget to call 'this.parse'?`, {
            code: "UnparsedCommand"
          });
        }
        return result;
      }
      async catch(err) {
        process.exitCode = process.exitCode ?? err.exitCode ?? 1;
        if (this.jsonEnabled()) {
          this.logJson(this.toErrorJson(err));
        } else {
          if (!err.message)
            throw err;
          try {
            ux_1.ux.action.stop(ux_1.ux.colorize("bold", ux_1.ux.colorize("red", "!")));
          } catch {
          }
          throw err;
        }
      }
      error(input, options = {}) {
        return Errors.error(input, options);
      }
      exit(code = 0) {
        Errors.exit(code);
      }
      async finally(_) {
      }
      async init() {
        this.debug("init version: %s argv: %o", this.ctor._base, this.argv);
        const g = globalThis;
        g["http-call"] = g["http-call"] || {};
        g["http-call"].userAgent = this.config.userAgent;
        this.warnIfCommandDeprecated();
      }
      /**
       * Determine if the command is being run with the --json flag in a command that supports it.
       *
       * @returns {boolean} true if the command supports json and the --json flag is present
       */
      jsonEnabled() {
        if (!this.ctor?.enableJsonFlag)
          return false;
        if (this.config.scopedEnvVar?.("CONTENT_TYPE")?.toLowerCase() === "json")
          return true;
        const passThroughIndex = this.argv.indexOf("--");
        const jsonIndex = this.argv.indexOf("--json");
        return passThroughIndex === -1 ? (
          // If '--' is not present, then check for `--json` in this.argv
          jsonIndex !== -1
        ) : (
          // If '--' is present, return true only the --json flag exists and is before the '--'
          jsonIndex !== -1 && jsonIndex < passThroughIndex
        );
      }
      log(message = "", ...args) {
        if (!this.jsonEnabled()) {
          message = typeof message === "string" ? message : (0, node_util_1.inspect)(message);
          ux_1.ux.stdout(message, ...args);
        }
      }
      logJson(json) {
        ux_1.ux.stdout(ux_1.ux.colorizeJson(json, { pretty: true, theme: this.config.theme?.json }));
      }
      logToStderr(message = "", ...args) {
        if (!this.jsonEnabled()) {
          message = typeof message === "string" ? message : (0, node_util_1.inspect)(message);
          ux_1.ux.stderr(message, ...args);
        }
      }
      async parse(options, argv = this.argv) {
        if (!options)
          options = this.ctor;
        const opts = {
          context: this,
          ...options,
          flags: (0, aggregate_flags_1.aggregateFlags)(options.flags, options.baseFlags, options.enableJsonFlag)
        };
        const hookResult = await this.config.runHook("preparse", { argv: [...argv], options: opts });
        const argvToParse = hookResult.successes?.length ? hookResult.successes.find((s) => s.plugin.root === cache_1.default.getInstance().get("rootPlugin")?.root)?.result ?? argv : argv;
        this.argv = [...argvToParse];
        const results = await Parser.parse(argvToParse, opts);
        this.warnIfFlagDeprecated(results.flags ?? {});
        this.parsed = true;
        return results;
      }
      toErrorJson(err) {
        if (err instanceof Error) {
          return { error: { ...err, message: err.message, name: err.name } };
        }
        return { error: err };
      }
      toSuccessJson(result) {
        return result;
      }
      warn(input) {
        if (!this.jsonEnabled())
          Errors.warn(input);
        return input;
      }
      warnIfCommandDeprecated() {
        const [id] = (0, util_1.normalizeArgv)(this.config);
        if (this.ctor.deprecateAliases && [...this.ctor.aliases, ...this.ctor.hiddenAliases].includes(id)) {
          const cmdName = (0, ids_1.toConfiguredId)(this.ctor.id, this.config);
          const aliasName = (0, ids_1.toConfiguredId)(id, this.config);
          this.warn((0, util_1.formatCommandDeprecationWarning)(aliasName, { to: cmdName }));
        }
        if (this.ctor.state === "deprecated") {
          const cmdName = (0, ids_1.toConfiguredId)(this.ctor.id, this.config);
          this.warn((0, util_1.formatCommandDeprecationWarning)(cmdName, this.ctor.deprecationOptions));
        }
      }
      warnIfFlagDeprecated(flags) {
        const allFlags = (0, aggregate_flags_1.aggregateFlags)(this.ctor.flags, this.ctor.baseFlags, this.ctor.enableJsonFlag);
        for (const flag of Object.keys(flags)) {
          const flagDef = allFlags[flag];
          const deprecated = flagDef?.deprecated;
          if (deprecated) {
            this.warn((0, util_1.formatFlagDeprecationWarning)(flag, deprecated));
          }
          const deprecateAliases = flagDef?.deprecateAliases;
          if (deprecateAliases) {
            const aliases = (0, util_2.uniq)([...flagDef?.aliases ?? [], ...flagDef?.charAliases ?? []]).map((a) => a.length === 1 ? `-${a}` : `--${a}`);
            if (aliases.length === 0)
              return;
            const foundAliases = aliases.filter((alias) => this.argv.includes(alias));
            for (const alias of foundAliases) {
              let preferredUsage = `--${flagDef?.name}`;
              if (flagDef?.char) {
                preferredUsage += ` | -${flagDef?.char}`;
              }
              this.warn((0, util_1.formatFlagDeprecationWarning)(alias, { to: preferredUsage }));
            }
          }
        }
      }
      removeEnvVar(envVar) {
        const keys = [];
        try {
          keys.push(...this.config.scopedEnvVarKeys(envVar));
        } catch {
          keys.push(this.config.scopedEnvVarKey(envVar));
        }
        keys.map((key) => delete process.env[key]);
      }
    };
    exports.Command = Command;
  }
});

// node_modules/@oclif/core/lib/constraints.js
var require_constraints = __commonJS({
  "node_modules/@oclif/core/lib/constraints.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.flag = flag;
    exports.flags = flags;
    exports.combinationOf = combinationOf;
    function flag(flagName) {
      return new ConstraintImpl([flagName]);
    }
    __name(flag, "flag");
    function flags(...flagNames) {
      return new ConstraintImpl(flagNames);
    }
    __name(flags, "flags");
    function combinationOf(...flagNames) {
      return {
        flags: flagNames,
        type: "all"
      };
    }
    __name(combinationOf, "combinationOf");
    var ConstraintImpl = class {
      static {
        __name(this, "ConstraintImpl");
      }
      /**
       * No-op chain property allowing constraints to be more human-readable.
       *
       * @example
       * flags('foo', 'bar').are.mutuallyExclusive()
       */
      are = this;
      /**
       * No-op chain property allowing constraints to be more human-readable.
       *
       * @example
       * flag('foo').is.dependentOn('bar')
       */
      is = this;
      constrainedFlags;
      constraintApplicatorFunctionHolder = new ConstraintApplicatorFunctionHolder();
      topLevelCondition;
      underConstructionCondition;
      constructor(constrainedFlags) {
        this.constrainedFlags = constrainedFlags;
      }
      /**
       * Chain property allowing constraint conditions to be combined with logical AND.
       *
       * By default, logical operators are evaluated left-to-right, but groups can be created with additional {@code when}/{@code unless} clauses.
       *
       * @example <caption> when someFn returns true AND someOtherFn returns true, using --foo requires --bar to be used as well.</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn).and.thisIsTrue(someOtherFn)
       *
       * @example <caption>--foo requires --bar when (fnA returns true AND fnB returns true) OR fnC returns true</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       * @example <caption>--foo requires --bar when fnA returns true AND (fnB returns true OR fnC returns true)</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.when.thisIsTrue(fnB).or.thisIsTrue(fnC)
       */
      get and() {
        if (this.topLevelCondition === void 0) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'and' requires a 'when' or 'unless'.`);
        }
        if (this.underConstructionCondition) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'and' cannot directly follow '${this.underConstructionCondition.getName()}'`);
        }
        this.topLevelCondition = new AndCondition(this.topLevelCondition);
        this.underConstructionCondition = this.topLevelCondition;
        return this;
      }
      /**
       * Chain property allowing constraint conditions to be combined with logical OR.
       *
       * By default, logical operators are evaluated left-to-right, but groups can be created with additional {@code when}/{@code unless} clauses.
       *
       * @example <caption> when EITHER someFn OR someOtherFn return true, using --foo requires --bar to be used as well.</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn).or.thisIsTrue(someOtherFn)
       *
       * @example <caption>--foo requires --bar when (fnA returns true AND fnB returns true) OR fnC returns true</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       * @example <caption>--foo requires --bar when fnA returns true AND (fnB returns true OR fnC returns true)</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.when.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       */
      get or() {
        if (this.topLevelCondition === void 0) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'or' requires a 'when' or 'unless'.`);
        }
        if (this.underConstructionCondition) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'or' cannot directly follow '${this.underConstructionCondition.getName()}'`);
        }
        this.topLevelCondition = new OrCondition(this.topLevelCondition);
        this.underConstructionCondition = this.topLevelCondition;
        return this;
      }
      /**
       * Chain property allowing constraints to be conditional upon a certain criterion NOT being met.
       *
       * @example
       * flag('foo').is.dependentOn('bar').unless.thisIsTrue(someFn)
       */
      get unless() {
        const newUnless = new UnlessCondition();
        if (this.topLevelCondition === void 0) {
          this.topLevelCondition = newUnless;
        }
        if (this.underConstructionCondition === void 0) {
          this.underConstructionCondition = newUnless;
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(newUnless);
          this.underConstructionCondition = newUnless;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(newUnless);
          this.underConstructionCondition = newUnless;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain property allowing constraints to be conditional upon a certain criterion being met.
       *
       * @example
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn)
       */
      get when() {
        const newWhen = new WhenCondition();
        if (this.topLevelCondition === void 0) {
          this.topLevelCondition = newWhen;
        }
        if (this.underConstructionCondition === void 0) {
          this.underConstructionCondition = newWhen;
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(newWhen);
          this.underConstructionCondition = newWhen;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(newWhen);
          this.underConstructionCondition = newWhen;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      _evaluateAgainstFlags(flags2) {
        let conditionSatisfied = false;
        try {
          conditionSatisfied = this.topLevelCondition ? this.topLevelCondition.isSatisfied(flags2) : true;
        } catch (error) {
          return {
            name: this.constrainedFlags.join(","),
            reason: `Error evaluating constraint conditions on ${createFlagString(this.constrainedFlags)}: ${error.message}`,
            status: "failed",
            validationFn: "constraintCondition"
          };
        }
        try {
          const applicationResult = this.constraintApplicatorFunctionHolder.applyConstraintApplicatorFunction(flags2);
          return {
            name: this.constrainedFlags.join(","),
            reason: applicationResult,
            status: conditionSatisfied && applicationResult !== "" ? "failed" : "success",
            validationFn: this.constraintApplicatorFunctionHolder.constraintType ?? ""
          };
        } catch (error) {
          return {
            name: this.constrainedFlags.join(","),
            reason: `Error evaluating constraint on ${createFlagString(this.constrainedFlags)}: ${error.message}`,
            status: "failed",
            validationFn: "constraintApplication"
          };
        }
      }
      /**
       * Chain method allowing constraint to be made conditional upon EVERY established criterion being true.
       *
       * @example <caption>If --flagA is 'someVal' AND --flagB is 'someOtherVal', then using --foo requires using --bar too</caption>
       * flag('foo').is.dependentOn('bar').when.allFlagCriteriaSatisfied({
       *     flagA: (v) => v === 'someVal',
       *     flagB: (v) => v !== 'someOtherVal'
       * })
       *
       * @param criterionTester An object whose keys are flag names and whose values are functions that accept the
       * value of that flag and return a boolean.
       */
      allFlagCriteriaSatisfied(criterionTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: allFlagCriteriaSatisfied must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new AllFlagCriteriaSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new AllFlagCriteriaSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain method allowing constraint to be made conditional upon ANY established criterion being true.
       *
       * @example <caption>If --flagA is 'someVal' OR --flagB is 'someOtherVal', then using --foo requires using --bar too</caption>
       * flag('foo').is.dependentOn('bar').when.anyFlagCriterionSatisfied({
       *     flagA: (v) => v === 'someVal',
       *     flagB: (v) => v !== 'someOtherVal'
       * })
       *
       * @param criterionTester An object whose keys are flag names and whose values are functions that accept the
       * value of that flag and return a boolean.
       */
      anyFlagCriterionSatisfied(criterionTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: anyFlagCriterionSatisfied must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new AnyFlagCriterionSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new AnyFlagCriterionSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain method allowing the constrained flags to require the presence of at least one of the flags specified here.
       *
       * @example <caption>If --foo is used, then EITHER --bar OR --baz must be used as well</caption>
       * flag('foo').is.dependentOn('bar', 'baz')
       *
       * @example <caption>If --foo is used, then BOTH --bar AND --baz must be used as well</caption>
       * flag('foo').is.dependentOn(combinationOf('bar', 'baz'))
       *
       * @example <caption>If --foo is used, then EITHER --bar OR the combination of --baz1 and --baz2 must be used as well</caption>
       * flag('foo').is.dependentOn('bar', combinationOf('baz1', 'baz2'))
       *
       * @param dependencyFlagGroups
       */
      dependentOn(...dependencyFlagGroups) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("dependentOn", (flags2) => {
          const foundConstraintFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundConstraintFlags.length === 0) {
            return "";
          }
          for (const dependencyFlagGroup of dependencyFlagGroups) {
            if (typeof dependencyFlagGroup === "string") {
              if (dependencyFlagGroup in flags2 && flags2[dependencyFlagGroup] !== void 0) {
                return "";
              }
            } else {
              const foundFlagsInDependencyGroup = filterFlagsPresentInInput(dependencyFlagGroup.flags, flags2);
              if (foundFlagsInDependencyGroup.length === dependencyFlagGroup.flags.length) {
                return "";
              }
            }
          }
          const multipleConstrainedFlags = this.constrainedFlags.length > 1;
          const header = multipleConstrainedFlags ? `Flags ${createFlagString(this.constrainedFlags)} require` : `Flag ${createFlagString(this.constrainedFlags)} requires`;
          return `${header} at least one of the following${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(dependencyFlagGroups)}.`;
        });
        return this;
      }
      /**
       * Chain method allowing the constrained flags to be made exclusive with the flags provided here.
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with --bar OR --baz</caption>
       * flags('foo1', 'foo2').are.exclusiveWith('bar', 'baz')
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with the combination of --bar and --baz, but may be used with --bar or --baz separately</caption>
       * flags('foo1', 'foo2').are.exclusiveWith(combinationOf('bar', 'baz'))
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with --bar, or with the combination of --baz1 and --baz2</caption>
       * flags('foo1', 'foo2').are.exclusiveWith('bar', combinationOf('baz1', 'baz2'))
       *
       * @param exclusionFlagGroups
       */
      exclusiveWith(...exclusionFlagGroups) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("exclusiveWith", (flags2) => {
          const foundConstraintFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundConstraintFlags.length === 0) {
            return "";
          }
          let exclusionGroupFound = false;
          for (const exclusionFlagGroup of exclusionFlagGroups) {
            if (typeof exclusionFlagGroup === "string") {
              if (exclusionFlagGroup in flags2 && flags2[exclusionFlagGroup] !== void 0) {
                exclusionGroupFound = true;
                break;
              }
            } else {
              const foundFlagsInExclusionGroup = filterFlagsPresentInInput(exclusionFlagGroup.flags, flags2);
              if (foundFlagsInExclusionGroup.length === exclusionFlagGroup.flags.length) {
                exclusionGroupFound = true;
                break;
              }
            }
          }
          if (!exclusionGroupFound) {
            return "";
          }
          const multipleConstrainedFlags = this.constrainedFlags.length > 1;
          const header = multipleConstrainedFlags ? "Flags" : "Flag";
          return `${header} ${createFlagString(this.constrainedFlags)} cannot be used with any of the following${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(exclusionFlagGroups)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as mutually dependent, meaning that they must either be used together or not at all.
       *
       * @example <caption>--foo cannot be used without --bar, and vice versa</caption>
       * flags('foo', 'bar').are.mutuallyDependent()
       */
      mutuallyDependent() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("mutuallyDependent", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length === 0 || foundFlags.length === this.constrainedFlags.length) {
            return "";
          }
          return `The following flags are mutually dependent${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. Found only ${createFlagString(foundFlags)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as mutually exclusive, meaning that at most one of them can be used simultaneously.
       *
       * @example <caption>--foo and --bar cannot both be used at the same time</caption>
       * flags('foo', 'bar').are.mutuallyExclusive()
       */
      mutuallyExclusive() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("mutuallyExclusive", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length <= 1) {
            return "";
          }
          return `The following flags are mutually exclusive${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. Found: ${createFlagString(foundFlags)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as being collectively required.
       *
       * @example <caption>--foo and --bar are both always required</caption>
       * flags('foo', 'bar').are.requiredAll()
       */
      requiredAll() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("requiredAll", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length === this.constrainedFlags.length) {
            return "";
          }
          const requirement = this.constrainedFlags.length > 1 ? "These flags are required" : "This flag is required";
          const findings = foundFlags.length > 0 ? `Found only: ${createFlagString(foundFlags)}.` : "Found none.";
          return `${requirement}${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. ${findings}`;
        });
        return this;
      }
      /**
       * Establish that at least one of the constrained flags must always be used.
       *
       * @example <caption>Must use at least one of --foo, --bar, or --baz</caption>
       * flags('foo', 'bar', 'baz').are.requiredAny()
       */
      requiredAny() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("requiredAny", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length > 0) {
            return "";
          }
          return `Must provide at least one of these flags${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}.`;
        });
        return this;
      }
      /**
       * Establish that at least N of the specified flags must be used.
       *
       * @example <caption>At least 2 of the 3 flags --foo, --bar, and --baz must be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredAtLeastN(2)
       *
       * @param n
       */
      requiredAtLeastN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredAtLeast${n}`, (flags2) => required(n, "AT_LEAST_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Establish that at most N of the specified flags must be used.
       *
       * @example <caption>No more than 2 of the 3 flags --foo, --bar, and --baz may be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredAtMostN(2)
       *
       * @param n
       */
      requiredAtMostN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredAtMost${n}`, (flags2) => required(n, "AT_MOST_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Establish that exactly N of the specified flags must be used.
       *
       * @example <caption>Exactly 2 of the 3 flags --foo, --bar, and --baz must be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredExactlyN(2)
       *
       * @param n
       */
      requiredExactlyN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredExactly${n}`, (flags2) => required(n, "EXACTLY_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Chain method allowing the constraint to be made contingent on the return of a method that accepts all flags.
       *
       * @example <caption>--foo1 and --foo2 are required if --bar is equal to --baz</caption>
       * flags('foo1', 'foo2').are.requiredAll().when.thisIsTrue((flags) => flags.bar === flags.baz)
       *
       * @param flagTester A method that accepts the flag values mapped by their name, and returns a boolean
       */
      thisIsTrue(flagTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: thisIsTrue must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new ThisIsTrueCondition(flagTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new ThisIsTrueCondition(flagTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
    };
    var ConstraintApplicatorFunctionHolder = class {
      static {
        __name(this, "ConstraintApplicatorFunctionHolder");
      }
      constraintType;
      constraintApplicatorFunction;
      applyConstraintApplicatorFunction(flags2) {
        return (this.constraintApplicatorFunction ?? function() {
          return "";
        })(flags2);
      }
      setConstraintApplicator(constraintType, constraintFunction) {
        if (this.constraintApplicatorFunction) {
          throw new Error(`Misconfigured Constraint: Cannot apply multiple kinds of constraint within one statement: ${this.constraintType}, ${constraintType}. Use multiple constraint expressions instead.`);
        }
        this.constraintType = constraintType;
        this.constraintApplicatorFunction = constraintFunction;
      }
    };
    var Requirement = {
      AT_LEAST_N: {
        fn: /* @__PURE__ */ __name((n, other) => other >= n, "fn"),
        label: "at least"
      },
      AT_MOST_N: {
        fn: /* @__PURE__ */ __name((n, other) => other <= n, "fn"),
        label: "at most"
      },
      EXACTLY_N: {
        fn: /* @__PURE__ */ __name((n, other) => other === n, "fn"),
        label: "exactly"
      }
    };
    function required(n, requirementType, soughtFlags, providedFlags, hasConditions) {
      const foundFlags = filterFlagsPresentInInput(soughtFlags, providedFlags);
      if (Requirement[requirementType].fn(n, foundFlags.length)) {
        return "";
      }
      return `Must provide ${Requirement[requirementType].label} ${n} of the following${hasConditions ? " under current circumstances:" : ":"} ${createFlagString(soughtFlags)}. Found ${foundFlags.length}.`;
    }
    __name(required, "required");
    function filterFlagsPresentInInput(flagsToSeek, flags2) {
      return flagsToSeek.filter((f) => f in flags2 && flags2[f] !== void 0);
    }
    __name(filterFlagsPresentInInput, "filterFlagsPresentInInput");
    function createFlagString(flags2) {
      const processedGroups = flags2.map((f) => {
        if (typeof f === "string") {
          return `--${f}`;
        }
        return `combination of ${f.flags.map((f2) => `--${f2}`).join(" and ")}`;
      });
      return processedGroups.join(", ");
    }
    __name(createFlagString, "createFlagString");
    var Condition = class {
      static {
        __name(this, "Condition");
      }
    };
    var UnaryOpCondition = class extends Condition {
      static {
        __name(this, "UnaryOpCondition");
      }
      condition;
      setCondition(condition) {
        if (this.condition) {
          throw new Error(`Duplicate conditions applied to '${this.getName()}' clause: '${this.condition.getName()}' and '${condition.getName()}'.`);
        }
        this.condition = condition;
      }
    };
    var WhenCondition = class extends UnaryOpCondition {
      static {
        __name(this, "WhenCondition");
      }
      getName() {
        return "when";
      }
      isSatisfied(flags2) {
        if (this.condition) {
          return this.condition.isSatisfied(flags2);
        }
        throw new Error("'when' expression without any conditions");
      }
    };
    var UnlessCondition = class extends UnaryOpCondition {
      static {
        __name(this, "UnlessCondition");
      }
      getName() {
        return "unless";
      }
      isSatisfied(flags2) {
        if (this.condition) {
          return !this.condition.isSatisfied(flags2);
        }
        throw new Error("'unless' expression without any conditions");
      }
    };
    var AllFlagCriteriaSatisfiedCondition = class extends Condition {
      static {
        __name(this, "AllFlagCriteriaSatisfiedCondition");
      }
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "allFlagCriteriaSatisfied";
      }
      isSatisfied(flags2) {
        for (const testedFlag of Object.keys(this.tester)) {
          if (!this.tester[testedFlag](flags2[testedFlag])) {
            return false;
          }
        }
        return true;
      }
    };
    var AnyFlagCriterionSatisfiedCondition = class extends Condition {
      static {
        __name(this, "AnyFlagCriterionSatisfiedCondition");
      }
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "anyFlagCriterionSatisfied";
      }
      isSatisfied(flags2) {
        for (const testedFlag of Object.keys(this.tester)) {
          if (this.tester[testedFlag](flags2[testedFlag])) {
            return true;
          }
        }
        return false;
      }
    };
    var ThisIsTrueCondition = class extends Condition {
      static {
        __name(this, "ThisIsTrueCondition");
      }
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "thisIsTrue";
      }
      isSatisfied(flags2) {
        return this.tester(flags2);
      }
    };
    var BinaryCondition = class extends Condition {
      static {
        __name(this, "BinaryCondition");
      }
      left;
      right;
      constructor(left) {
        super();
        this.left = left;
      }
      setRight(right) {
        this.right = right;
      }
    };
    var AndCondition = class extends BinaryCondition {
      static {
        __name(this, "AndCondition");
      }
      getName() {
        return "and";
      }
      isSatisfied(flags2) {
        return this.left.isSatisfied(flags2) && (this.right ? this.right.isSatisfied(flags2) : true);
      }
    };
    var OrCondition = class extends BinaryCondition {
      static {
        __name(this, "OrCondition");
      }
      getName() {
        return "or";
      }
      isSatisfied(flags2) {
        return this.left.isSatisfied(flags2) || (this.right ? this.right.isSatisfied(flags2) : false);
      }
    };
  }
});

// node_modules/@oclif/core/lib/flush.js
var require_flush = __commonJS({
  "node_modules/@oclif/core/lib/flush.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.flush = flush;
    var error_1 = require_error();
    function timeout(p, ms) {
      function wait(ms2, unref = false) {
        return new Promise((resolve) => {
          const t = setTimeout(() => resolve(null), ms2);
          if (unref)
            t.unref();
        });
      }
      __name(wait, "wait");
      return Promise.race([p, wait(ms, true).then(() => (0, error_1.error)("timed out"))]);
    }
    __name(timeout, "timeout");
    async function _flush() {
      const p = new Promise((resolve) => {
        process.stdout.once("drain", () => resolve(null));
      });
      const flushed = process.stdout.write("");
      if (flushed)
        return;
      return p;
    }
    __name(_flush, "_flush");
    async function flush(ms = 1e4) {
      await timeout(_flush(), ms);
    }
    __name(flush, "flush");
  }
});

// node_modules/@oclif/core/lib/main.js
var require_main = __commonJS({
  "node_modules/@oclif/core/lib/main.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.versionAddition = exports.helpAddition = void 0;
    exports.run = run;
    var node_url_1 = __require("node:url");
    var cache_1 = __importDefault(require_cache());
    var config_1 = require_config2();
    var help_1 = require_help();
    var logger_1 = require_logger();
    var performance_1 = require_performance();
    var symbols_1 = require_symbols();
    var ux_1 = require_ux();
    var helpAddition = /* @__PURE__ */ __name((argv, config) => {
      if (argv.length === 0 && !config.isSingleCommandCLI)
        return true;
      const mergedHelpFlags = (0, help_1.getHelpFlagAdditions)(config);
      for (const arg of argv) {
        if (mergedHelpFlags.includes(arg))
          return true;
        if (arg === "--")
          return false;
      }
      return false;
    }, "helpAddition");
    exports.helpAddition = helpAddition;
    var versionAddition = /* @__PURE__ */ __name((argv, config) => {
      const additionalVersionFlags = config?.pjson.oclif.additionalVersionFlags ?? [];
      const mergedVersionFlags = [...(/* @__PURE__ */ new Set(["--version", ...additionalVersionFlags])).values()];
      if (mergedVersionFlags.includes(argv[0]))
        return true;
      return false;
    }, "versionAddition");
    exports.versionAddition = versionAddition;
    async function run(argv, options) {
      const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "main.run");
      const initMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "main.run#init");
      const showHelp = /* @__PURE__ */ __name(async (argv2) => {
        const Help = await (0, help_1.loadHelpClass)(config);
        const help = new Help(config, config.pjson.oclif.helpOptions ?? config.pjson.helpOptions);
        await help.showHelp(argv2);
      }, "showHelp");
      (0, logger_1.setLogger)(options);
      const { debug } = (0, logger_1.getLogger)("main");
      debug(`process.execPath: ${process.execPath}`);
      debug(`process.execArgv: ${process.execArgv}`);
      debug("process.argv: %O", process.argv);
      argv = argv ?? process.argv.slice(2);
      if (options && (typeof options === "string" && options.startsWith("file://") || options instanceof node_url_1.URL)) {
        options = (0, node_url_1.fileURLToPath)(options);
      }
      const config = await config_1.Config.load(options ?? __require.main?.filename ?? __dirname);
      cache_1.default.getInstance().set("config", config);
      if (config.isSingleCommandCLI) {
        argv = [symbols_1.SINGLE_COMMAND_CLI_SYMBOL, ...argv];
      }
      const [id, ...argvSlice] = (0, help_1.normalizeArgv)(config, argv);
      const runFinally = /* @__PURE__ */ __name(async (cmd2, error) => {
        marker?.stop();
        if (!initMarker?.stopped)
          initMarker?.stop();
        await performance_1.Performance.collect();
        performance_1.Performance.debug();
        await config.runHook("finally", { argv: argvSlice, Command: cmd2, error, id });
      }, "runFinally");
      await config.runHook("init", { argv: argvSlice, id });
      if ((0, exports.versionAddition)(argv, config)) {
        ux_1.ux.stdout(config.userAgent);
        await runFinally();
        return;
      }
      if ((0, exports.helpAddition)(argv, config)) {
        await showHelp(argv);
        await runFinally();
        return;
      }
      const cmd = config.findCommand(id);
      if (!cmd) {
        const topic = config.flexibleTaxonomy ? null : config.findTopic(id);
        if (topic) {
          await showHelp([id]);
          await runFinally();
          return;
        }
      }
      initMarker?.stop();
      let err;
      try {
        return await config.runCommand(id, argvSlice, cmd);
      } catch (error) {
        err = error;
        throw error;
      } finally {
        await runFinally(cmd, err);
      }
    }
    __name(run, "run");
  }
});

// node_modules/@oclif/core/lib/execute.js
var require_execute = __commonJS({
  "node_modules/@oclif/core/lib/execute.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.execute = execute;
    var errors_1 = require_errors();
    var handle_1 = require_handle();
    var flush_1 = require_flush();
    var main_1 = require_main();
    var settings_1 = require_settings();
    async function execute(options) {
      if (!options.dir && !options.loadOptions) {
        throw new errors_1.CLIError("dir or loadOptions is required.");
      }
      if (options.development) {
        process.env.NODE_ENV = "development";
        settings_1.settings.debug = true;
      }
      return (0, main_1.run)(options.args ?? process.argv.slice(2), options.loadOptions ?? options.dir).then(async (result) => {
        (0, flush_1.flush)();
        return result;
      }).catch(async (error) => (0, handle_1.handle)(error));
    }
    __name(execute, "execute");
  }
});

// node_modules/@oclif/core/lib/interfaces/index.js
var require_interfaces = __commonJS({
  "node_modules/@oclif/core/lib/interfaces/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
  }
});

// node_modules/@oclif/core/lib/index.js
var require_lib = __commonJS({
  "node_modules/@oclif/core/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: /* @__PURE__ */ __name(function() {
          return m[k];
        }, "get") };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = /* @__PURE__ */ __name(function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      }, "ownKeys");
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ux = exports.toStandardizedId = exports.toConfiguredId = exports.settings = exports.Performance = exports.Parser = exports.ModuleLoader = exports.getLogger = exports.Interfaces = exports.loadHelpClass = exports.HelpBase = exports.Help = exports.CommandHelp = exports.flush = exports.Flags = exports.execute = exports.handle = exports.Errors = exports.Constraints = exports.Plugin = exports.Config = exports.Command = exports.Args = void 0;
    var util_1 = require_util();
    function checkCWD() {
      try {
        process.cwd();
      } catch (error) {
        if (error.code === "ENOENT") {
          process.stderr.write("WARNING: current directory does not exist\n");
        }
      }
    }
    __name(checkCWD, "checkCWD");
    function checkNodeVersion() {
      if (process.env.OCLIF_DISABLE_ENGINE_WARNING && (0, util_1.isTruthy)(process.env.OCLIF_DISABLE_ENGINE_WARNING))
        return;
      try {
        const path = __require("node:path");
        const semver = require_semver();
        const root = path.join(__dirname, "..");
        const pjson = __require(path.join(root, "package.json"));
        if (!semver.satisfies(process.versions.node, pjson.engines.node)) {
          process.emitWarning(`Node version must be ${pjson.engines.node} to use this CLI. Current node version: ${process.versions.node}`);
        }
      } catch {
      }
    }
    __name(checkNodeVersion, "checkNodeVersion");
    checkCWD();
    checkNodeVersion();
    exports.Args = __importStar(require_args());
    var command_1 = require_command2();
    Object.defineProperty(exports, "Command", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return command_1.Command;
    }, "get") });
    var config_1 = require_config2();
    Object.defineProperty(exports, "Config", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return config_1.Config;
    }, "get") });
    Object.defineProperty(exports, "Plugin", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return config_1.Plugin;
    }, "get") });
    exports.Constraints = __importStar(require_constraints());
    exports.Errors = __importStar(require_errors());
    var handle_1 = require_handle();
    Object.defineProperty(exports, "handle", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return handle_1.handle;
    }, "get") });
    var execute_1 = require_execute();
    Object.defineProperty(exports, "execute", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return execute_1.execute;
    }, "get") });
    exports.Flags = __importStar(require_flags());
    var flush_1 = require_flush();
    Object.defineProperty(exports, "flush", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return flush_1.flush;
    }, "get") });
    var help_1 = require_help();
    Object.defineProperty(exports, "CommandHelp", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return help_1.CommandHelp;
    }, "get") });
    Object.defineProperty(exports, "Help", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return help_1.Help;
    }, "get") });
    Object.defineProperty(exports, "HelpBase", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return help_1.HelpBase;
    }, "get") });
    Object.defineProperty(exports, "loadHelpClass", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return help_1.loadHelpClass;
    }, "get") });
    exports.Interfaces = __importStar(require_interfaces());
    var logger_1 = require_logger();
    Object.defineProperty(exports, "getLogger", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return logger_1.getLogger;
    }, "get") });
    var main_1 = require_main();
    Object.defineProperty(exports, "run", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return main_1.run;
    }, "get") });
    exports.ModuleLoader = __importStar(require_module_loader());
    exports.Parser = __importStar(require_parser());
    var performance_1 = require_performance();
    Object.defineProperty(exports, "Performance", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return performance_1.Performance;
    }, "get") });
    var settings_1 = require_settings();
    Object.defineProperty(exports, "settings", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return settings_1.settings;
    }, "get") });
    var ids_1 = require_ids();
    Object.defineProperty(exports, "toConfiguredId", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ids_1.toConfiguredId;
    }, "get") });
    Object.defineProperty(exports, "toStandardizedId", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ids_1.toStandardizedId;
    }, "get") });
    var ux_1 = require_ux();
    Object.defineProperty(exports, "ux", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ux_1.ux;
    }, "get") });
  }
});

export {
  require_lib
};
