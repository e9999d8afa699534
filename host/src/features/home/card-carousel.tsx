// spec §2 Home (with a session): 'Popular types of cards', a carousel of the programme's card
// images. Built as the WAI-ARIA APG carousel: a region with aria-roledescription 'carousel',
// slides as groups with aria-roledescription 'slide', previous/next buttons, a polite live
// region announcing the slide shown; no auto-rotation (nothing to pause). Arrow keys on a
// focused control move between slides too.
import { useId, useState, type KeyboardEvent } from 'react';
import { fill, type Program } from '@portal/contracts';
import { HOME_TEXT } from './messages';
import styles from './card-carousel.module.css';

export interface CardCarouselProps {
  /** id of the visible heading that names the carousel */
  labelledBy: string;
  images: Program['carouselImages'];
}

export function CardCarousel({ labelledBy, images }: CardCarouselProps) {
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const total = images.length;
  if (total === 0) return null;
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const t = HOME_TEXT.carousel;
  const current = images[index];
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={t.previous}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div id={slidesId} className={styles.slides} aria-live="polite">
          {images.map((image, i) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(t.slide, { n: String(i + 1), total: String(total) })}
              className={styles.slide}
              hidden={i !== index}
            >
              <img src={image.src} alt={image.alt} className={styles.image} width={302} height={190} />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={t.next}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className={styles.caption}>{current?.alt}</p>
      <div className={styles.dots}>
        {images.map((image, i) => (
          <button
            key={image.src}
            type="button"
            className={styles.dot}
            aria-label={fill(t.goTo, { n: String(i + 1) })}
            aria-current={i === index ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
