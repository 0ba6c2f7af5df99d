// Settings and secrets from SSM Parameter Store, for the Lambda entry: every parameter under one path, named like the
// environment variable it sets (`/partybox/prod/ORDER_LINK_SECRET`), SecureStrings decrypted. Read once per cold start.
import { GetParametersByPathCommand, SSMClient } from '@aws-sdk/client-ssm';

/** The parameters under `path` (recursively, decrypted) as variable name → value; the name is the last path segment. */
export async function readParameters(path: string, region: string, client = new SSMClient({ region })): Promise<Record<string, string>> {
  const settings: Record<string, string> = {};
  let nextToken: string | undefined;
  do {
    const page = await client.send(new GetParametersByPathCommand({ Path: path, Recursive: true, WithDecryption: true, NextToken: nextToken }));
    for (const parameter of page.Parameters ?? []) {
      const name = parameter.Name?.split('/').pop();
      if (name && parameter.Value !== undefined) settings[name] = parameter.Value;
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return settings;
}
