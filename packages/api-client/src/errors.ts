import * as v from 'valibot';
import { ApiErrorSchema, wordMessage, type ApiError, type ErrorCode } from '@portal/contracts';

/**
 * Every failed call rejects with this: `status` is the HTTP status (0 when no response came
 * back: network error, timeout, or a captcha that could not be obtained), `code` the server's
 * error code from the closed list when its body said so, `body` the parsed error body, its field
 * errors worded in the page's language (the server answers the keys of the rules' messages).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly body: ApiError | null;

  constructor(
    status: number,
    code: ErrorCode | null,
    body: ApiError | null,
    message?: string,
    options?: ErrorOptions,
  ) {
    super(
      message ?? body?.message ?? (status ? `Request failed with status ${status}` : 'Request failed'),
      options,
    );
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** From an error response's status and (already read) body. */
  static fromResponse(status: number, data: unknown): ApiRequestError {
    const parsed = v.safeParse(ApiErrorSchema, data);
    const body = parsed.success ? withWordedFields(parsed.output) : null;
    return new ApiRequestError(status, body?.code ?? null, body);
  }
}

/** An error body whose field errors, message keys, read as a person reads them in the page's language. */
function withWordedFields(body: ApiError): ApiError {
  if (!body.fields) return body;
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([name, key]) => [name, wordMessage(key)]),
  );
  return { ...body, fields };
}

/** A 2xx response whose body does not match the contract: a server bug, treated as a failure. */
export class ResponseShapeError extends ApiRequestError {
  readonly issues: readonly string[];

  constructor(status: number, path: string, issues: readonly string[]) {
    super(status, null, null, `Unexpected response from ${path}: ${issues.join('; ')}`);
    this.name = 'ResponseShapeError';
    this.issues = issues;
  }
}

/** The captcha token could not be obtained (provider failed or timed out); nothing was sent. */
export class CaptchaError extends ApiRequestError {
  constructor(message: string, options?: ErrorOptions) {
    super(0, null, null, message, options);
    this.name = 'CaptchaError';
  }
}
