// Types of the generated validators (see validators.js).
import type { ErrorObject } from 'ajv';

export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateContactRequest: GeneratedValidator;
export declare const validateCustomizationRequest: GeneratedValidator;
export declare const validateDeliveryRequest: GeneratedValidator;
export declare const validateSuggestionRequest: GeneratedValidator;
export declare const validateSubscriptionRequest: GeneratedValidator;
