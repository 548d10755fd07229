import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replaces window.confirm with an accessible alert dialog (docs/behaviour.md §8 confirmations). */
export function ConfirmDialog({ message, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal title={t('common.confirmTitle')} role="alertdialog" onClose={onCancel}>
      <p className="mb-6 text-gray-700">{message}</p>
      <div className="flex justify-end gap-3">
        <button type="button" data-autofocus className="rounded border border-gray-300 px-4 py-2 hover:bg-gray-50" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" disabled={busy} className="rounded bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
