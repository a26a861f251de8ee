/** The access-token lifetime of the second e2e server, the shortest AUTH_JWT_EXPIRY allows. */
export const SHORT_SESSION_SECONDS = 10;
