// A short message carried to the next page in the navigation's state ("already in your cart"), shown there by the
// layout, so a flow can say what it did without the next page knowing about it.

/** Navigation options that carry `notice` to the next page. */
export function withNotice(notice: string): { state: { notice: string } } {
  return { state: { notice } };
}

/** The notice a navigation carried, if any. */
export function noticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}
