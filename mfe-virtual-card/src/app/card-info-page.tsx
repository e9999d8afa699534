// The card information screen (spec §2 'Card ready / card information screen'): a loader while
// the agreement status is checked, then 'This is your Virtual Card' with the card image (loaded
// only once the agreement is accepted), the 'What's next' list and the important notes. The
// agreement modal opens when the agreement is not accepted; an image that cannot be loaded
// (after one retry), a missing account, or a link the server calls expired, superseded or unknown
// (agreement check or Ok answering 410/404) shows the expired-link view with resend, alone. In a
// partner's card frame (`verification` given) the member first types the code sent to their
// contact of record: until then nothing of the card is asked of the portal, which would refuse it.
// Once the image shows, the card's number, expiry and CVV follow as text (card-details).
// The page takes the shell's content width, as every page does (the card image stays at most
// 302 px wide); its title is the portal's PageHeader. Inside a partner's site the screen speaks
// for the programme (PARTNER_TEXTS): whose card it is and whom to call, no 'this website'.
import { useCallback, useRef, useState } from 'react';
import type { CardInfoProps } from '@portal/contracts/props';
import { useProgram } from '@portal/session-store';
import { fill } from '@portal/contracts';
import { CallButton, PageHeader, fillProgram } from '@portal/ui';
import { PARTNER_TEXTS, SCREEN_TEXT } from '#shared/messages';
import { AgreementModal } from '../features/agreement/agreement-modal';
import { CardDetails } from '../features/card-details/card-details';
import { CardImage } from '../features/card-image/card-image';
import { CardGuide } from '../features/card-guide/card-guide';
import { ExpiredLink } from '../features/resend/expired-link';
import { VerifyCode, type EmbedVerification } from '../features/verify/verify-code';
import styles from './card-info-page.module.css';

type Agreement = 'checking' | 'required' | 'accepted';

export interface CardInfoPageProps extends CardInfoProps {
  /** the member accepted the agreement here (signed it with Ok): the partner frame tells its page */
  onAgreementAccepted?: () => void;
  /** a partner's embed session: the member's code comes first (the frame makes the calls) */
  verification?: EmbedVerification;
}

export function CardInfoPage({ verification, ...props }: CardInfoPageProps) {
  const [verified, setVerified] = useState(!verification);
  const onVerified = useCallback(() => setVerified(true), []);
  if (verification && !verified) {
    return (
      <div className={styles.page}>
        <VerifyCode verification={verification} onVerified={onVerified} />
      </div>
    );
  }
  return <CardScreen {...props} partner={Boolean(verification)} />;
}

interface CardScreenProps extends Omit<CardInfoPageProps, 'verification'> {
  /** in a partner's card frame: the partner's words */
  partner: boolean;
}

function CardScreen({ onAgreementAccepted, partner, ...props }: CardScreenProps) {
  const { accountId, cardImageId } = props;
  const program = useProgram();
  const hasLink = Boolean(accountId && cardImageId);
  // without the link's ids there is nothing to check: straight to the expired-link view
  const [agreement, setAgreement] = useState<Agreement>(hasLink ? 'checking' : 'accepted');
  const [expired, setExpired] = useState(!hasLink);

  // the modal's onAccepted also fires for an agreement found accepted: only a signature here is told
  const required = useRef(false);
  const onChecked = useCallback((accepted: boolean) => {
    required.current = !accepted;
    setAgreement(accepted ? 'accepted' : 'required');
  }, []);
  const onAccepted = useCallback(() => {
    if (required.current) {
      required.current = false;
      onAgreementAccepted?.();
    }
    setAgreement('accepted');
  }, [onAgreementAccepted]);
  const onExpired = useCallback(() => setExpired(true), []);
  const [imageShown, setImageShown] = useState(false);
  const onImageLoaded = useCallback(() => setImageShown(true), []);
  const [last4, setLast4] = useState<string | null>(null);
  const onDetailsShown = useCallback(
    (details: { cardNumber: string }) => setLast4(details.cardNumber.slice(-4)),
    [],
  );

  // one clear state for a link that no longer opens the card: its own page heading, the resend
  // and the phone, without the card's heading, an image error or the guide to a card not shown
  if (expired) {
    return (
      <div className={styles.page}>
        <ExpiredLink accountId={accountId} focusOnShow={hasLink} partner={partner} />
        <AgreementModal {...props} onChecked={onChecked} onAccepted={onAccepted} onExpired={onExpired} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {agreement === 'checking' ? (
        <p role="status" className={styles.loading}>
          {SCREEN_TEXT.loading}
        </p>
      ) : (
        <>
          {partner ? (
            <div className={styles.partnerHeader}>
              <PageHeader title={PARTNER_TEXTS.heading} lead={fillProgram(PARTNER_TEXTS.lead, program)} />
              <CallButton
                phone={program.supportPhone}
                label={PARTNER_TEXTS.call}
                hours={program.supportHours}
                variant="secondary"
              />
            </div>
          ) : (
            <PageHeader title={SCREEN_TEXT.heading} />
          )}
          <div className={styles.layout}>
            <div className={styles.card}>
              {agreement === 'accepted' && hasLink && (
                <CardImage
                  accountId={accountId}
                  cardImageId={cardImageId}
                  onExpired={onExpired}
                  onLoaded={onImageLoaded}
                  name={last4 === null ? undefined : fill(SCREEN_TEXT.imageAltEnding, { last4 })}
                />
              )}
              {imageShown && (
                <CardDetails accountId={accountId} cardImageId={cardImageId} onShown={onDetailsShown} />
              )}
            </div>
            <CardGuide partner={partner} />
          </div>
        </>
      )}
      <AgreementModal {...props} onChecked={onChecked} onAccepted={onAccepted} onExpired={onExpired} />
    </div>
  );
}
