// Module Federation `virtualCard/AgreementModal`: the virtual agreement modal on its own
// (AgreementModalProps: registerOnAccept + registration for the agreement flow, onAccepted).
import type { AgreementModalProps } from '@portal/contracts/props';
import { AgreementModal } from '../features/agreement/agreement-modal';

export default function VirtualAgreementModal(props: AgreementModalProps) {
  return <AgreementModal {...props} />;
}
