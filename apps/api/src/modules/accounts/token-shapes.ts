// What a token cookie must look like before the server spends a call to Cognito (or a signature check) on it: a
// cookie a script made up, or a truncated one, is refused as "signed out" at once.

/** base64url segments joined by dots, as JWT (3 segments) and JWE (5) compact serialisations are. */
const segment = '[A-Za-z0-9_-]+';
const jwtShape = new RegExp(`^${segment}\\.${segment}\\.${segment}$`);
const jweShape = new RegExp(`^${segment}\\.${segment}?\\.${segment}\\.${segment}\\.${segment}$`);
/** Cognito's tokens are a few kilobytes at most; a cookie can hold 4 KB. */
const maxTokenLength = 4096;

/** The header of a compact JWT/JWE: base64url JSON naming an algorithm. */
function hasJoseHeader(token: string): boolean {
  const [header = ''] = token.split('.', 1);
  try {
    const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    return typeof parsed === 'object' && parsed !== null && typeof parsed.alg === 'string';
  } catch {
    return false;
  }
}

/** An access token is a signed JWT: three base64url segments, the first a JOSE header. */
export function looksLikeAccessToken(token: string): boolean {
  return token.length <= maxTokenLength && jwtShape.test(token) && hasJoseHeader(token);
}

/**
 * A refresh token: Cognito's is an encrypted JWE (five segments, the second empty with direct encryption), the
 * emulator's a signed JWT (three); both start with a JOSE header.
 */
export function looksLikeRefreshToken(token: string): boolean {
  return token.length <= maxTokenLength && (jwtShape.test(token) || jweShape.test(token)) && hasJoseHeader(token);
}
