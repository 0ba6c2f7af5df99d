// Types for dynalite, which ships none: a factory returning a Node HTTP server that speaks the DynamoDB API.
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** LevelDB folder; in memory when omitted. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
    ssl?: boolean;
  }

  /** Creates (does not start) a dynalite server; `close()` also closes its database, `listen()` reopens it. */
  export default function dynalite(options?: DynaliteOptions): Server;
}
