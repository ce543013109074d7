// The user menu's switch of the current organisation and position (issue 12 item 5, spec section 7
// "Current/major"): a group each, only for a user with more than one, the current one checked and
// disabled. Choosing another tells the server, then the portal reloads with the new user info
// (menus, permissions and data rules follow the current organisation).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, type UserInfo } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { getMajorOptions, switchMajor, type MajorOption, type MajorType } from './api';
import { reloadOnHome } from './reloadHome';

const PREFIXES: Record<MajorType, string> = { Organize: 'organize:', Position: 'position:' };

interface Majors {
  organizes: MajorOption[];
  positions: MajorOption[];
}

const NONE: Majors = { organizes: [], positions: [] };

/** Whether `option` is the user's current one: the server's flags when it sets one, else the user info's id. */
function isCurrent(option: MajorOption, options: readonly MajorOption[], currentId: string | undefined): boolean {
  return options.some((candidate) => candidate.isDefault) ? option.isDefault : option.id === currentId;
}

/**
 * The user's organisations and positions, once `wanted` (the user menu is about to open), and again
 * whenever the user info changes after that. Not on every page load: two requests and their queries
 * for a menu most page views never open.
 */
function useMajors(user: UserInfo | null, wanted: boolean): Majors {
  const [majors, setMajors] = useState<Majors>(NONE);
  // Loaded again when the user, or their current organisation or positions, change (a refresh).
  const key = user ? [user.userId, user.organizeId, user.positionId, String(user.positionIds ?? '')].join('|') : '';
  useEffect(() => {
    if (!key) {
      setMajors(NONE);
      return;
    }
    if (!wanted) return;
    let live = true;
    const settle = (type: MajorType) =>
      getMajorOptions(type).then(
        (options) => options,
        () => [], // the server offers no switch: no group
      );
    void Promise.all([settle('Organize'), settle('Position')]).then(([organizes, positions]) => {
      if (live) setMajors({ organizes, positions });
    });
    return () => {
      live = false;
    };
  }, [key, wanted]);
  return majors;
}

function Group({ type, label, options, currentId }: { type: MajorType; label: string; options: MajorOption[]; currentId: string | undefined }) {
  if (options.length <= 1) return null;
  return (
    <>
      <sl-divider />
      <sl-menu-label>{label}</sl-menu-label>
      {options.map((option) => {
        const current = isCurrent(option, options, currentId);
        return (
          <sl-menu-item key={option.id} value={PREFIXES[type] + option.id} type="checkbox" checked={current} disabled={current}>
            {option.fullName}
          </sl-menu-item>
        );
      })}
      <sl-divider />
    </>
  );
}

/** `wanted`: the user menu is open or about to be (pointer over or focus on its trigger). */
export function MajorMenuItems({ wanted }: { wanted: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const { organizes, positions } = useMajors(user, wanted);
  return (
    <>
      <Group type="Organize" label={t('layout.switchOrganize')} options={organizes} currentId={user?.organizeId} />
      <Group type="Position" label={t('layout.switchPosition')} options={positions} currentId={user?.positionId} />
    </>
  );
}

/** Handles a user-menu choice if it is an organisation or a position; returns whether it was one. */
export function selectMajor(value: string): boolean {
  const type = (Object.keys(PREFIXES) as MajorType[]).find((candidate) => value.startsWith(PREFIXES[candidate]));
  if (!type) return false;
  switchMajor(value.slice(PREFIXES[type].length), type).then(
    reloadOnHome,
    () => undefined, // the http client already showed the server's message
  );
  return true;
}
