import { useTranslation } from 'react-i18next';
import { mediaUrl, useChatEnvironment } from '../ChatEnvironment';
import { CHAT_NS } from '../i18n';

interface Props {
  name: string;
  headIcon?: string;
  /** undefined: the server says nothing about presence, so no dot. */
  online?: boolean;
  className?: string;
  presenceClassName?: string;
}

/** The head icon, or the first letter of the name; a presence dot when presence is known. */
export function Avatar({ name, headIcon, online, className, presenceClassName }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const { apiBase } = useChatEnvironment();
  return (
    <span className={className} aria-hidden={online === undefined ? true : undefined}>
      {headIcon ? <img src={mediaUrl(apiBase, headIcon)} alt="" /> : <span aria-hidden="true">{Array.from(name)[0] ?? '?'}</span>}
      {online !== undefined && (
        <span className={presenceClassName} data-online={online} role="img" aria-label={online ? t('chat.online') : t('chat.offline')} />
      )}
    </span>
  );
}
