// The /customize form's draft and the key of its pending save, persisted so a reload loses nothing and a retry never
// saves twice. A draft remembers which order it came after, so a finished party's details never start the next one.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../../../lib/persisted-store';

interface CustomizationDraftState {
  /** The values as typed. */
  draft: Record<string, string>;
  /** The last order placed when the draft was typed (see useCheckoutStore's lastOrderId). */
  after?: string;
  idempotencyKey?: string;
  keepDraft: (draft: Record<string, string>, after: string | undefined) => void;
  setKey: (key: string | undefined) => void;
}

export const useCustomizationDraftStore = registerPersistedStore(
  create<CustomizationDraftState>()(
    persisted('customization', (set) => ({
      draft: {},
      keepDraft: (draft, after) => set({ draft, after }),
      setKey: (idempotencyKey) => set({ idempotencyKey }),
    })),
  ),
);
