/**
 * Toasts and confirmation dialogs on Shoelace (`<sl-alert>`, `<sl-dialog>`). Text is
 * always set as textContent, never as HTML. When Shoelace has not upgraded the
 * elements (jsdom, or Shoelace failed to load), plain fallbacks with the same roles
 * are used so the message is still shown and tests can see it.
 */
import { t } from './i18n';
import { shoelaceElement } from './shoelaceElements';

export type ToastVariant = 'primary' | 'success' | 'warning' | 'danger';

/** Toast duration of spec section 8 (1.5 s). */
export const TOAST_DURATION = 1500;

interface ToastElement extends HTMLElement {
  toast(): Promise<void>;
  hide(): Promise<void>;
  /** Shoelace's: starts the toast's countdown again from its full duration. */
  restartAutoHide?(): void;
}

/**
 * Shoelace pauses a toast's countdown while the pointer is over it: a pointer resting where the
 * toast appeared would keep it open for good. After this many durations it goes regardless.
 */
export const TOAST_MAX_LIFETIME_FACTOR = 4;
interface DialogElement extends HTMLElement {
  show(): Promise<void>;
  hide(): Promise<void>;
}

/** The element as T when Shoelace has upgraded it (the method exists), else null. */
function upgraded<T extends HTMLElement>(element: HTMLElement, method: keyof T): T | null {
  return typeof (element as unknown as Record<PropertyKey, unknown>)[method] === 'function' ? (element as T) : null;
}

const ICONS: Record<ToastVariant, string> = {
  primary: 'info-circle',
  success: 'check2-circle',
  warning: 'exclamation-triangle',
  danger: 'exclamation-octagon',
};

/** When each message was last shown: one cause often fails several calls at once. */
const recentToasts = new Map<string, number>();
/** The toast on screen for each message, renewed when the message comes again while it is up. */
const liveToasts = new Map<string, ToastElement>();

const toastKey = (message: string, variant: ToastVariant): string => `${variant}\u0000${message}`;

function isRepeat(key: string, duration: number): boolean {
  const now = Date.now();
  const last = recentToasts.get(key);
  recentToasts.set(key, now);
  for (const [other, at] of recentToasts) if (now - at > duration) recentToasts.delete(other);
  return last !== undefined && now - last < duration;
}

export function notify(message: string, variant: ToastVariant = 'primary', duration = TOAST_DURATION): void {
  if (typeof document === 'undefined') return;
  // The same message while its toast is still up (e.g. a session ended: the socket and two
  // requests all report it) is shown once; that toast then stays a full duration from the last
  // time it was said, so the second of two quick saves is not left with a toast about to vanish.
  const key = toastKey(message, variant);
  if (isRepeat(key, duration)) {
    renewToast(key);
    return;
  }
  const alert = document.createElement('sl-alert');
  alert.setAttribute('variant', variant);
  alert.setAttribute('duration', String(duration));
  alert.setAttribute('closable', '');
  const icon = document.createElement('sl-icon');
  icon.setAttribute('slot', 'icon');
  icon.setAttribute('name', ICONS[variant]);
  alert.append(icon, document.createTextNode(message));

  const ready = shoelaceElement('sl-alert');
  if (ready instanceof Promise) {
    void ready.then((defined) => (defined ? showToast(alert, key) : showFallback(message, variant, duration)));
  } else if (ready) {
    showToast(alert, key);
  } else {
    showFallback(message, variant, duration);
  }
}

/**
 * Restarts the countdown of the message's toast if it is still up, and counts the repeat on it
 * (`data-repeats`: what an observer of the page, an e2e test say, sees of a message said again).
 */
function renewToast(key: string): void {
  const live = liveToasts.get(key);
  if (!live?.isConnected) return;
  live.dataset.repeats = String(Number(live.dataset.repeats ?? '0') + 1);
  live.restartAutoHide?.();
}

function showToast(alert: HTMLElement, key: string): void {
  // Created before its component was defined: a detached element is not upgraded on its own.
  customElements.upgrade(alert);
  const toast = upgraded<ToastElement>(alert, 'toast');
  if (!toast) return;
  liveToasts.set(key, toast);
  toast.addEventListener('sl-after-hide', () => {
    if (liveToasts.get(key) === toast) liveToasts.delete(key);
  });
  document.body.append(toast);
  void toast.toast(); // Shoelace moves it into its toast stack and removes it after `duration`
  const duration = Number(toast.getAttribute('duration')) || TOAST_DURATION;
  window.setTimeout(() => {
    if (toast.isConnected) void toast.hide();
  }, duration * TOAST_MAX_LIFETIME_FACTOR);
}

function showFallback(message: string, variant: ToastVariant, duration: number): void {
  const fallback = document.createElement('div');
  fallback.setAttribute('role', 'alert');
  fallback.className = `atrium-toast atrium-toast--${variant}`;
  fallback.textContent = message;
  fallback.style.cssText =
    'position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:10001;padding:8px 16px;' +
    'border-radius:4px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.15);';
  document.body.append(fallback);
  setTimeout(() => fallback.remove(), duration);
}

