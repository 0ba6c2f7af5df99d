// The lint rules that keep the API's layers (eslint.config.mjs, apiModules and apiPlatform): each case lints one small
// file written where the wrong import would sit, through ESLint itself with the API's config (the one `pnpm lint` uses
// here), so a rule that stopped matching (a renamed folder, an `except` that lets everything through) fails here.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const src = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: apiRoot });

const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The import-boundary messages ESLint gives `code` as if it were the file `path` (under apps/api/src). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${src}${path}` });
  return result!.messages.filter((message) => boundaryRules.has(message.ruleId ?? '')).map((message) => message.message);
}

describe('the API module boundaries', () => {
  it('refuses a platform file that imports a module', async () => {
    const errors = await boundaryErrors('platform/db/wrong.ts', "import { OrderRepository } from '../../modules/orders';\nexport const x = OrderRepository;\n");
    expect(errors).toEqual([expect.stringContaining('platform/ knows no module')]);
  });

  it("refuses a module that reaches into another module's files instead of its index.ts", async () => {
    const errors = await boundaryErrors('modules/payments/wrong.ts', "import { placeOrder } from '../orders/order-changes';\nexport const x = placeOrder;\n");
    expect(errors).toEqual([expect.stringContaining('Import the orders module through its index.ts')]);
  });

  it('refuses a module importing a module it may not (one that would close a loop)', async () => {
    const errors = await boundaryErrors('modules/orders/wrong.ts', "import { PaymentService } from '../payments';\nexport const x = PaymentService;\n");
    expect(errors).toEqual([expect.stringContaining('The orders module may import only accounts, messages module')]);
  });

  it('refuses a platform folder importing one below it in reverse', async () => {
    const errors = await boundaryErrors('platform/env/wrong.ts', "import { tablesFor } from '../db/tables';\nexport const x = tablesFor;\n");
    expect(errors).toEqual([expect.stringContaining('platform/env may import no other platform folder')]);
  });

  it("refuses server.ts-level code that reaches into a module's files", async () => {
    const errors = await boundaryErrors(
      'wrong.ts',
      "import { OrderRepository } from './modules/orders/order-repository';\nexport const x = OrderRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import the orders module through its index.ts')]);
  });

  it("accepts a module importing an allowed module's index.ts, and its own files", async () => {
    const errors = await boundaryErrors(
      'modules/payments/right.ts',
      "import { OrderRepository } from '../orders';\nimport { PaymentService } from './payment-service';\nexport const x = [OrderRepository, PaymentService];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses Fastify in a module file that is not a route file, and lets a route file use it', async () => {
    const code = "import type { FastifyReply } from 'fastify';\nexport type X = FastifyReply;\n";
    expect(await boundaryErrors('modules/orders/order-service.ts', code)).toEqual([expect.stringContaining('Only route files import Fastify')]);
    expect(await boundaryErrors('modules/orders/order-notes-routes.ts', code)).toEqual([]);
  });
});
