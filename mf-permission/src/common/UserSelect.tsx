import { useTranslation } from 'react-i18next';
import { userLabel, type UserOption } from './options';
import { PERMISSION_NS } from '../i18n';

interface Props {
  label: string;
  users: readonly UserOption[];
  /** One id, or several when `multiple`. */
  value: string | string[];
  multiple?: boolean;
  onChange: (value: string | string[]) => void;
  invalid?: boolean;
}

/** Picks users from a list (the user picker of @atrium/ui will take its place). */
export function UserSelect({ label, users, value, multiple = false, onChange, invalid = false }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const read = (event: Event): string | string[] => {
    const selected = (event.target as HTMLSelectElement & { value: string | string[] }).value;
    return multiple ? (Array.isArray(selected) ? selected : [selected].filter(Boolean)) : String(selected);
  };
  return (
    <sl-select
      label={label}
      value={multiple ? (value as string[]) : value}
      multiple={multiple}
      max-options-visible={multiple ? 6 : undefined}
      placeholder={t('common.choose')}
      clearable
      hoist
      aria-invalid={invalid || undefined}
      onsl-change={(event: Event) => onChange(read(event))}
    >
      {users.map((user) => (
        <sl-option key={user.id} value={user.id}>
          {userLabel(user)}
        </sl-option>
      ))}
    </sl-select>
  );
}
