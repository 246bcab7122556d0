/**
 * Never in the logs: session cookies and credentials of requests, and the secrets of the
 * configuration should some line ever include it (decision 029).
 */
export const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "config.authSecret",
  "config.smtpUrl",
  "config.databaseUrl",
  "config.s3.accessKeyId",
  "config.s3.secretAccessKey",
  "config.signingCertificate.password",
  "*.authSecret",
  "*.secret",
  "*.password",
  "*.connectionString",
];
