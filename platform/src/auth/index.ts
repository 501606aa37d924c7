// Who is calling: users' access tokens (signed by identity, verified with its public keys)
// and short-lived service tokens (a process of the shop vouching for itself).
export { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './access-token';
export type { AccessTokenClaims, UserRole, VerifiedAccessToken } from './access-token';
export { createAccessTokenVerifier } from './access-token-verifier';
export type { AccessTokenVerifier } from './access-token-verifier';
export { createSessionRevocations, rejectingRevokedSessions, sessionRevocationsOn } from './session-revocations';
export type { SessionRevocations } from './session-revocations';
export {
  SERVICE_TOKEN_ALGORITHM,
  SERVICE_TOKEN_AUDIENCE,
  SERVICE_TOKEN_LIFETIME_SECONDS,
  createServiceTokens,
} from './service-tokens';
export type { ServiceTokenSettings, ServiceTokens } from './service-tokens';
export { SERVICE_TOKEN_SECRET_FILE, loadServiceTokenSecret } from './service-token-secret';
export { keptSecretFile } from './kept-secret-file';
