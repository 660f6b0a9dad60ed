/** English texts of the page shown past the request limit (decision 0047); rendered on the server only. */
export const rateLimitEn = {
  "rateLimit.title": "Too many requests",
  "rateLimit.body": "We have received many requests from your browser or your network in a short time, so we are pausing for a moment.",
  "rateLimit.retry": "{seconds, plural, one {Please try again in # second.} other {Please try again in # seconds.}}",
  "rateLimit.again": "Try again",
} as const;
