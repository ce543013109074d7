// What the page shows when the shell itself cannot load: plain DOM, since nothing else may exist.
import { t } from '@atrium/shared';

export function showBootError(container: HTMLElement, error: unknown, retry: () => void): void {
  container.replaceChildren();
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.className = 'atrium-boot-error';
  panel.style.cssText = 'max-width:480px;margin:15vh auto;padding:24px;background:#fff;border-radius:8px;text-align:center';
  const title = document.createElement('h2');
  title.textContent = t('common:moduleLoadFailed');
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  detail.style.color = '#909399';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('common:retry');
  button.addEventListener('click', retry);
  panel.append(title, detail, button);
  container.append(panel);
}
