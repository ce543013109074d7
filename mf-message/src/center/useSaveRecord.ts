import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { MESSAGE_NS } from '../i18n';

/**
 * Sends a form dialog's record (create when `id` is null, else update): busy while it runs, then
 * 新建成功/修改成功 and `onSaved`. A failure is already toasted by the http client; the dialog keeps the input.
 */
export function useSaveRecord(id: string | null, onSaved: () => void): { busy: boolean; save: (request: () => Promise<unknown>) => Promise<void> } {
  const { t } = useTranslation(MESSAGE_NS);
  const [busy, setBusy] = useState(false);
  const save = async (request: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await request();
    } catch {
      setBusy(false);
      return;
    }
    notifySuccess(t(id ? 'center.updated' : 'center.created'));
    onSaved();
  };
  return { busy, save };
}
