// Types of the generated operations validators (see operations-validators.js).
import type { GeneratedValidator } from './validators.js';

export declare const validateOrderStatusChange: GeneratedValidator;
export declare const validatePaymentStatusChange: GeneratedValidator;
export declare const validateInboxHandled: GeneratedValidator;
export declare const validateCustomerCancel: GeneratedValidator;
export declare const validateOrderNote: GeneratedValidator;
export declare const validateLinkRotation: GeneratedValidator;
export declare const validateOrderEdit: GeneratedValidator;
export declare const validateCustomerEdit: GeneratedValidator;
