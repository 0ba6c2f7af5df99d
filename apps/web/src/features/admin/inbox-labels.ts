// The console's names for its inboxes, in the order of its navigation.
import type { InboxKind } from '@partybox/contracts/operations';

export const inboxLabels: Record<InboxKind, string> = {
  contact: 'Contact messages',
  custom: 'Custom requests',
  suggestions: 'Theme suggestions',
  subscribers: 'Subscribers',
};
