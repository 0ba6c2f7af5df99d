// Which cart line a theme page's box became, remembered for the browser tab (sessionStorage, one entry per theme, like
// the page's ticks): Back from /customize, a change of add-ons and "Customize & Proceed" again then change THAT box in
// the cart instead of adding a second one (the customer would have paid for two). Once the line is gone (ordered,
// removed in the cart) the theme page adds a new box again.
const storageKey = (themeId: string) => `partybox:line:${themeId}`;
/** The lines of this page's life, for when storage is full or switched off. */
const inMemory = new Map<string, string>();

/** The id of the cart line this theme's page last put its box in, if any. */
export function editedLineId(themeId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(themeId)) ?? inMemory.get(themeId);
  } catch {
    return inMemory.get(themeId);
  }
}

/** Remembers that this theme's page put its box in cart line `lineId`. */
export function rememberEditedLine(themeId: string, lineId: string): void {
  try {
    sessionStorage.setItem(storageKey(themeId), lineId);
    inMemory.delete(themeId);
  } catch {
    inMemory.set(themeId, lineId);
  }
}
