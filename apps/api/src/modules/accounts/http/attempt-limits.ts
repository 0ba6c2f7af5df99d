// The limits on account attempts, counted in the shared limits table so every server process sees the same counts:
// - every /api/auth attempt, per client address (a sliding window);
// - guesses (a password, a texted code) per phone AND address, with delays that grow with each failure, so a stranger
//   failing from their address never locks the owner out of signing in from theirs;
// - the steps that text a code (sign-up, resend, forgot-password): a cap per phone (a sliding window), the resend
//   cooldown and the SMS caps (modules/messages/sms-caps.ts); sign-in's code only checks the caps, since only the right password
//   causes it. A device that proved the number (a right code: confirm, sign-in, reset) carries an owner cookie for 30
//   days, and its code requests are counted in buckets of their own, so nobody else's requests block the owner;
// - refreshes, per address.
// An open session is never touched by any of them: they only gate new attempts.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultAuthLimits, type AuthLimits } from '../../../platform/env/env';
import type { LimitCounters } from '../../../platform/limits/limit-counters';
import { smsNumber, waitText, type SmsGate, type SmsRefusal } from '../../messages';
import type { AuthStep } from './identity-errors';
import { cookieOptions } from './cookie-options';
import { update } from '../../../platform/db/update-expression';

/** The steps that guess a secret: counted per (phone, address), with growing delays after the free failures. */
const guessSteps = new Set<AuthStep>(['sign-in', 'sms-code', 'authenticator-code', 'authenticator', 'confirm', 'reset']);
/** The steps that text a code to whichever number they are given. */
const codeSteps = new Set<AuthStep>(['sign-up', 'resend', 'forgot']);

/**
 * A random token naming this device (HttpOnly): the limits table keeps, for 30 days after each proof, an item per phone
 * the device proved, under the token's hash, so the cookie alone proves nothing.
 */
