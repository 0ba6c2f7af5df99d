import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselStep, stepCarousel } from '../components/carousel-position';
import { renderApp } from '../../../testing/render-app';

describe('carousel position', () => {
  it('moves 240 px per click and stays within 0 and the end', () => {
    expect(carouselStep).toBe(240);
    expect(stepCarousel(0, 1, 1000)).toBe(240);
    expect(stepCarousel(240, -1, 1000)).toBe(0);
    expect(stepCarousel(0, -1, 1000)).toBe(0);
    expect(stepCarousel(960, 1, 1000)).toBe(1000);
    expect(stepCarousel(1000, 1, 1000)).toBe(1000);
    expect(stepCarousel(0, 1, 100)).toBe(100);
  });
});

describe('the home carousel', () => {
  it('disables Previous at the start and Next at the end', async () => {
    renderApp('/home');
    const previous = await screen.findByRole('button', { name: 'Previous items' });
    const next = screen.getByRole('button', { name: 'Next items' });
    const track = previous.closest('section')!.querySelector('ul')!;
    Object.defineProperty(track, 'scrollWidth', { value: 2400, configurable: true });
    Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
    fireEvent(window, new Event('resize'));
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(previous).toBeEnabled();
    fireEvent.click(previous);
    expect(previous).toBeDisabled();
  });
});
