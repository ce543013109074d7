import { confirmDelete, confirmDialog, notifySuccess, t } from '@atrium/shared';

/** An enabled or disabled row (enabledMark 1 / 0) named for the confirmations. */
interface Named {
  fullName?: string;
  realName?: string;
}

interface Toggled extends Named {
  enabledMark: number;
}

const nameOf = (row: Named): string => row.fullName ?? row.realName ?? '';

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

/**
 * Delete after the spec's confirmation (section 8), naming the row when given (此操作将永久删除“张三”,
 * 是否继续?; issue 17 item 5), else 此操作将永久删除该数据, 是否继续?
 */
export async function confirmRemove(remove: () => Promise<unknown>, done: () => void, row?: Named): Promise<void> {
  const name = row ? nameOf(row) : '';
  if (!(await (name ? confirmDelete({ name }) : confirmDelete()))) return;
  remove().then(() => {
    notifySuccess(t('permission:common.deleted'));
    done();
  }, () => undefined);
}
