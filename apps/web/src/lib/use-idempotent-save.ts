// A TanStack Query mutation for one logical write: every retry of it reuses one idempotency key, so a
// repeated click or a retry after a lost response never stores the record twice. The key is dropped
// after success (the next save is a new write) and may be kept in a store to survive a reload.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey, postJson, type ApiError } from './api-client';
import { queryClient } from './query-client';

interface KeyKeeper {
  /** The pending key kept elsewhere (a persisted store), if any. */
  readonly key?: string;
  readonly onKeyChange?: (key: string | undefined) => void;
}

export function useIdempotentSave<Request, Response>(path: string, keeper: KeyKeeper = {}) {
  const localKey = useRef<string | undefined>(undefined);
  return useMutation<Response, ApiError, Request>(
    {
      mutationFn: (body) => {
        let key = keeper.key ?? localKey.current;
        if (!key) {
          key = newIdempotencyKey();
          localKey.current = key;
          keeper.onKeyChange?.(key);
        }
        return postJson<Response>(path, body, key);
      },
      onSuccess: () => {
        localKey.current = undefined;
        keeper.onKeyChange?.(undefined);
      },
    },
    queryClient,
  );
}
