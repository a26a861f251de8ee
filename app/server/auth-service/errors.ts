/** An error answered to the client the way GoTrue answers it. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const validationFailed = (message: string) => badRequest("validation_failed", message);

export const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");
export const otpExpired = () => forbidden("otp_expired", "Email link is invalid or has expired");

export const UNEXPECTED_FAILURE = new AuthError(
  500,
  "unexpected_failure",
  "Unexpected failure, please check server logs for more information",
);