export const ownerCookie = 'pb_owner';
const ownerDays = 30;
/** The cookie outlives one proof, so a later proof renews the device without a new cookie (set before the answer). */
const ownerCookieDays = 400;
/** Steps whose success proves the device holds the phone. */
const provingSteps = new Set<AuthStep>(['confirm', 'sms-code', 'reset']);
const ownerKey = (token: string, phone: string) => `owner-device#${createHash('sha256').update(token).digest('base64url')}#${smsNumber(phone)}`;
const ownerToken = (request: FastifyRequest) => {
  const token = request.cookies?.[ownerCookie];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

/** A refusal with the seconds to wait (sent as Retry-After and as `retryAfterSeconds`). */
interface WaitRefusal {
  readonly error: string;
  readonly message: string;
  readonly retryAfterSeconds: number;
}

/** The delay after `failures` failed guesses: none for the free ones, then 1 s, 2 s, 4 s … (by default) up to the cap. */
export function failureDelaySeconds(failures: number, limits: Pick<Required<AuthLimits>, 'freeFailures' | 'firstDelaySeconds' | 'maxDelaySeconds'>): number {
  const beyond = failures - limits.freeFailures;
  return beyond <= 0 ? 0 : Math.min(limits.maxDelaySeconds, limits.firstDelaySeconds * 2 ** Math.min(beyond - 1, 30));
}

export class AuthAttempts {
  readonly limits: Required<AuthLimits>;

  constructor(
    private readonly counters: LimitCounters,
    limits: AuthLimits,
    readonly sms: SmsGate,
  ) {
    this.limits = { ...defaultAuthLimits, ...limits };
  }

  private windowMs(): number {
    return this.limits.windowSeconds * 1000;
  }

  private secondsUntil(at: number): number {
    return Math.max(1, Math.ceil((at - this.counters.now()) / 1000));
  }

  /** Every account attempt from one address, in a sliding window. */
  private async byAddress(request: FastifyRequest): Promise<WaitRefusal | undefined> {
    const { taken, retryAt } = await this.counters.takeSliding(`auth-address#${request.ip}`, this.windowMs(), this.limits.perAddress);
    if (taken) return undefined;
    const seconds = this.secondsUntil(retryAt);
    return {
      error: 'too_many_attempts',
      message: `Too many attempts from your connection. Please wait ${waitText(seconds)} and try again.`,
      retryAfterSeconds: seconds,
    };
  }

  /**
   * The cap per phone on the steps that text a code (a sliding window), then the cooldown and the SMS caps; the
   * owner's device (ownerCookie) has its own of each, which nobody else's requests spend.
   */
  private async textCode(request: FastifyRequest, phone: string): Promise<WaitRefusal | SmsRefusal | undefined> {
    const owner = await this.isOwnerDevice(request, phone);
    const { taken, retryAt } = await this.counters.takeSliding(`auth-phone#${smsNumber(phone)}${owner ? '#owner' : ''}`, this.windowMs(), this.limits.perPhone);
    if (!taken) {
      const seconds = this.secondsUntil(retryAt);
      return {
        error: 'too_many_attempts',
        message: `Too many codes asked for this number. Please wait ${waitText(seconds)} and try again.`,
        retryAfterSeconds: seconds,
      };
    }
    return (await this.sms.startCooldown(phone, owner)) ?? (await this.sms.take(phone, owner ? 'owner-code' : 'code'));
  }

  /** Whether this request comes from a device that proved `phone` within the last 30 days. */
  private async isOwnerDevice(request: FastifyRequest, phone: string): Promise<boolean> {
    const token = ownerToken(request);
    return token !== undefined && (await this.counters.get(ownerKey(token, phone))) !== undefined;
  }

  /**
   * Before a step that may prove the phone: the device's token, given a cookie now when it has none (the answer is
   * sent inside the step). A token without a proof behind it counts for nothing.
   */
  private deviceToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = ownerToken(request);
    if (existing) return existing;
    const token = randomBytes(32).toString('base64url');
    reply.setCookie(ownerCookie, token, { ...cookieOptions(request, ownerCookieDays * 86_400), path: '/api/auth' });
    return token;
  }

  /** Records that the device holding `token` proved `phone` (for 30 days from now). */
  private async markOwner(token: string, phone: string): Promise<void> {
    const until = this.counters.now() + ownerDays * 86_400_000;
    await this.counters.put(ownerKey(token, phone), { Proved: this.counters.now() }, until);
  }

  /**
   * Claims one guess for (phone, address): refused while the delay of its last failures runs, or while another guess
   * for the pair is in flight. Counted as a failure until `settle` says otherwise (so parallel guesses gain nothing).
   */
  private async claimGuess(step: AuthStep, phone: string, ip: string): Promise<{ refusal: WaitRefusal } | { settle: (outcome: Outcome) => Promise<void> }> {
    const key = `auth-guess#${step}#${smsNumber(phone)}#${ip}`;
    const now = this.counters.now();
    const item = await this.counters.get(key);
    const failures = Number(item?.Failures ?? 0);
    const nextAt = Number(item?.NextAt ?? 0);
    const refusal = (at: number): { refusal: WaitRefusal } => {
      const seconds = this.secondsUntil(at);
      return {
        refusal: {
          error: 'too_many_attempts',
          message: `Too many wrong attempts. Please wait ${waitText(seconds)} and try again.`,
          retryAfterSeconds: seconds,
        },
      };
    };
    if (nextAt > now) return refusal(nextAt);
    const claimed = failures + 1;
    const claimedNextAt = now + failureDelaySeconds(claimed, this.limits) * 1000;
    const forgetAt = Math.max(claimedNextAt, now) + this.limits.forgetFailuresSeconds * 1000;
    const taken = await this.counters.putIf(
      key,
      { Failures: claimed, NextAt: claimedNextAt },
      forgetAt,
      item ? '#failures = :seen' : 'attribute_not_exists(#key) OR #expires <= :nowSeconds',
      item ? { '#failures': 'Failures' } : { '#expires': 'ExpiresAt' },
      item ? { ':seen': failures } : { ':nowSeconds': Math.floor(now / 1000) },
    );
    // Another guess for the same pair got there first: this one waits its turn.
    if (!taken) return refusal(now + 1000);
    return {
      settle: async (outcome) => {
        const mine = { '#failures': 'Failures' };
        if (outcome === 'success') await this.counters.deleteIf(key, '#failures = :mine', mine, { ':mine': claimed });
        else if (outcome === 'neutral') {
          // Not a guess that failed (Cognito unavailable, a limit): give the attempt back.
          await this.counters.updateIf(key, update().set('Failures', failures).set('NextAt', nextAt).equals('Failures', claimed));
        }
      },
    };
  }

  /** Whether a refresh from this address may reach Cognito now (a fixed window per address). */
  async refreshAllowed(request: FastifyRequest): Promise<boolean> {
    const { count } = await this.counters.hit(`auth-refresh#${request.ip}`, this.windowMs());
    if (count <= this.limits.refreshPerAddress) return true;
    request.log.info({ statusCode: 429, ip: request.ip }, 'refresh refused: too many from this address');
    return false;
  }

  /**
   * Runs one account step under its limits: refuses it (429, Retry-After) or runs `work`, which sends the answer, and
   * counts its outcome. `phone` is the number the step is about (for sign-in's code, the challenge's).
   */
  async run(
    request: FastifyRequest,
    reply: FastifyReply,
    step: AuthStep,
    phone: string | undefined,
    work: () => Promise<void>,
    /** For sign-in: false when the account answers with its authenticator app, so no text is sent or counted. */
    texts = true,
  ): Promise<FastifyReply> {
    // The answer waits in onSend (registerAuthAttempts) until the attempt is counted: a Lambda may be frozen as soon
    // as it answers, and a count written after that (a settled guess, the owner's device) would be late or lost.
    let counted!: () => void;
    counting.set(request, new Promise<void>((resolve) => (counted = resolve)));
    try {
      await this.counted(request, reply, step, phone, work, texts);
    } finally {
      counted();
    }
    // Not awaited inside the count: a reply is a thenable that settles once sent, which the hold above waits for.
    return reply;
  }

  private async counted(
    request: FastifyRequest,
    reply: FastifyReply,
    step: AuthStep,
    phone: string | undefined,
    work: () => Promise<void>,
    texts: boolean,
  ): Promise<void> {
    const refused = await this.byAddress(request);
    if (refused) return void refuse(request, reply, step, refused);
    if (step === 'refresh' && !(await this.refreshAllowed(request))) {
      return void refuse(request, reply, step, {
        error: 'too_many_attempts',
        message: 'Too many attempts from your connection. Please wait a minute and try again.',
        retryAfterSeconds: 60,
      });
    }
    if (phone !== undefined && codeSteps.has(step)) {
      const capped = await this.textCode(request, phone);
      if (capped) return void refuse(request, reply, step, capped);
      await work();
      if (reply.statusCode < 300) this.sms.sent();
      return;
    }
    if (phone === undefined || !guessSteps.has(step)) {
      await work();
      return;
    }
    // An account with an authenticator app signs in without a text: the SMS caps (and an SMS outage) never stop it.
    if (step === 'sign-in' && texts) {
      const capped = await this.sms.signInAllowed(phone);
      if (capped) return void refuse(request, reply, step, capped);
    }
    const claim = await this.claimGuess(step, phone, request.ip);
    if ('refusal' in claim) return void refuse(request, reply, step, claim.refusal);
    const device = provingSteps.has(step) ? this.deviceToken(request, reply) : undefined;
    let outcome: Outcome = 'neutral';
    try {
      await work();
      outcome = outcomeOf(reply.statusCode);
      // The right password made Cognito text the sign-in code: it counts against the number's caps.
      if (step === 'sign-in' && texts && outcome === 'success') await this.sms.record(phone);
      // A right code proves this device holds the number: its later code requests are the owner's.
      if (device && outcome === 'success') await this.markOwner(device, phone);
      return;
    } finally {
      await claim.settle(outcome);
    }
  }
}