export function notifySuccess(message: string, duration = TOAST_DURATION): void {
  notify(message, 'success', duration);
}

export function notifyWarning(message: string, duration = TOAST_DURATION): void {
  notify(message, 'warning', duration);
}

export function notifyError(message: string, duration = TOAST_DURATION): void {
  notify(message, 'danger', duration);
}

export interface ConfirmOptions {
  message: string;
  /** Defaults to 提示 (translated). */
  title?: string;
  /** Defaults to 确定 (translated). */
  confirmText?: string;
  /** Defaults to 取消 (translated). */
  cancelText?: string;
}

let dialogCount = 0;

/**
 * Asks a yes/no question in an `<sl-dialog>`. Resolves true on confirm, false on
 * cancel, Escape, overlay click or the close button; the dialog is removed afterwards.
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  // Fetch the components first so the dialog opens as a Shoelace dialog, not the fallback.
  const ready = [shoelaceElement('sl-dialog'), shoelaceElement('sl-button')];
  if (ready.some((state) => state instanceof Promise)) return Promise.all(ready).then(() => openConfirm(options));
  return openConfirm(options);
}

function openConfirm(options: ConfirmOptions): Promise<boolean> {
  const title = options.title ?? t('tip');
  const dialog = document.createElement('sl-dialog');
  dialog.setAttribute('label', title);
  dialog.className = 'atrium-confirm';

  const body = document.createElement('div');
  body.id = `atrium-confirm-${++dialogCount}`;
  body.textContent = options.message;

  const cancel = document.createElement('sl-button');
  cancel.setAttribute('slot', 'footer');
  cancel.dataset.action = 'cancel';
  cancel.textContent = options.cancelText ?? t('cancel');

  const ok = document.createElement('sl-button');
  ok.setAttribute('slot', 'footer');
  ok.setAttribute('variant', 'primary');
  ok.dataset.action = 'confirm';
  ok.textContent = options.confirmText ?? t('ok');

  dialog.append(body, cancel, ok);

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (result: boolean): void => {
      if (settled) return;
      settled = true;
      resolve(result);
      const shoelace = upgraded<DialogElement>(dialog, 'hide');
      if (shoelace && shoelace.hasAttribute('open')) void shoelace.hide();
      else dialog.remove();
    };
    ok.addEventListener('click', () => finish(true));
    cancel.addEventListener('click', () => finish(false));
    // Escape, overlay click and the header close button.
    dialog.addEventListener('sl-request-close', () => finish(false));
    dialog.addEventListener('sl-after-hide', (event) => {
      if (event.target !== dialog) return; // bubbled from a nested tooltip or similar
      finish(false);
      dialog.remove();
    });

    document.body.append(dialog);
    const shoelace = upgraded<DialogElement>(dialog, 'show');
    if (shoelace) {
      void shoelace.show();
    } else {
      dialog.setAttribute('open', '');
      dialog.setAttribute('role', 'alertdialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', title);
      dialog.setAttribute('aria-describedby', body.id);
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') finish(false);
      });
    }
  });
}

/** How many items a confirmation for several names them before it says "and N more". */
const CONFIRM_NAMED_ITEMS = 3;

/**
 * The sentence naming what a confirmation is about (issue 17 item 5): one name; up to three names
 * and their count; or the first three names, then "等 N 项" with the whole count.
 */
export function confirmDeleteMessage(what: { name: string } | { names: readonly string[] }): string {
  if ('name' in what) return t('confirm.deleteNamed', { name: what.name });
  const names = what.names.filter((name) => name !== '');
  if (names.length === 0) return t('confirm.delete');
  if (names.length === 1 && what.names.length === 1) return t('confirm.deleteNamed', { name: names[0] });
  const count = what.names.length;
  const shown = names.slice(0, CONFIRM_NAMED_ITEMS).join(t('confirm.nameSeparator'));
  if (names.length <= CONFIRM_NAMED_ITEMS && names.length === count) return t('confirm.deleteList', { names: shown, count });
  return t('confirm.deleteMany', { names: shown, count, rest: count - Math.min(names.length, CONFIRM_NAMED_ITEMS) });
}

/**
 * The delete confirmation, titled 提示: 此操作将永久删除该数据, 是否继续? — or, given `{ name }`, the
 * question naming the item (此操作将永久删除“名称”, 是否继续?; issue 17 item 5: confirmations name the
 * item); given `{ names }` (a bulk delete), the first three names and how many there are in all.
 */
export function confirmDelete(message: string | { name: string } | { names: readonly string[] } = t('confirm.delete')): Promise<boolean> {
  return confirmDialog({ message: typeof message === 'string' ? message : confirmDeleteMessage(message) });
}
