// Every stylesheet of the shell, added on mount and removed on unmount (architecture rule 9).
import layout from './layout/layout.module.css';
import login from './login/login.module.css';
import content from './content/content.module.css';
import dashboard from './dashboard/dashboard.module.css';

const sheets = [layout, login, content, dashboard];

export function mountStyles(): void {
  sheets.forEach((sheet) => sheet.use());
}

export function unmountStyles(): void {
  sheets.forEach((sheet) => sheet.unuse());
}
