import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@atrium/ui';
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
      <Select
        size="small"
        label={t('center.template.messageType')}
        value={item.messageType}
        options={channels.map((channel) => ({ value: String(channel.enCode), label: channel.fullName }))}
        onChange={(messageType) => onChange({ messageType, templateId: '', accountId: '' })}
      />
      <Select
        size="small"
        label={t('center.sendConfig.template')}
        value={item.templateId}
        options={templates.map((option) => ({ value: option.id, label: option.fullName }))}
        onChange={(templateId) => onChange({ ...item, templateId })}
      />
      {needsAccount && (
        <Select
          size="small"
          label={t('center.sendConfig.account')}
          value={item.accountId}
          options={accounts.map((option) => ({ value: option.id, label: option.fullName }))}
          onChange={(accountId) => onChange({ ...item, accountId })}
        />
      )}
      <sl-button size="small" variant="text" onClick={onRemove}>
        {t('center.sendConfig.removeLine')}
      </sl-button>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}
