// The card page at /ind (spec §2 Individual home), in the order a cardholder asks: how much do I
// have (the balance hero), what did I spend (the history the host places in `renderHistory`:
// this remote never imports the history remote), then what can I do with the card ("Manage
// card": PIN, freeze, lost or stolen, together). Loads card info into the session store on
// mount; a legacy card (gift2GoBin) shows only the legacy notice (spec §1); a failed load says so
// and offers "Try again" (features/load-failed, where the departure from spec §8 is explained).
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AccountPageProps, ReplacementResult } from '@portal/contracts';
import {
  selectCanResetPin,
  selectFreezeOffer,
  useReplacementOffered,
  useSession,
} from '@portal/session-store';
import { PageHeader } from '@portal/ui';
import { CardInfoProvider, useCardInfoState } from '#shared/card-info';
import { TEXTS } from '#shared/messages';
import { ActivationPanel } from '../features/activation/activation-panel';
import { CardOverview } from '../features/card-overview/card-overview';
import { selectCardState } from '../features/card-overview/card-state';
import { NotRegisteredBanner } from '../features/card-overview/not-registered-banner';
import { FreezePanel } from '../features/freeze/freeze-panel';
import { LegacyNotice } from '../features/legacy-notice/legacy-notice';
import { LoadFailed } from '../features/load-failed/load-failed';
import { LostStolenPanel } from '../features/lost-stolen/lost-stolen-panel';
import { ReplacementDone } from '../features/lost-stolen/replacement-done';
import { PinResetPanel } from '../features/pin-reset/pin-reset-panel';
import styles from './account-page.module.css';

// the card's cases are read after the page is up: their code comes with them, not before
const CasesPanel = lazy(() => import('../features/cases/cases-panel'));

export function AccountPage({ renderHistory }: AccountPageProps) {
  const { loader, load } = useCardInfoState();
  const cardInfo = useSession((s) => s.cardInfo);
  // a card reported lost or stolen: the session is over, the page says what comes next
  const [replaced, setReplaced] = useState<ReplacementResult | null>(null);
  // what "Manage card" holds, by the rules each of its panels shows by (spec §4; lost/stolen:
  // its permission and the program's offer)
  const canResetPin = useSession(selectCanResetPin);
  const freezeOffer = useSession(selectFreezeOffer);
  // a card not yet activated shows neither balance nor transactions (spec §4: details show for an
  // activated or issued card): its load alone beside a hidden balance reads as a contradiction
  const showsSpending = useSession(selectCardState) !== 'notActivated';
  const replaceable = useReplacementOffered();
  const manageable = canResetPin || freezeOffer !== null || replaceable;

  useEffect(() => {
    void load(false);
  }, [load]);

  // a "Try again" that worked replaces the failure, and the focused button with it: the page's
  // heading takes the focus, so a screen reader reads the card from the top and Tab starts there
  const heading = useRef<HTMLHeadingElement>(null);
  const previousPhase = useRef(loader.phase);
  useEffect(() => {
    if (previousPhase.current === 'failed' && loader.phase === 'loaded') heading.current?.focus();
    previousPhase.current = loader.phase;
  }, [loader.phase]);

  if (replaced) {
    return (
      <div className={styles.page}>
        <ReplacementDone result={replaced} />
      </div>
    );
  }

  if (loader.phase === 'loading') {
    return (
      <div className={styles.page}>
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {TEXTS.page.loading}
        </p>
      </div>
    );
  }

  if (loader.phase === 'failed' || cardInfo === null) {
    return (
      <div className={styles.page}>
        <PageHeader title={TEXTS.page.heading} />
        <LoadFailed onRetry={loader.refresh} />
      </div>
    );
  }

  if (cardInfo.gift2GoBin) {
    return (
      <div className={styles.page}>
        <LegacyNotice />
      </div>
    );
  }

  return (
    <CardInfoProvider value={loader}>
      <div className={styles.page}>
        <PageHeader ref={heading} title={TEXTS.page.heading} />
        <div className={styles.stack}>
          {!cardInfo.cardRegistered && <NotRegisteredBanner />}
          <CardOverview cardInfoVersion={loader.version} />
          {/* a card that needs activating: the one thing to do before anything below */}
          <ActivationPanel />
          {renderHistory && showsSpending && <div className={styles.history}>{renderHistory()}</div>}
          <Suspense fallback={null}>
            <CasesPanel />
          </Suspense>
          {manageable && (
            <ManageCard>
              <PinResetPanel />
              <FreezePanel />
              <LostStolenPanel onReplaced={setReplaced} />
            </ManageCard>
          )}
        </div>
      </div>
    </CardInfoProvider>
  );
}

/** PIN, freeze and lost/stolen under one heading. */
function ManageCard({ children }: { children: ReactNode }) {
  return (
    <section className={styles.manage} aria-labelledby="account-manage-heading">
      <h2 id="account-manage-heading" className={styles.manageHeading}>
        {TEXTS.page.manage}
      </h2>
      <div className={styles.managePanels}>{children}</div>
    </section>
  );
}
