// The English feedback file of @zxcvbn-ts/language-en, imported on its own (the package types only its index).
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';
  const translations: TranslationKeys;
  export default translations;
}
