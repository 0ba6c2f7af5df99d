// The SNS topic alarms are sent to, encrypted with a customer-managed KMS key whose policy lets CloudWatch (and AWS
// Budgets) use it: CloudWatch cannot publish to a topic encrypted with the AWS-managed alias/aws/sns key, whose policy
// nobody can change, so alarms to such a topic are silently dropped. Subscribers come from the stage's settings.
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, SmsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';
import type { AlarmSubscriber } from './stages';

/** The services that publish to the alarm topic. */
export const alarmPublishers = ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com'] as const;

export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: { subscribers: readonly AlarmSubscriber[] }) {
    super(scope, id);
    if (props.subscribers.length === 0) throw new Error('alarmSubscribers is empty: an alarm nobody receives is no alarm (src/stages.ts)');
    const stack = Stack.of(this);
    this.key = new Key(this, 'Key', {
      description: `Party Box alarm topic (${stack.stackName}): CloudWatch and Budgets publish with it`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Publishing to an encrypted topic needs GenerateDataKey and Decrypt on its key. No condition here: the key serves
    // this topic only, and a condition key the service does not send would drop every alarm without a word.
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AlarmPublishers',
        principals: alarmPublishers.map((service) => new ServicePrincipal(service)),
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'Topic', { displayName: 'Party Box alarms', enforceSSL: true, masterKey: this.key });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AlarmPublishers',
        principals: alarmPublishers.map((service) => new ServicePrincipal(service)),
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        // Budgets and CloudWatch name the publishing account; no other account's budget or alarm may post here.
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    for (const subscriber of props.subscribers) {
      const subscription = 'email' in subscriber ? new EmailSubscription(subscriber.email) : new SmsSubscription(subscriber.sms);
      this.topic.addSubscription(subscription);
    }
    acknowledge(this, [
      {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'E-mail and SMS subscriptions of the alarm topic: a message SNS cannot deliver stays visible as the alarm state in CloudWatch; a dead-letter queue nobody reads would add nothing.',
      },
    ]);
  }
}

/** Sends `alarm` to the topic when it fires and again when it is over (OK), so nobody has to look whether it still is. */
export function notifyBothWays(alarm: Alarm, topic: AlarmTopic): void {
  const action = new SnsAction(topic.topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
}
