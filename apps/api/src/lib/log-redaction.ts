/**
 * Capability tokens (calendar feed, unsubscribe links) are secrets: anyone holding one can read a
 * student's deadlines or change their email settings, so none reaches the log.
 *
 * Signed tokens have one shape, `{payload}.{HMAC-SHA-256, 43 base64url characters}`
 * (lib/signed-tokens.ts), which `redactTokens` masks wherever it appears in a log line (the last
 * net: an error message or a field logged by hand). Request URLs are masked by place as well,
 * after undoing percent-escapes, since a client may spell a token's characters or its dot as
 * escapes (`%2e`) that the router decodes but the shape would not match.
 */
const B64 = 'A-Za-z0-9_-';
const SIGNED_TOKEN = new RegExp(`(?<![${B64}])[${B64}]{8,}(?:\\.|%2[eE]|%252[eE])[${B64}]{43}(?![${B64}])`, 'g');
const REDACTED = '[redacted]';

/** Every signed token in `text` masked. */
export function redactTokens(text: string): string {
  return text.replace(SIGNED_TOKEN, REDACTED);
}

/** Undoes percent-escapes (a few rounds, for double encoding), leaving broken ones as they are. */
function decodeEscapes(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    const next = current.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A request URL as it may appear in logs: the path after `/calendar/` (the feed token; the
 * signed-in `/calendar/items/…` files name only row ids) and `token` parameters masked, in any
 * letter case or spelling, then every token-shaped string.
 */
export function redactUrl(url: string): string {
  return redactTokens(
    decodeEscapes(url)
      .replace(/(\/calendar\/+)(?!items\/)[^?#]*/gi, `$1${REDACTED}`)
      .replace(/([?&;]token=)[^&#]*/gi, `$1${REDACTED}`),
  );
}
