import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Button } from '../../../../components/ui/button.tsx';

interface ConfirmDialogProps {
  message: string;
  /** A second paragraph: what happens next (where a deleted video goes, for how long). */
  detail?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replaces window.confirm with an accessible alert dialog (docs/behaviour.md §8 confirmations). */
export function ConfirmDialog({ message, detail, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal title={t('common.confirmTitle')} role="alertdialog" onClose={onCancel}>
      <p className={detail ? 'mb-2 text-gray-700' : 'mb-6 text-gray-700'}>{message}</p>
      {detail && <p className="mb-6 text-gray-700">{detail}</p>}
      <div className="flex justify-end gap-3">
        <Button variant="neutral" data-autofocus onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
