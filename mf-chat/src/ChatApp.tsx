import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@atrium/shared';
import { useChatEnvironment } from './ChatEnvironment';
import type { Peer } from './message/types';
import { ChatPanel } from './panel/ChatPanel';
import sheet from './styles/chat.module.css';
import { useChatStyles } from './styles/StyleTarget';
import { ChatWindow } from './window/ChatWindow';

export interface ChatAppProps {
  /** Drawer layout only: called when the user closes the panel. */
  onClose?: () => void;
}

/** The panel and, once a conversation is picked, its window. */
export function ChatApp({ onClose }: ChatAppProps) {
  const styles = useChatStyles(sheet);
  const { layout } = useChatEnvironment();
  const user = useStore($user);
  const [peer, setPeer] = useState<Peer | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (layout !== 'drawer' || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [layout, onClose]);

  const onCleared = useCallback((peerId: string) => {
    setPeer((current) => {
      if (current?.id === peerId) setGeneration((value) => value + 1);
      return current;
    });
  }, []);

  const myId = user?.userId ?? '';
  const drawer = layout === 'drawer';
  return (
    <div className={`${styles.root} ${drawer ? '' : styles.inline}`} data-chat-root="">
      <div className={drawer ? styles.drawer : styles.panel} role={drawer ? 'complementary' : undefined}>
        <ChatPanel styles={styles} activePeerId={peer?.id ?? null} onOpen={(next) => setPeer(next)} onCleared={onCleared} onClose={drawer ? onClose : undefined} />
      </div>
      {peer && myId && (
        <ChatWindow
          key={peer.id}
          myId={myId}
          peer={peer}
          generation={generation}
          styles={styles}
          className={`${styles.window} ${drawer ? styles.windowFloating : ''}`}
          onClose={() => setPeer(null)}
        />
      )}
    </div>
  );
}
