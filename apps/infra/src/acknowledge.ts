// cdk-nag findings accepted on purpose, each with the reason (cdk-nag v3 reads CDK's own acknowledgements).
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** A rule id (with `[Resource::…]` for one finding of a rule that reports several) and why it does not apply. */
export interface Acknowledgement {
  readonly id: string;
  readonly reason: string;
}

export function acknowledge(construct: IConstruct, acknowledgements: readonly Acknowledgement[]): void {
  for (const acknowledgement of acknowledgements) Validations.of(construct).acknowledge({ ...acknowledgement });
}
