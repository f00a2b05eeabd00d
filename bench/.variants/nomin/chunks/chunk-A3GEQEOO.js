import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-L3NCIS4P.js";

// src/errors.ts
var ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 4,
  pending: 8,
  interrupted: 130
};
var PayctlError = class extends Error {
  static {
    __name(this, "PayctlError");
  }
  exitCode = ExitCode.failure;
  code = "error";
  status;
  details;
  constructor(message, options) {
    super(message, options?.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.details = options?.details;
  }
};
var UsageError = class extends PayctlError {
  static {
    __name(this, "UsageError");
  }
  exitCode = ExitCode.usage;
  code = "usage";
};
var ValidationError = class extends UsageError {
  static {
    __name(this, "ValidationError");
  }
  code = "validation";
  issues;
  constructor(issues, prefix = "invalid input") {
    super(`${prefix}: ${issues.map((i) => i.path ? `${i.path}: ${i.message}` : i.message).join("; ")}`, {
      details: issues
    });
    this.issues = issues;
  }
};
var ApiError = class extends PayctlError {
  static {
    __name(this, "ApiError");
  }
  code = "api_error";
  status;
  body;
  constructor(status, message, body, details) {
    super(message, { details });
    this.status = status;
    this.body = body;
  }
};
var AuthError = class extends ApiError {
  static {
    __name(this, "AuthError");
  }
  exitCode = ExitCode.auth;
  code = "auth";
};
var NetworkError = class extends PayctlError {
  static {
    __name(this, "NetworkError");
  }
  code = "network";
};
var TimeoutError = class extends NetworkError {
  static {
    __name(this, "TimeoutError");
  }
  code = "timeout";
};
var RateLimitedError = class extends ApiError {
  static {
    __name(this, "RateLimitedError");
  }
  code = "rate_limited";
};
var UnknownOutcomeError = class extends PayctlError {
  static {
    __name(this, "UnknownOutcomeError");
  }
  code = "unknown_outcome";
};
var NotFoundError = class extends PayctlError {
  static {
    __name(this, "NotFoundError");
  }
  code = "not_found";
};
var DeclinedError = class extends PayctlError {
  static {
    __name(this, "DeclinedError");
  }
  code = "declined";
};
var PendingError = class extends PayctlError {
  static {
    __name(this, "PendingError");
  }
  exitCode = ExitCode.pending;
  code = "pending";
};
var InterruptedError = class extends PayctlError {
  static {
    __name(this, "InterruptedError");
  }
  exitCode = ExitCode.interrupted;
  code = "interrupted";
  constructor(message = "interrupted") {
    super(message);
  }
};

export {
  ExitCode,
  PayctlError,
  UsageError,
  ValidationError,
  ApiError,
  AuthError,
  NetworkError,
  TimeoutError,
  RateLimitedError,
  UnknownOutcomeError,
  NotFoundError,
  DeclinedError,
  PendingError,
  InterruptedError
};
