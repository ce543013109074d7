import type { TFunction } from 'i18next';
import type { Conversation } from '../api';

/** The preview line: text as sent (emoji codes shown as their characters), media as a label. */
export function latestText(conversation: Conversation, t: TFunction, emojify: (text: string) => string): string {
  if (conversation.messageType === 'image') return t('chat.imageLabel');
  if (conversation.messageType === 'voice') return t('chat.voiceLabel');
  if (conversation.messageType === 'video') return t('chat.videoLabel');
  if (conversation.messageType === 'file') return t('chat.fileLabel');
  return emojify(conversation.latestMessage ?? '');
}
