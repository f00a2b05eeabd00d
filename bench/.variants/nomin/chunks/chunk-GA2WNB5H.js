import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  ValidationError
} from "./chunk-A3GEQEOO.js";
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/schemas/validate.ts
function formatPath(path) {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}
__name(formatPath, "formatPath");
function friendlyMessage(issue) {
  const anyIssue = issue;
  if (issue.code === "invalid_type" && anyIssue.input === void 0) return "required";
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const typeOnly = issue.errors.map((branch) => branch.find((i) => i.code === "invalid_type" && i.path.length === 0));
    if (typeOnly.every(Boolean)) {
      if (typeOnly.every((i) => /received undefined$/.test(i.message))) return "required";
      return `must be a ${typeOnly.map((i) => i.expected).join(" or ")}`;
    }
  }
  if (issue.code === "unrecognized_keys") return `unknown field${anyIssue.keys.length > 1 ? "s" : ""} ${anyIssue.keys.join(", ")}`;
  return issue.message;
}
__name(friendlyMessage, "friendlyMessage");
function issuesFromZod(error, prefix = []) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const issue of error.issues) {
    const item = { path: formatPath([...prefix, ...issue.path]), message: friendlyMessage(issue) };
    const key = `${item.path}\0${item.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
__name(issuesFromZod, "issuesFromZod");
function validate(schema, input) {
  const r = schema.safeParse(input, { reportInput: true });
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: issuesFromZod(r.error) };
}
__name(validate, "validate");
function validateOrThrow(schema, input, prefix = "invalid input") {
  const r = validate(schema, input);
  if (!r.ok) throw new ValidationError(r.issues, prefix);
  return r.value;
}
__name(validateOrThrow, "validateOrThrow");

export {
  issuesFromZod,
  validate,
  validateOrThrow
};
