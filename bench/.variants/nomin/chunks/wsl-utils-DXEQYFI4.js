import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __esm,
  __name
} from "./chunk-L3NCIS4P.js";

// node_modules/is-docker/index.js
import fs from "node:fs";
function hasDockerEnv() {
  try {
    fs.statSync("/.dockerenv");
    return true;
  } catch {
    return false;
  }
}
function hasDockerCGroup() {
  try {
    return fs.readFileSync("/proc/self/cgroup", "utf8").includes("docker");
  } catch {
    return false;
  }
}
function isDocker() {
  if (isDockerCached === void 0) {
    isDockerCached = hasDockerEnv() || hasDockerCGroup();
  }
  return isDockerCached;
}
var isDockerCached;
var init_is_docker = __esm({
  "node_modules/is-docker/index.js"() {
    __name(hasDockerEnv, "hasDockerEnv");
    __name(hasDockerCGroup, "hasDockerCGroup");
    __name(isDocker, "isDocker");
  }
});

// node_modules/is-inside-container/index.js
import fs2 from "node:fs";
function isInsideContainer() {
  if (cachedResult === void 0) {
    cachedResult = hasContainerEnv() || isDocker();
  }
  return cachedResult;
}
var cachedResult, hasContainerEnv;
var init_is_inside_container = __esm({
  "node_modules/is-inside-container/index.js"() {
    init_is_docker();
    hasContainerEnv = /* @__PURE__ */ __name(() => {
      try {
        fs2.statSync("/run/.containerenv");
        return true;
      } catch {
        return false;
      }
    }, "hasContainerEnv");
    __name(isInsideContainer, "isInsideContainer");
  }
});

// node_modules/is-wsl/index.js
import process from "node:process";
import os from "node:os";
import fs3 from "node:fs";
var isWsl, is_wsl_default;
var init_is_wsl = __esm({
  "node_modules/is-wsl/index.js"() {
    init_is_inside_container();
    isWsl = /* @__PURE__ */ __name(() => {
      if (process.platform !== "linux") {
        return false;
      }
      if (os.release().toLowerCase().includes("microsoft")) {
        if (isInsideContainer()) {
          return false;
        }
        return true;
      }
      try {
        if (fs3.readFileSync("/proc/version", "utf8").toLowerCase().includes("microsoft")) {
          return !isInsideContainer();
        }
      } catch {
      }
      if (fs3.existsSync("/proc/sys/fs/binfmt_misc/WSLInterop") || fs3.existsSync("/run/WSL")) {
        return !isInsideContainer();
      }
      return false;
    }, "isWsl");
    is_wsl_default = process.env.__IS_WSL_TEST__ ? isWsl : isWsl();
  }
});

// node_modules/powershell-utils/index.js
import process2 from "node:process";
import { Buffer } from "node:buffer";
import { promisify } from "node:util";
import childProcess from "node:child_process";
var execFile, powerShellPath, executePowerShell;
var init_powershell_utils = __esm({
  "node_modules/powershell-utils/index.js"() {
    execFile = promisify(childProcess.execFile);
    powerShellPath = /* @__PURE__ */ __name(() => `${process2.env.SYSTEMROOT || process2.env.windir || String.raw`C:\Windows`}\\System32\\WindowsPowerShell\\v1.0\\powershell.exe`, "powerShellPath");
    executePowerShell = /* @__PURE__ */ __name(async (command, options = {}) => {
      const {
        powerShellPath: psPath,
        ...execFileOptions
      } = options;
      const encodedCommand = executePowerShell.encodeCommand(command);
      return execFile(
        psPath ?? powerShellPath(),
        [
          ...executePowerShell.argumentsPrefix,
          encodedCommand
        ],
        {
          encoding: "utf8",
          ...execFileOptions
        }
      );
    }, "executePowerShell");
    executePowerShell.argumentsPrefix = [
      "-NoProfile",
      "-NonInteractive",
      "-ExecutionPolicy",
      "Bypass",
      "-EncodedCommand"
    ];
    executePowerShell.encodeCommand = (command) => Buffer.from(command, "utf16le").toString("base64");
    executePowerShell.escapeArgument = (value) => `'${String(value).replaceAll("'", "''")}'`;
  }
});

