// Types of the generated calendar validators (see calendar-validators.js).
import type { GeneratedValidator } from './validators.js';

export declare const validateCalendarDayChange: GeneratedValidator;
