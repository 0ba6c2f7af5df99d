// The API's one client of Cognito: sign-up, codes, sign-in with the SMS or authenticator step, refresh, password reset,
// revocation, authenticator enrolment, and verification of the access tokens it hands out (only from the configured
// issuer). The app client has a secret: every call naming a user carries its SECRET_HASH (secret-hash.ts).
import {
  AdminDeleteUserCommand,
  AssociateSoftwareTokenCommand,
  type AuthenticationResultType,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { secretHash, type AppClient } from './secret-hash';
import { addOperator } from './add-operator';
import { listOperators, removeOperator, type OperatorEntry } from './operator-group';
import { e164Phone, localPhone } from '@partybox/contracts/phone';
import type { JWTVerifyGetKey } from 'jose';
import { loadOnFirstUse, ModuleLoadError } from '../../../platform/loading/load-on-first-use';

// jose is imported at the first token check or sign-in, not at start (in the Lambda bundle a chunk of its own). A
// failed import is a ModuleLoadError naming it, which the session code never takes for a refused token (tokenRefused).
const jose = loadOnFirstUse('The token checker (jose)', () => import('jose'));

/** The tokens a completed sign-in or refresh gives. */
export interface Tokens {
  readonly accessToken: string;
  /** Absent after a refresh: the refresh token stays the same. */
  readonly refreshToken?: string;
  readonly expiresInSeconds: number;
  /** Cognito's own username of the account (the access token's `username`): a refresh's SECRET_HASH is made with it. */
  readonly username?: string;
}

/** How the second sign-in step is answered: a texted code, or the code of the account's authenticator app (TOTP). */
export type CodeKind = 'sms' | 'authenticator';

/** Sign-in's first step: the password was right; an SMS code went to `destination`, or the authenticator app is asked. */
export interface SmsChallenge {
  readonly session: string;
  readonly username: string;
  readonly destination: string;
  readonly kind: CodeKind;
}

/** An authenticator app's enrolment: the shared key (base32), and the otpauth:// URI a QR code carries. */
export interface AuthenticatorEnrolment {
  readonly secret: string;
  readonly uri: string;
}

/** The name authenticator apps show beside the account's codes. */
export const authenticatorIssuer = 'Party Box';

/** Who a verified access token belongs to. */
export interface TokenSubject {
  readonly sub: string;
  readonly expiresAt: number;
  /** When this token was made (`iat`, seconds). */
  readonly issuedAt: number;
  /** When its session signed in with password and code (`auth_time`, seconds; a refresh keeps it). */
  readonly authTime: number;
  /** The Cognito groups the token carries (`cognito:groups`), like `operators`. */
  readonly groups: readonly string[];
}

export { operatorsGroup } from './user-pool';

/** The account's details as Cognito keeps them. */
export interface AccountDetails {
  readonly sub: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** Cognito's phone_number_verified: the customer proved they hold the number (confirm-sign-up does). */
  readonly phoneVerified: boolean;
  /** Sign-in asks for the authenticator app's code instead of an SMS (software token MFA preferred). */
  readonly authenticator: boolean;
}

/** Where the pool is and which issuer to trust. */
export interface IdentitySettings {
  readonly client: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly clientId: string;
  /** The app client's secret (SSM in AWS, the emulator's own client under the data folder when embedded). */
  readonly clientSecret?: string | undefined;
  /** `iss` of every token accepted, like https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_abc. */
  readonly issuer: string;
  readonly jwksUrl: string;
}

const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

export class IdentityService {
  private readonly client: CognitoIdentityProviderClient;
  readonly clientId: string;
  private readonly issuer: string;
  private readonly jwksUrl: URL;
  /** The pool's signing keys, made at the first verification: making them reaches for the global `fetch`, which loads Node's HTTP client (undici, about 10 ms of a cold start). */
  private keys: JWTVerifyGetKey | undefined;
  readonly userPoolId: string;
  private readonly appClient: AppClient;

  constructor(settings: IdentitySettings) {
    this.client = settings.client;
    this.clientId = settings.clientId;
    this.appClient = { clientId: settings.clientId, secret: settings.clientSecret };
    this.userPoolId = settings.userPoolId;
    this.issuer = settings.issuer;
    this.jwksUrl = new URL(settings.jwksUrl);
  }

  /** Creates an unconfirmed account; Cognito texts a code to the phone. */
  async signUp(input: { phone: string; password: string; name: string; email?: string }): Promise<{ destination: string }> {
    const attributes = [
      { Name: 'phone_number', Value: e164Phone(input.phone) },
      { Name: 'name', Value: input.name },
      ...(input.email ? [{ Name: 'email', Value: input.email }] : []),
    ];
    const result = await this.client.send(
      new SignUpCommand({
        ClientId: this.clientId,
        SecretHash: this.hash(e164Phone(input.phone)),
        Username: e164Phone(input.phone),
        Password: input.password,
        UserAttributes: attributes,
      }),
    );
    return { destination: result.CodeDeliveryDetails?.Destination ?? e164Phone(input.phone) };
  }

  async confirmSignUp(phone: string, code: string): Promise<void> {
    await this.client.send(
      new ConfirmSignUpCommand({ ClientId: this.clientId, SecretHash: this.hash(e164Phone(phone)), Username: e164Phone(phone), ConfirmationCode: code }),
    );
  }

  async resendCode(phone: string): Promise<void> {
    await this.client.send(new ResendConfirmationCodeCommand({ ClientId: this.clientId, SecretHash: this.hash(e164Phone(phone)), Username: e164Phone(phone) }));
  }

  /**
   * The password step as Cognito answers it: the code step (the authenticator app's when the account chose it, software
   * token MFA preferred, else an SMS; with both on and no preference, the app: no text), or the session's tokens for an
   * account that has no code step switched on (the pool's MFA is optional: see userPoolSettings).
   */
  private async passwordStep(phone: string, password: string): Promise<{ readonly challenge: SmsChallenge } | { readonly tokens: SessionTokens }> {
    const username = e164Phone(phone);
    let result = await this.client.send(
      new InitiateAuthCommand({
        ClientId: this.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password, ...this.hashParameter(username) },
      }),
    );
    if (result.ChallengeName === 'SELECT_MFA_TYPE' && result.Session) {
      const chosen = result.ChallengeParameters?.USER_ID_FOR_SRP ?? username;
      result = await this.client.send(
        new RespondToAuthChallengeCommand({
          ClientId: this.clientId,
          ChallengeName: 'SELECT_MFA_TYPE',
          Session: result.Session,
          ChallengeResponses: { USERNAME: chosen, ANSWER: 'SOFTWARE_TOKEN_MFA', ...this.hashParameter(chosen) },
        }),
      );
    }
    if (!result.ChallengeName && result.AuthenticationResult) return { tokens: await sessionTokens(result.AuthenticationResult, 'the password step') };
    const kind = result.ChallengeName === 'SMS_MFA' ? 'sms' : result.ChallengeName === 'SOFTWARE_TOKEN_MFA' ? 'authenticator' : undefined;
    if (!kind || !result.Session)
      throw new Error(`sign-in answered ${result.ChallengeName ?? 'nothing'} instead of an SMS_MFA or SOFTWARE_TOKEN_MFA challenge`);
    return {
      challenge: {
        session: result.Session,
        username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? username,
        destination: kind === 'sms' ? (result.ChallengeParameters?.CODE_DELIVERY_DESTINATION ?? username) : authenticatorIssuer,
        kind,
      },
    };
  }

  /**
   * Sign-in's first step: checks the password; the answer is always a code step. An account found without its code
   * step (confirmed before the confirmation signed in, an operator's first sign-in, a confirmation whose switch failed)
   * gets the SMS code switched on, the password-only session Cognito gave is revoked unused, and the step is asked
   * again: no sign-in but the one right after the sign-up's code skips the code.
   */
  async signIn(phone: string, password: string): Promise<SmsChallenge> {
    const first = await this.passwordStep(phone, password);
    if ('challenge' in first) return first.challenge;
    await this.requireSmsCode(first.tokens.accessToken);
    await this.revoke(first.tokens.refreshToken);
    const again = await this.passwordStep(phone, password);
    if ('challenge' in again) return again.challenge;
    await this.revoke(again.tokens.refreshToken);
    throw new Error('sign-in gave tokens without a code: check the pool MFA');
  }

  /**
   * The sign-in right after the sign-up's code confirmed the account (and only then: the code has just proved the
   * phone, the password was chosen on the same page): the session's tokens from the password alone, with the SMS code
   * switched on for every later sign-in. Where Cognito asks a code of it anyway (a pool whose MFA is still required),
   * that code step.
   */
  async firstSignIn(phone: string, password: string): Promise<{ readonly challenge: SmsChallenge } | { readonly tokens: SessionTokens }> {
    const step = await this.passwordStep(phone, password);
    if ('tokens' in step) await this.requireSmsCode(step.tokens.accessToken);
    return step;
  }

  /** Switches on the account's SMS code, preferred: only for an account with no code step at all (no app enrolled either). */
  private async requireSmsCode(accessToken: string): Promise<void> {
    await this.client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } }));
  }

  /** Answers the code step (SMS, or the authenticator app's code, as the challenge asked); gives the session's tokens. */
  async answerSmsCode(challenge: Pick<SmsChallenge, 'session' | 'username'> & { kind?: CodeKind }, code: string): Promise<SessionTokens> {
    const totp = challenge.kind === 'authenticator';
    const result = await this.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: this.clientId,
        ChallengeName: totp ? 'SOFTWARE_TOKEN_MFA' : 'SMS_MFA',
        Session: challenge.session,
        ChallengeResponses: {
          USERNAME: challenge.username,
          [totp ? 'SOFTWARE_TOKEN_MFA_CODE' : 'SMS_MFA_CODE']: code,
          ...this.hashParameter(challenge.username),
        },
      }),
    );
    return sessionTokens(result.AuthenticationResult, `the code (${result.ChallengeName ?? 'no challenge'})`);
  }

  /** A new access token for a refresh token; `username` is the account's Cognito username (Tokens.username at sign-in). */
  async refresh(refreshToken: string, username: string): Promise<Tokens> {
    const result = await this.client.send(
      new InitiateAuthCommand({
        ClientId: this.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken, ...this.hashParameter(username) },
      }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.AccessToken) throw new Error('refresh answered without an access token');
    return { accessToken: tokens.AccessToken, ...(tokens.RefreshToken && { refreshToken: tokens.RefreshToken }), expiresInSeconds: tokens.ExpiresIn ?? 3600 };
  }

  async forgotPassword(phone: string): Promise<void> {
    await this.client.send(new ForgotPasswordCommand({ ClientId: this.clientId, SecretHash: this.hash(e164Phone(phone)), Username: e164Phone(phone) }));
  }

  async resetPassword(phone: string, code: string, password: string): Promise<void> {
    await this.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: this.clientId,
        SecretHash: this.hash(e164Phone(phone)),
        Username: e164Phone(phone),
        ConfirmationCode: code,
        Password: password,
      }),
    );
  }

  /** Revokes the refresh token (and the access tokens it issued); a client with a secret sends the secret itself. */
  async revoke(refreshToken: string): Promise<void> {
    await this.client.send(
      new RevokeTokenCommand({ ClientId: this.clientId, Token: refreshToken, ...(this.appClient.secret && { ClientSecret: this.appClient.secret }) }),
    );
  }

  /**
   * Starts enrolling an authenticator app for the access token's account: Cognito makes a new shared key (replacing
   * one not yet verified). The account keeps signing in with SMS until a first code is verified (verifyAuthenticator).
   */
  async startAuthenticator(accessToken: string, phone: string): Promise<AuthenticatorEnrolment> {
    const result = await this.client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    if (!result.SecretCode) throw new Error('AssociateSoftwareToken answered without a secret');
    const label = encodeURIComponent(`${authenticatorIssuer}:${e164Phone(phone)}`);
    const query = new URLSearchParams({ secret: result.SecretCode, issuer: authenticatorIssuer, algorithm: 'SHA1', digits: '6', period: '30' });
    return { secret: result.SecretCode, uri: `otpauth://totp/${label}?${query.toString()}` };
  }

  /**
   * Verifies the app's first code and makes the app the account's sign-in step (software token MFA on and preferred;
   * SMS stays on, so Cognito can still be asked for a text). A wrong code throws Cognito's CodeMismatchException.
   */
  async verifyAuthenticator(accessToken: string, code: string): Promise<void> {
    const result = await this.client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: authenticatorIssuer }),
    );
    if (result.Status !== 'SUCCESS') throw new Error(`VerifySoftwareToken answered ${result.Status ?? 'no status'}`);
    await this.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        SMSMfaSettings: { Enabled: true, PreferredMfa: false },
      }),
    );
  }

  /** Ends every session of the access token's account in Cognito: its refresh tokens stop working. */
  async globalSignOut(accessToken: string): Promise<void> {
    await this.client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
  }

  /** The same for the account of `phone`, without its token (after a password reset). */
  async signOutEverywhere(phone: string): Promise<void> {
    await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: e164Phone(phone) }));
  }

  /**
   * The account of `phone`: its `sub`, whether its sign-up code was entered, and which code its sign-in asks for;
   * undefined when there is none.
   */
  async accountOf(phone: string): Promise<{ sub: string; confirmed: boolean; signInCode: CodeKind } | undefined> {
    try {
      const user = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: e164Phone(phone) }));
      return {
        sub: attribute(user.UserAttributes, 'sub'),
        confirmed: user.UserStatus !== 'UNCONFIRMED',
        signInCode: user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA' ? 'authenticator' : 'sms',
      };
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  /** Deletes the account of `phone` (only ever an unconfirmed one, replaced by a new sign-up). */
  async deleteAccount(phone: string): Promise<void> {
    await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: e164Phone(phone) }));
  }

  /** The account's name, phone and e-mail (the ID token lacks them on the emulator, so ask Cognito). */
  async details(accessToken: string): Promise<AccountDetails> {
    const user = await this.client.send(new GetUserCommand({ AccessToken: accessToken }));
    const phone = attribute(user.UserAttributes, 'phone_number');
    return {
      sub: attribute(user.UserAttributes, 'sub'),
      name: attribute(user.UserAttributes, 'name'),
      phone: localPhone(phone),
      email: attribute(user.UserAttributes, 'email'),
      phoneVerified: attribute(user.UserAttributes, 'phone_number_verified') === 'true',
      authenticator: user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA',
    };
  }

  /**
   * Makes `phone` an operator: creates the account when it does not exist (phone verified, a random password nobody
   * knows, no welcome message), creates the `operators` group when missing, adds the account to it, and for a new
   * account starts a password reset, so Cognito texts the code the operator chooses a password with (the storefront's
   * /forgot-password page). An existing account keeps its password.
   */
  async addOperator(phone: string, name: string): Promise<{ created: boolean; codeSentTo?: string }> {
    return addOperator({ client: this.client, userPoolId: this.userPoolId, clientId: this.clientId, clientSecret: this.appClient.secret }, phone, name);
  }

  /** Every member of the operators group (phone as +91…, name). */
  async listOperators(): Promise<OperatorEntry[]> {
    return listOperators({ client: this.client, userPoolId: this.userPoolId });
  }

  /** Takes `phone` out of the operators group and signs it out everywhere; false when it was no operator. */
  async removeOperator(phone: string): Promise<boolean> {
    return removeOperator({ client: this.client, userPoolId: this.userPoolId }, phone);
  }

  /**
   * Verifies an access token: signature by the pool's JWKS, this pool's issuer, this app client, not expired.
   * Throws on anything else; an emulator's token (whose signing key is public) never passes an AWS issuer check.
   */
  async verify(accessToken: string): Promise<TokenSubject> {
    const { jwtVerify, createRemoteJWKSet } = await jose();
    const { payload } = await jwtVerify(accessToken, (this.keys ??= createRemoteJWKSet(this.jwksUrl)), { issuer: this.issuer, algorithms: ['RS256'] });
    if (payload.token_use !== 'access') throw new Error(`token_use is ${String(payload.token_use)}, not access`);
    if (payload.client_id !== this.clientId) throw new Error('token issued to another app client');
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('token without sub or exp');
    const groups = payload['cognito:groups'];
    const issuedAt = typeof payload.iat === 'number' ? payload.iat : 0;
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : issuedAt;
    return {
      sub: payload.sub,
      expiresAt: payload.exp,
      issuedAt,
      authTime,
      groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    };
  }

  /** The SecretHash field of a call naming `username` (undefined for a client without a secret). */
  private hash(username: string): string | undefined {
    return secretHash(this.appClient, username);
  }

  /** The SECRET_HASH entry of AuthParameters / ChallengeResponses, when the client has a secret. */
  private hashParameter(username: string): { SECRET_HASH?: string } {
    const hash = this.hash(username);
    return hash ? { SECRET_HASH: hash } : {};
  }
}

