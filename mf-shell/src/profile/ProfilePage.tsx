import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabGroup, useStyleSheet } from '@atrium/ui';
import { AuthorizeSection } from './AuthorizeSection';
import { AvatarSection } from './AvatarSection';
import { BaseInfoSection } from './BaseInfoSection';
import { PROFILE_NS } from './i18n';
import { PasswordSection } from './PasswordSection';
import { SignImageSection } from './SignImageSection';
import { SystemLogSection } from './SystemLogSection';
import sheet from './profile.module.css';

const styles = sheet.locals;

const SECTIONS: readonly { name: string; render: () => ReactNode }[] = [
  { name: 'base', render: () => <BaseInfoSection /> },
  { name: 'avatar', render: () => <AvatarSection /> },
  { name: 'password', render: () => <PasswordSection /> },
  { name: 'authorize', render: () => <AuthorizeSection /> },
  { name: 'log', render: () => <SystemLogSection /> },
  { name: 'sign', render: () => <SignImageSection /> },
];

/**
 * /profile: the signed-in user's own information, one tab per part. A part loads its data the
 * first time its tab opens and then stays mounted, so switching tabs keeps what was typed.
 */
export function ProfilePage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(['base']));

  return (
    <div className={styles.page} data-testid="profile-page">
      <h2>{t('title')}</h2>
      <TabGroup
        panes={SECTIONS.map((section) => ({ name: section.name, label: t(`tabs.${section.name}`), children: opened.has(section.name) ? section.render() : null }))}
        onShow={(name) => setOpened((current) => (current.has(name) ? current : new Set([...current, name])))}
      />
    </div>
  );
}
