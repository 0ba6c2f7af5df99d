// Types of the generated checkout validators (see checkout-validators.js).
import type { GeneratedValidator } from './validators.js';

export declare const validateCheckoutCreateRequest: GeneratedValidator;
export declare const validateCheckoutPatchRequest: GeneratedValidator;
export declare const validateCheckoutCompleteRequest: GeneratedValidator;
export declare const validateDraftOrderRequest: GeneratedValidator;
export declare const validateDraftOrderFinaliseRequest: GeneratedValidator;
