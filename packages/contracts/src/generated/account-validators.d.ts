// Types of the generated account validators (see account-validators.js).
import type { GeneratedValidator } from './validators.js';

export declare const validateSignUpRequest: GeneratedValidator;
export declare const validateConfirmSignUpRequest: GeneratedValidator;
export declare const validatePhoneRequest: GeneratedValidator;
export declare const validateSignInRequest: GeneratedValidator;
export declare const validateSmsCodeRequest: GeneratedValidator;
export declare const validateAuthenticatorCodeRequest: GeneratedValidator;
export declare const validateResetPasswordRequest: GeneratedValidator;
export declare const validateProfileRequest: GeneratedValidator;
