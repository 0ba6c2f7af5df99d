// The one client hook for idempotent saves: a TanStack Query mutation whose `save(request)` picks the request's
// idempotency key first. A retry of the same request reuses its key, so a repeated click or a retry after a lost
// response never stores the record twice; a request the customer edited after a failure gets a fresh key, because
// the API refuses a reused key with another body (422). The key may be kept in a persisted store
// (a KeySlot) to survive a reload, and is dropped after success (the next save is a new write).
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey, postJson, type ApiError, type ApiPath } from './api-client';
import { queryClient } from './query-client';

/** A short, stable fingerprint of a JSON value (FNV-1a over its JSON text). */
export function fingerprintOf(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The key for a write identified by `identity`: `current` when it was made for the same write, else a new one. */
export function keyForRequest(identity: unknown, current: string | undefined): string {
  const fingerprint = fingerprintOf(identity);
  return current?.startsWith(`${fingerprint}-`) ? current : `${fingerprint}-${newIdempotencyKey()}`;
}

/** Where the pending key lives: a persisted store (to survive a reload) or, by default, the component. */
export interface KeySlot {
  readonly read: () => string | undefined;
  readonly write: (key: string | undefined) => void;
}

type SaveOptions<Response, Request> = MutateOptions<Response, ApiError, Request> & {
  /** The part of the request that makes it the same write (default: all of it). */
  readonly identity?: unknown;
};

/** The mutation of POST /api/<path> plus `save(request, options)`, which picks the request's key before sending it. */
export function useIdempotentSave<Request, Response>(path: ApiPath, slot?: KeySlot) {
  const localKey = useRef<string | undefined>(undefined);
  const keys: KeySlot = slot ?? {
    read: () => localKey.current,
    write: (key) => {
      localKey.current = key;
    },
  };
  const mutation = useMutation<Response, ApiError, Request>(
    {
      // save() chose the key just before this runs; a bare mutate() (no identity) gets one of its own.
      mutationFn: (body) => {
        let key = keys.read();
        if (!key) {
          key = newIdempotencyKey();
          keys.write(key);
        }
        return postJson<Response>(path, body, key);
      },
      onSuccess: () => keys.write(undefined),
    },
    queryClient,
  );
  const save = (request: Request, { identity = request, ...options }: SaveOptions<Response, Request> = {}) => {
    keys.write(keyForRequest(identity, keys.read()));
    mutation.mutate(request, options);
  };
  return { ...mutation, save };
}
