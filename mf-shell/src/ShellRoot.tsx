// Which frame the current route gets: the sign-in page, the lock screen, or the layout.
import { ErrorBoundary } from '@atrium/ui';
import { ClassicLayout } from './layout/ClassicLayout';
import { LockScreen } from './lock/LockScreen';
import { LoginPage } from './login/LoginPage';
import { useLocation } from './useLocation';

export default function ShellRoot() {
  const { path } = useLocation();
  if (path === '/login') return <LoginPage />;
  if (path === '/lockScreen') return <LockScreen />;
  return (
    <ErrorBoundary resetKey={path}>
      <ClassicLayout path={path} />
    </ErrorBoundary>
  );
}
