// Who is in the operators group, and taking someone out of it. Only the operator:list and operator:remove scripts call
// these, with the deployer's credentials (the server makes no Cognito admin call).
import {
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { e164Phone } from '@partybox/contracts/phone';
import { operatorsGroup } from './user-pool';

interface Pool {
  readonly client: CognitoIdentityProviderClient;
  readonly userPoolId: string;
}

/** One member of the operators group: the phone as +91 and 10 digits, and the name shown in order histories. */
export interface OperatorEntry {
  readonly phone: string;
  readonly name: string;
}

/** Every member of the operators group, page by page (Cognito answers at most 60 a page); none when the group is missing. */
export async function listOperators({ client, userPoolId }: Pool): Promise<OperatorEntry[]> {
  const members: OperatorEntry[] = [];
  let next: string | undefined;
  do {
    let page;
    try {
      page = await client.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: operatorsGroup, Limit: 60, NextToken: next }));
    } catch (error) {
      if ((error as { name?: string }).name === 'ResourceNotFoundException') return [];
      throw error;
    }
    for (const user of page.Users ?? []) {
      const value = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
      // On AWS the username is a UUID and the phone an attribute; on the emulator the username is the phone.
      members.push({ phone: value('phone_number') || (user.Username ?? ''), name: value('name') });
    }
    next = page.NextToken;
  } while (next);
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.phone.localeCompare(b.phone));
}

/**
 * Takes `phone` out of the operators group (the account stays a customer's) and signs it out everywhere, so no refresh
 * token renews a session that still carries the group. Answers false when the phone was no operator.
 */
export async function removeOperator(pool: Pool, phone: string): Promise<boolean> {
  const { client, userPoolId } = pool;
  const username = e164Phone(phone);
  const members = await listOperators(pool);
  if (!members.some((member) => member.phone === username)) return false;
  await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: operatorsGroup }));
  await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
  return true;
}
