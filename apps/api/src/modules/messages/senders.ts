// How customer messages leave the server: to the log (embedded mode, tests, NOTIFICATIONS=log), or through Amazon SNS
// (SMS) and Amazon SES v2 (e-mail) with NOTIFICATIONS=aws. The two SDK clients (about 85 KB) are imported at the first
// message, not at start: most cold starts send nothing.
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import { loadOnFirstUse } from '../../platform/loading/load-on-first-use';
import { smsNumber } from './sms-caps';

const snsSdk = loadOnFirstUse('The SNS client (@aws-sdk/client-sns)', () => import('@aws-sdk/client-sns'));
const sesSdk = loadOnFirstUse('The SES v2 client (@aws-sdk/client-sesv2)', () => import('@aws-sdk/client-sesv2'));

/** One message, its texts filled in. */
export type OutgoingMessage =
  | {
      readonly channel: 'sms';
      readonly to: string;
      readonly text: string;
      readonly orderNumber: string;
      /** The texts its record (an order) sent this number before it, as the order counts them (`TextsSent`, dispatcher.ts). */
      readonly textsSent?: number;
    }
  | { readonly channel: 'email'; readonly to: string; readonly subject: string; readonly text: string; readonly orderNumber: string };

export { PermanentSendFailure } from './send-failures';

/** Sends one message; throws when it was not accepted (the dispatcher retries later, unless the failure is permanent). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The one log line of a message in log mode: `SMS to +91XXXXXXXXXX: <text>` or `E-mail to <address>: <subject>`. */
export function messageLogLine(message: OutgoingMessage): string {
  return message.channel === 'sms' ? `SMS to ${message.to}: ${message.text}` : `E-mail to ${message.to}: ${message.subject}`;
}

/** Writes each message as one info line of the server's log. */
export class LogSender implements MessageSender {
  constructor(private readonly log: { info(object: object, message: string): void }) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.log.info({ notification: { channel: message.channel, orderNumber: message.orderNumber } }, messageLogLine(message));
  }
}

/** Amazon SNS for SMS (transactional, so DND numbers still get them) and SES v2 for e-mail, from `emailFrom`. */
export class AwsSender implements MessageSender {
  private sns: SNSClient | undefined;
  private ses: SESv2Client | undefined;

  constructor(
    private readonly region: string,
    private readonly emailFrom: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') {
      const { SNSClient, PublishCommand } = await snsSdk();
      this.sns ??= new SNSClient({ region: this.region });
      await this.sns.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.text,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
      return;
    }
    if (!this.emailFrom) throw new Error('NOTIFY_EMAIL_FROM is not set: e-mail cannot be sent');
    const { SESv2Client, SendEmailCommand } = await sesSdk();
    this.ses ??= new SESv2Client({ region: this.region });
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.emailFrom,
        Destination: { ToAddresses: [message.to] },
        Content: { Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } } },
      }),
    );
  }

  close(): void {
    this.sns?.destroy();
    this.ses?.destroy();
  }
}

/**
 * Texts only to the numbers on the allow-list (SMS_ALLOW_LIST, set on staging): a text to any other number is not
 * handed to `inner` but written as one log line saying so, and counts as handled, since it will never be sent. E-mail
 * passes. Put in front of the caps, so a text that is not sent spends none of them.
 */
export class SmsAllowListSender implements MessageSender {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly inner: MessageSender,
    allowList: readonly string[],
    private readonly log: { info(object: object, message: string): void },
  ) {
    this.allowed = new Set(allowList.map(smsNumber));
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms' && !this.allowed.has(smsNumber(message.to))) {
      this.log.info(
        { notification: { channel: 'sms', orderNumber: message.orderNumber, notSent: 'SMS_ALLOW_LIST' } },
        `SMS to ******${message.to.slice(-4)} not sent: the number is not on SMS_ALLOW_LIST`,
      );
      return;
    }
    await this.inner.send(message);
  }
}
