// The delivery step: the form's draft, the key of its pending save and the id of the saved details the order refers
// to, persisted so a reload loses nothing and a retry never saves twice.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../../../lib/persisted-store';

interface DeliveryState {
  draft: Record<string, string>;
  idempotencyKey?: string;
  savedId?: string;
  /** The fingerprint (fingerprintOf) of the request saved as `savedId`: unchanged details need no second save. */
  savedFor?: string;
  keepDraft: (draft: Record<string, string>) => void;
  setKey: (key: string | undefined) => void;
  setSaved: (id: string, fingerprint: string) => void;
  /** After an order: the address may start the next one, but it is saved afresh for it. */
  finish: () => void;
}

export const useDeliveryStore = registerPersistedStore(
  create<DeliveryState>()(
    persisted('delivery', (set) => ({
      draft: {},
      keepDraft: (draft) => set({ draft }),
      setKey: (idempotencyKey) => set({ idempotencyKey }),
      setSaved: (savedId, savedFor) => set({ savedId, savedFor }),
      finish: () => set({ idempotencyKey: undefined, savedId: undefined, savedFor: undefined }),
    })),
  ),
);
