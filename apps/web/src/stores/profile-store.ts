// The customer as the shop knows them on this device: filled from the forms they send and the profile editor.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

/** What the storefront remembers about the customer. */
export interface Customer {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** When the customer was first known on this device (ISO timestamp). */
  readonly createdAt: string;
}

interface ProfileState {
  customer: Customer | null;
  /** Records who the customer is, keeping the first-known date. */
  remember: (details: Pick<Customer, 'name' | 'phone' | 'email'>) => void;
}

export const useProfileStore = registerPersistedStore(
  create<ProfileState>()(
    persisted('profile', (set) => ({
      customer: null,
      remember: (details) => set((state) => ({ customer: { ...details, createdAt: state.customer?.createdAt ?? new Date().toISOString() } })),
    })),
  ),
);