/** The tokens of a completed sign-in: with its refresh token (the session) and the account's Cognito username. */
export type SessionTokens = Tokens & { readonly refreshToken: string };

/** A sign-in's AuthenticationResult as the session's tokens; `what` names the step for the error when Cognito gave none. */
async function sessionTokens(tokens: AuthenticationResultType | undefined, what: string): Promise<SessionTokens> {
  if (!tokens?.AccessToken || !tokens.RefreshToken) throw new Error(`${what} was accepted without tokens`);
  return {
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
    expiresInSeconds: tokens.ExpiresIn ?? 3600,
    username: await usernameOf(tokens.AccessToken),
  };
}

/** The `username` claim of an access token Cognito has just issued (read, not verified: it only names whose hash to make). */
async function usernameOf(accessToken: string): Promise<string | undefined> {
  const claim = (await jose()).decodeJwt(accessToken).username;
  return typeof claim === 'string' ? claim : undefined;
}

/**
 * For the code that takes a failed token check as "not signed in": undefined, unless the check could not run at all
 * (a ModuleLoadError: the token checker missing from a deploy), which is thrown on, a 500 naming it, never a sign-out.
 */
export function tokenRefused(error: unknown): undefined {
  if (error instanceof ModuleLoadError) throw error;
  return undefined;
}
