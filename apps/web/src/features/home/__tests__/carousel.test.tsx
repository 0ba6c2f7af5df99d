import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  // jsdom lays nothing out: the track gets the widths a browser would measure, and a ResizeObserver the test
  // fires the way a browser does when the window (and so the track) changes size.
  const track = { scrollWidth: 2400, clientWidth: 1000 };
  let resizeTrack: (() => void) | undefined;
  const isTrack = (element: Element) => element.classList.contains('kit__track');

  beforeEach(() => {
    resizeTrack = undefined;
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return isTrack(this) ? track.scrollWidth : 0;
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isTrack(this) ? track.clientWidth : 0;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(element: Element) {
          if (isTrack(element)) resizeTrack = () => this.callback();
        }
        disconnect() {
          resizeTrack = undefined;
        }
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Object.assign(track, { scrollWidth: 2400, clientWidth: 1000 });
  });

  async function renderCarousel() {
    renderApp('/home');
    const previous = await screen.findByRole('button', { name: 'Previous items' });
    const next = screen.getByRole('button', { name: 'Next items' });
    await waitFor(() => expect(resizeTrack).toBeDefined());
    return { previous, next };
  }

  it('disables Previous at the start and Next at the end', async () => {
    const { previous, next } = await renderCarousel();
    expect(previous).toBeDisabled();
    // 1400 px to scroll: five steps of 240 px leave 200 px, the sixth reaches the end.
    for (let step = 1; step <= 5; step++) fireEvent.click(next);
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(next).toBeEnabled();
  });

  it('measures the track again when it is resized', async () => {
    const { previous, next } = await renderCarousel();
    expect(next).toBeEnabled();
    track.clientWidth = 2400;
    act(() => resizeTrack?.());
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();
    track.clientWidth = 1000;
    act(() => resizeTrack?.());
    expect(next).toBeEnabled();
  });
});
