// Types of the generated payments validators (see payments-validators.js).
import type { GeneratedValidator } from './validators.js';

export declare const validatePaymentVerifyRequest: GeneratedValidator;
export declare const validateOperatorRefundRequest: GeneratedValidator;
