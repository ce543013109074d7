import { confirmDelete, confirmDialog, notifySuccess, t } from '@atrium/shared';

/** An enabled or disabled row (enabledMark 1 / 0) named for the confirmations. */
interface Toggled {
  fullName?: string;
  realName?: string;
  enabledMark: number;
}

const nameOf = (row: Toggled): string => row.fullName ?? row.realName ?? '';

/**
 * Enable/disable after confirmation naming the item (spec section 4); then the success message
 * and `done`. A failure was already toasted by the http client.
 */
export async function confirmToggle(row: Toggled, toggle: () => Promise<unknown>, done: () => void): Promise<void> {
  const key = row.enabledMark === 1 ? 'permission:common.confirmDisable' : 'permission:common.confirmEnable';
  if (!(await confirmDialog({ message: t(key, { name: nameOf(row) }) }))) return;
  toggle().then(() => {
    notifySuccess(t('permission:common.updated'));
    done();
  }, () => undefined);
}

/** Delete after the spec's confirmation 此操作将永久删除该数据, 是否继续? (section 8). */
export async function confirmRemove(remove: () => Promise<unknown>, done: () => void): Promise<void> {
  if (!(await confirmDelete())) return;
  remove().then(() => {
    notifySuccess(t('permission:common.deleted'));
    done();
  }, () => undefined);
}
