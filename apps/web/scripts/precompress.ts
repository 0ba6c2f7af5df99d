// Writes brotli (.br) and gzip (.gz) copies of every text file of the build, so the server sends compressed
// bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json)$/;

/** Compresses every compressible file under `dir` (recursively); returns how many files it wrote. */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
    } else if (compressible.test(name)) {
      const source = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      written += 2;
    }
  }
  return written;
}
