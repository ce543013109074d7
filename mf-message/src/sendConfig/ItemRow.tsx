import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataType } from '../center/api';
import { MESSAGE_NS } from '../i18n';
import { accountOptions, templateOptions, type Option } from './api';
import { SITE_MESSAGE, type ItemValues } from './rules';

interface Props {
  index: number;
  item: ItemValues;
  channels: DataType[];
  error?: string | undefined;
  onChange: (item: ItemValues) => void;
  onRemove: () => void;
}

const selectValue = (event: Event) => (event.target as HTMLSelectElement).value;

/** One channel of a send configuration: the channel, its template and (except site messages) its account. */
export function ItemRow({ index, item, channels, error, onChange, onRemove }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [templates, setTemplates] = useState<Option[]>([]);
  const [accounts, setAccounts] = useState<Option[]>([]);
  const type = Number(item.messageType);
  const needsAccount = type !== SITE_MESSAGE;

  useEffect(() => {
    if (!type) return;
    let active = true;
    templateOptions(type).then((list) => active && setTemplates(list), () => undefined);
    if (needsAccount) accountOptions(type).then((list) => active && setAccounts(list), () => undefined);
    return () => {
      active = false;
    };
  }, [type, needsAccount]);

  const line = index + 1;
  return (
    <fieldset aria-label={t('center.sendConfig.line', { line })}>
      <sl-select
        size="small"
        label={t('center.template.messageType')}
        value={item.messageType}
        hoist
        onsl-change={(event: Event) => onChange({ messageType: selectValue(event), templateId: '', accountId: '' })}
      >
        {channels.map((channel) => (
          <sl-option key={channel.id} value={String(channel.enCode)}>
            {channel.fullName}
          </sl-option>
        ))}
      </sl-select>
      <sl-select size="small" label={t('center.sendConfig.template')} value={item.templateId} hoist onsl-change={(event: Event) => onChange({ ...item, templateId: selectValue(event) })}>
        {templates.map((option) => (
          <sl-option key={option.id} value={option.id}>
            {option.fullName}
          </sl-option>
        ))}
      </sl-select>
      {needsAccount && (
        <sl-select size="small" label={t('center.sendConfig.account')} value={item.accountId} hoist onsl-change={(event: Event) => onChange({ ...item, accountId: selectValue(event) })}>
          {accounts.map((option) => (
            <sl-option key={option.id} value={option.id}>
              {option.fullName}
            </sl-option>
          ))}
        </sl-select>
      )}
      <sl-button size="small" variant="text" onClick={onRemove}>
        {t('center.sendConfig.removeLine')}
      </sl-button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}