type Outcome = 'success' | 'failure' | 'neutral';

/** 2xx: the guess was right; 400, 401, 403: wrong (a code, a password); anything else says nothing about the guess. */
function outcomeOf(status: number): Outcome {
  if (status < 300) return 'success';
  return status === 400 || status === 401 || status === 403 ? 'failure' : 'neutral';
}

function refuse(request: FastifyRequest, reply: FastifyReply, step: AuthStep, refusal: WaitRefusal | SmsRefusal): FastifyReply {
  request.log.info({ statusCode: 429, step, ip: request.ip, reason: refusal.error, retryAfterSeconds: refusal.retryAfterSeconds }, `account ${step} limited`);
  return reply
    .code(429)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send({ error: refusal.error, message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The account attempt limits (set when accounts are on); the session reader asks it before a silent refresh. */
    authAttempts?: AuthAttempts;
  }
}

/** The account steps whose attempt is still being counted, by request (see AuthAttempts.run). */
const counting = new WeakMap<FastifyRequest, Promise<void>>();

/**
 * Makes the limits reachable from the session reader (session-cookies.ts), which refreshes silently, and holds each
 * account step's answer until its attempt is counted.
 */
export function registerAuthAttempts(app: FastifyInstance, attempts: AuthAttempts): void {
  app.decorate('authAttempts', attempts);
  app.addHook('onSend', async (request) => {
    await counting.get(request);
  });
}

/** Whether this request may refresh a session now (always, when accounts run without limits). */
export async function refreshAllowed(request: FastifyRequest): Promise<boolean> {
  const attempts = request.server.authAttempts;
  return attempts ? attempts.refreshAllowed(request) : true;
}
