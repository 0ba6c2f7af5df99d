// Themes the customer saved for later, shown on the profile page.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

/** A saved theme. */
export interface WishlistItem {
  readonly themeId: string;
  readonly name: string;
  readonly route: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly basePrice: number;
}

interface WishlistState {
  items: WishlistItem[];
  /** Adds the theme, or removes it when it is already saved. */
  toggle: (item: WishlistItem) => void;
  remove: (themeId: string) => void;
}

export const useWishlistStore = registerPersistedStore(
  create<WishlistState>()(
    persisted('wishlist', (set) => ({
      items: [],
      toggle: (item) =>
        set((state) =>
          state.items.some((saved) => saved.themeId === item.themeId)
            ? { items: state.items.filter((saved) => saved.themeId !== item.themeId) }
            : { items: [...state.items, item] },
        ),
      remove: (themeId) => set((state) => ({ items: state.items.filter((saved) => saved.themeId !== themeId) })),
    })),
  ),
);