// node_modules/wsl-utils/utilities.js
function parseMountPointFromConfig(content) {
  for (const line of content.split("\n")) {
    if (/^\s*#/.test(line)) {
      continue;
    }
    const match = /^\s*root\s*=\s*(?<mountPoint>"[^"]*"|'[^']*'|[^#]*)/.exec(line);
    if (!match) {
      continue;
    }
    return match.groups.mountPoint.trim().replaceAll(/^["']|["']$/g, "");
  }
}
var init_utilities = __esm({
  "node_modules/wsl-utils/utilities.js"() {
    __name(parseMountPointFromConfig, "parseMountPointFromConfig");
  }
});

// node_modules/wsl-utils/index.js
import { promisify as promisify2 } from "node:util";
import childProcess2 from "node:child_process";
import fs4, { constants as fsConstants } from "node:fs/promises";
var execFile2, wslDrivesMountPoint, powerShellPathFromWsl, powerShellPath2, canAccessPowerShellPromise, canAccessPowerShell, wslDefaultBrowser, isUrl, convertWslPathToWindows, isUncPath, isPathOnWindowsFilesystem, convertWindowsPathToWsl;
var init_wsl_utils = __esm({
  "node_modules/wsl-utils/index.js"() {
    init_is_wsl();
    init_powershell_utils();
    init_utilities();
    init_is_wsl();
    execFile2 = promisify2(childProcess2.execFile);
    wslDrivesMountPoint = /* @__PURE__ */ (() => {
      const defaultMountPoint = "/mnt/";
      let mountPoint;
      return async function() {
        if (mountPoint) {
          return mountPoint;
        }
        const configFilePath = "/etc/wsl.conf";
        let isConfigFileExists = false;
        try {
          await fs4.access(configFilePath, fsConstants.F_OK);
          isConfigFileExists = true;
        } catch {
        }
        if (!isConfigFileExists) {
          return defaultMountPoint;
        }
        const configContent = await fs4.readFile(configFilePath, { encoding: "utf8" });
        const parsedMountPoint = parseMountPointFromConfig(configContent);
        if (parsedMountPoint === void 0) {
          return defaultMountPoint;
        }
        mountPoint = parsedMountPoint;
        mountPoint = mountPoint.endsWith("/") ? mountPoint : `${mountPoint}/`;
        return mountPoint;
      };
    })();
    powerShellPathFromWsl = /* @__PURE__ */ __name(async () => {
      const mountPoint = await wslDrivesMountPoint();
      return `${mountPoint}c/Windows/System32/WindowsPowerShell/v1.0/powershell.exe`;
    }, "powerShellPathFromWsl");
    powerShellPath2 = is_wsl_default ? powerShellPathFromWsl : powerShellPath;
    canAccessPowerShell = /* @__PURE__ */ __name(async () => {
      canAccessPowerShellPromise ??= (async () => {
        try {
          const psPath = await powerShellPath2();
          await fs4.access(psPath, fsConstants.X_OK);
          return true;
        } catch {
          return false;
        }
      })();
      return canAccessPowerShellPromise;
    }, "canAccessPowerShell");
    wslDefaultBrowser = /* @__PURE__ */ __name(async () => {
      const psPath = await powerShellPath2();
      const command = String.raw`(Get-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\Shell\Associations\UrlAssociations\http\UserChoice").ProgId`;
      const { stdout } = await executePowerShell(command, { powerShellPath: psPath });
      return stdout.trim();
    }, "wslDefaultBrowser");
    isUrl = /* @__PURE__ */ __name((path) => /^[a-z]+:\/\//i.test(path), "isUrl");
    convertWslPathToWindows = /* @__PURE__ */ __name(async (paths) => {
      const isBatch = Array.isArray(paths);
      const pathArray = isBatch ? paths : [paths];
      const indicesToConvert = [];
      const pathsToConvert = [];
      for (const [index, path] of pathArray.entries()) {
        if (!isUrl(path)) {
          indicesToConvert.push(index);
          pathsToConvert.push(path);
        }
      }
      const results = [...pathArray];
      if (pathsToConvert.length > 0) {
        try {
          const { stdout } = await execFile2("wslpath", ["-aw", ...pathsToConvert], { encoding: "utf8" });
          const convertedPaths = stdout.split(/\r?\n/).filter(Boolean);
          for (const [index, originalIndex] of indicesToConvert.entries()) {
            results[originalIndex] = convertedPaths[index] ?? pathArray[originalIndex];
          }
        } catch {
        }
      }
      return isBatch ? results : results[0];
    }, "convertWslPathToWindows");
    isUncPath = /* @__PURE__ */ __name((path) => /^\\\\/u.test(path), "isUncPath");
    isPathOnWindowsFilesystem = /* @__PURE__ */ __name(async (path) => {
      const windowsPath = await convertWslPathToWindows(path);
      return !isUncPath(windowsPath);
    }, "isPathOnWindowsFilesystem");
    convertWindowsPathToWsl = /* @__PURE__ */ __name(async (paths) => {
      const isBatch = Array.isArray(paths);
      const pathArray = isBatch ? paths : [paths];
      try {
        const { stdout } = await execFile2("wslpath", ["-u", ...pathArray], { encoding: "utf8" });
        const convertedPaths = stdout.split(/\r?\n/).filter(Boolean);
        const results = pathArray.map((original, index) => convertedPaths[index] ?? original);
        return isBatch ? results : results[0];
      } catch {
        return isBatch ? pathArray : pathArray[0];
      }
    }, "convertWindowsPathToWsl");
  }
});
init_wsl_utils();
export {
  canAccessPowerShell,
  convertWindowsPathToWsl,
  convertWslPathToWindows,
  isPathOnWindowsFilesystem,
  isUncPath,
  is_wsl_default as isWsl,
  powerShellPath2 as powerShellPath,
  powerShellPathFromWsl,
  wslDefaultBrowser,
  wslDrivesMountPoint
};
