// The virtual card image (spec §4 Card image): loading, then loaded or error. The image needs a
// short-lived token; the first failure (token refused or image not loaded) asks for a new token
// and retries once; a second failure, or no account, is the error state and tells the screen
// to offer a resend (onExpired). Once it shows, the screen is told (onLoaded: the card's text
// follows) and may name the image by the card's last four digits (`name`).
import { useEffect, useRef, useState } from 'react';
import { useProgram } from '@portal/session-store';
import { ERROR_TEXTS } from '@portal/contracts';
import { Alert, fillProgram } from '@portal/ui';
import { SCREEN_TEXT } from '#shared/messages';
import { useVirtualCardApi } from '#shared/virtual-card-api';
import styles from './card-image.module.css';

export interface CardImageProps {
  accountId: string;
  cardImageId: string;
  onExpired?: () => void;
  onLoaded?: () => void;
  /** the image's accessible name once known ('Virtual Visa ending 4924'); the programme's card until then */
  name?: string;
}

type Phase = 'loading' | 'loaded' | 'error';

/** tries in all: the first one and the retry with a new token */
const MAX_ATTEMPTS = 2;

export function CardImage({ accountId, cardImageId, onExpired, onLoaded, name }: CardImageProps) {
  const api = useVirtualCardApi();
  const program = useProgram();
  const [phase, setPhase] = useState<Phase>('loading');
  // the attempt keys the <img>: a retry is a new element even when the server hands out the same URL
  const [image, setImage] = useState<{ src: string; attempt: number } | null>(null);
  const attempts = useRef(0);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const live = useRef(true);
  // the image's error event retries through the same path as a refused token
  const retry = useRef<() => void>(() => {});

  useEffect(() => {
    live.current = true;
    attempts.current = 0;
    setPhase('loading');
    setImage(null);

    const fail = () => {
      if (!live.current) return;
      if (attempts.current < MAX_ATTEMPTS) {
        attempt();
      } else {
        setPhase('error');
        expired.current?.();
      }
    };
    const attempt = () => {
      attempts.current += 1;
      api.getToken({ accountId }).then(({ token }) => {
        if (live.current) setImage({ src: api.cardImageUrl(cardImageId, token), attempt: attempts.current });
      }, fail);
    };
    retry.current = fail;

    if (!accountId || !cardImageId) {
      setPhase('error');
      expired.current?.();
    } else {
      attempt();
    }
    return () => {
      live.current = false;
    };
  }, [api, accountId, cardImageId]);

  if (phase === 'error') {
    return <Alert tone="error">{ERROR_TEXTS.cardImageFailed}</Alert>;
  }
  const alt = name ?? fillProgram(SCREEN_TEXT.imageAlt, program);
  return (
    <div className={styles.frame}>
      {phase === 'loading' && (
        <p role="status" className={styles.loading}>
          {SCREEN_TEXT.imageLoading}
        </p>
      )}
      {image !== null && (
        <img
          key={image.attempt}
          src={image.src}
          alt={alt}
          className={phase === 'loaded' ? styles.image : styles.pending}
          aria-hidden={phase === 'loaded' ? undefined : true}
          onLoad={() => {
            setPhase('loaded');
            onLoaded?.();
          }}
          onError={() => retry.current()}
        />
      )}
    </div>
  );
}
