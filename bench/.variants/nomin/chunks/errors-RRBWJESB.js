import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  ApiError,
  AuthError,
  DeclinedError,
  ExitCode,
  InterruptedError,
  NetworkError,
  NotFoundError,
  PayctlError,
  PendingError,
  RateLimitedError,
  TimeoutError,
  UnknownOutcomeError,
  UsageError,
  ValidationError
} from "./chunk-A3GEQEOO.js";
import "./chunk-L3NCIS4P.js";
export {
  ApiError,
  AuthError,
  DeclinedError,
  ExitCode,
  InterruptedError,
  NetworkError,
  NotFoundError,
  PayctlError,
  PendingError,
  RateLimitedError,
  TimeoutError,
  UnknownOutcomeError,
  UsageError,
  ValidationError
};
