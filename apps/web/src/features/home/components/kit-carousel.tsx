// "WHAT'S INSIDE THE PARTY BOX?": a scrollable row of kit items with previous and next buttons.
import { useEffect, useRef, useState } from 'react';
import home from 'virtual:catalog/home';
import { ChevronIcon } from '../../../components/icons';
import { stepCarousel } from './carousel-position';
import { servedPaths } from '../../../config/paths';

export function KitCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  const [max, setMax] = useState(1);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setMax(element.scrollWidth - element.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const move = (direction: 1 | -1) => {
    const next = stepCarousel(offset, direction, max);
    setOffset(next);
    track.current?.scrollTo?.({ left: next, behavior: 'smooth' });
  };

  return (
    <section className="section kit" aria-labelledby="kit-title" aria-roledescription="carousel">
      <div className="kit__head">
        <h2 id="kit-title">WHAT'S INSIDE THE PARTY BOX?</h2>
        <div className="kit__controls">
          <button type="button" className="icon-button kit__button" aria-label="Previous items" disabled={offset <= 0} onClick={() => move(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="icon-button kit__button" aria-label="Next items" disabled={offset >= max} onClick={() => move(1)}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <ul
        ref={track}
        className="kit__track"
        tabIndex={0}
        aria-label="Kit items, scroll sideways"
        onScroll={(event) => setOffset(event.currentTarget.scrollLeft)}
      >
        {home.carousel.map((item) => (
          <li key={item.title} className="kit__item card">
            <img src={servedPaths.images.getHref(item.img.src)} alt={item.img.alt} width={480} height={480} loading="lazy" />
            <h3>{item.title}</h3>
            <p>{item.desc}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
