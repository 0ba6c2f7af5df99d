// The API's one client of Cognito: sign-up, codes, sign-in with the SMS step, refresh, password reset, revocation,
// and verification of the access tokens it hands out (only from the configured issuer).
import {
  AdminDeleteUserCommand,
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
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { addOperator } from './add-operator';
import { listOperators, removeOperator, type OperatorEntry } from './operator-group';
import { cognitoPhone } from './cognito-phone';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The tokens a completed sign-in or refresh gives. */
export interface Tokens {
  readonly accessToken: string;
  /** Absent after a refresh: the refresh token stays the same. */
  readonly refreshToken?: string;
  readonly expiresInSeconds: number;
}

/** Sign-in's first step: the password was right, and an SMS code went to `destination`. */
export interface SmsChallenge {
  readonly session: string;
  readonly username: string;
  readonly destination: string;
}

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
}

/** Where the pool is and which issuer to trust. */
export interface IdentitySettings {
  readonly client: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly clientId: string;
  /** `iss` of every token accepted, like https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_abc. */
  readonly issuer: string;
  readonly jwksUrl: string;
}

export { cognitoPhone } from './cognito-phone';

const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

export class IdentityService {
  private readonly client: CognitoIdentityProviderClient;
  readonly clientId: string;
  private readonly issuer: string;
  private readonly keys: JWTVerifyGetKey;
  readonly userPoolId: string;

  constructor(settings: IdentitySettings) {
    this.client = settings.client;
    this.clientId = settings.clientId;
    this.userPoolId = settings.userPoolId;
    this.issuer = settings.issuer;
    this.keys = createRemoteJWKSet(new URL(settings.jwksUrl));
  }

  /** Creates an unconfirmed account; Cognito texts a code to the phone. */
  async signUp(input: { phone: string; password: string; name: string; email?: string }): Promise<{ destination: string }> {
    const attributes = [
      { Name: 'phone_number', Value: cognitoPhone(input.phone) },
      { Name: 'name', Value: input.name },
      ...(input.email ? [{ Name: 'email', Value: input.email }] : []),
    ];
    const result = await this.client.send(
      new SignUpCommand({ ClientId: this.clientId, Username: cognitoPhone(input.phone), Password: input.password, UserAttributes: attributes }),
    );
    return { destination: result.CodeDeliveryDetails?.Destination ?? cognitoPhone(input.phone) };
  }

  async confirmSignUp(phone: string, code: string): Promise<void> {
    await this.client.send(new ConfirmSignUpCommand({ ClientId: this.clientId, Username: cognitoPhone(phone), ConfirmationCode: code }));
  }

  async resendCode(phone: string): Promise<void> {
    await this.client.send(new ResendConfirmationCodeCommand({ ClientId: this.clientId, Username: cognitoPhone(phone) }));
  }

  /** Checks the password; with MFA required the answer is always the SMS step. */
  async signIn(phone: string, password: string): Promise<SmsChallenge> {
    const result = await this.client.send(
      new InitiateAuthCommand({
        ClientId: this.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: cognitoPhone(phone), PASSWORD: password },
      }),
    );
    if (result.ChallengeName !== 'SMS_MFA' || !result.Session) {
      throw new Error(`sign-in answered ${result.ChallengeName ?? 'tokens'} instead of the SMS_MFA challenge: check the pool's MFA setting`);
    }
    return {
      session: result.Session,
      username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? cognitoPhone(phone),
      destination: result.ChallengeParameters?.CODE_DELIVERY_DESTINATION ?? cognitoPhone(phone),
    };
  }

  /** Answers the SMS step with the code; gives the session's tokens. */
  async answerSmsCode(challenge: Pick<SmsChallenge, 'session' | 'username'>, code: string): Promise<Tokens & { refreshToken: string }> {
    const result = await this.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: this.clientId,
        ChallengeName: 'SMS_MFA',
        Session: challenge.session,
        ChallengeResponses: { USERNAME: challenge.username, SMS_MFA_CODE: code },
      }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.AccessToken || !tokens.RefreshToken) throw new Error(`the SMS code was accepted without tokens (${result.ChallengeName ?? 'no challenge'})`);
    return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, expiresInSeconds: tokens.ExpiresIn ?? 3600 };
  }

  /** A new access token for a refresh token. */
  async refresh(refreshToken: string): Promise<Tokens> {
    const result = await this.client.send(
      new InitiateAuthCommand({ ClientId: this.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.AccessToken) throw new Error('refresh answered without an access token');
    return { accessToken: tokens.AccessToken, ...(tokens.RefreshToken && { refreshToken: tokens.RefreshToken }), expiresInSeconds: tokens.ExpiresIn ?? 3600 };
  }

  async forgotPassword(phone: string): Promise<void> {
    await this.client.send(new ForgotPasswordCommand({ ClientId: this.clientId, Username: cognitoPhone(phone) }));
  }

  async resetPassword(phone: string, code: string, password: string): Promise<void> {
    await this.client.send(
      new ConfirmForgotPasswordCommand({ ClientId: this.clientId, Username: cognitoPhone(phone), ConfirmationCode: code, Password: password }),
    );
  }

  /** Revokes the refresh token (and the access tokens it issued). */
  async revoke(refreshToken: string): Promise<void> {
    await this.client.send(new RevokeTokenCommand({ ClientId: this.clientId, Token: refreshToken }));
  }

  /** Ends every session of the access token's account in Cognito: its refresh tokens stop working. */
  async globalSignOut(accessToken: string): Promise<void> {
    await this.client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
  }

  /** The same for the account of `phone`, without its token (after a password reset). */
  async signOutEverywhere(phone: string): Promise<void> {
    await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: cognitoPhone(phone) }));
  }

  /** The account of `phone`: its `sub` and whether its sign-up code was entered; undefined when there is none. */
  async accountOf(phone: string): Promise<{ sub: string; confirmed: boolean } | undefined> {
    try {
      const user = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: cognitoPhone(phone) }));
      return { sub: attribute(user.UserAttributes, 'sub'), confirmed: user.UserStatus !== 'UNCONFIRMED' };
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  /** Deletes the account of `phone` (only ever an unconfirmed one, replaced by a new sign-up). */
  async deleteAccount(phone: string): Promise<void> {
    await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: cognitoPhone(phone) }));
  }

  /** The account's name, phone and e-mail (the ID token lacks them on the emulator, so ask Cognito). */
  async details(accessToken: string): Promise<AccountDetails> {
    const user = await this.client.send(new GetUserCommand({ AccessToken: accessToken }));
    const phone = attribute(user.UserAttributes, 'phone_number');
    return {
      sub: attribute(user.UserAttributes, 'sub'),
      name: attribute(user.UserAttributes, 'name'),
      phone: phone.startsWith('+91') ? phone.slice(3) : phone,
      email: attribute(user.UserAttributes, 'email'),
      phoneVerified: attribute(user.UserAttributes, 'phone_number_verified') === 'true',
    };
  }

  /**
   * Makes `phone` an operator: creates the account when it does not exist (phone verified, a random password nobody
   * knows, no welcome message), creates the `operators` group when missing, adds the account to it, and for a new
   * account starts a password reset, so Cognito texts the code the operator chooses a password with (the storefront's
   * /forgot-password page). An existing account keeps its password.
   */
  async addOperator(phone: string, name: string): Promise<{ created: boolean; codeSentTo?: string }> {
    return addOperator({ client: this.client, userPoolId: this.userPoolId, clientId: this.clientId }, phone, name);
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
    const { payload } = await jwtVerify(accessToken, this.keys, { issuer: this.issuer, algorithms: ['RS256'] });
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
}
