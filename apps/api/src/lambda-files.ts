// Files the Lambda bundle carries beside its code, written when it is built (apps/infra/src/api-bundle.ts) and read by
// the Lambda entry: checked once at build, only parsed at a cold start.

/** The message texts (catalog/messages.json) as `loadMessages` checked them, next to CHECKED_CATALOG_FILE. */
export const checkedMessagesFileName = 'messages.checked.json';
