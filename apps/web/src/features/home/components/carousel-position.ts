// Where the kit carousel may scroll: steps of 240 px, never below 0 nor past the end.

/** Pixels the carousel moves per click. */
export const carouselStep = 240;

/** The offset after one click, kept within 0 and `max`. */
export function stepCarousel(offset: number, direction: 1 | -1, max: number): number {
  return Math.min(Math.max(0, offset + direction * carouselStep), Math.max(0, max));
}
