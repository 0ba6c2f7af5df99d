// What accountValidators (account-validators.ts) imports on first use: the account forms' checks from the contracts.
export {
  validateAuthenticatorCode,
  validateConfirmSignUp,
  validatePhoneOnly,
  validateProfile,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  validateSmsCode,
} from '@partybox/contracts/accounts';
