import { createContext, useContext, useLayoutEffect } from 'react';

export interface ChatStyleSheet {
  locals: Readonly<Record<string, string>>;
  use(options?: { target?: Node }): void;
  unuse(): void;
}

/** Where the chat's style tags go: the document head in the portal, the shadow root on a legacy page. */
export const StyleTargetContext = createContext<Node | undefined>(undefined);

/** Keeps a stylesheet in the chat's style target while the caller is mounted (style-loader counts users). */
export function useChatStyles(sheet: ChatStyleSheet): Readonly<Record<string, string>> {
  const target = useContext(StyleTargetContext);
  useLayoutEffect(() => {
    sheet.use(target ? { target } : undefined);
    return () => sheet.unuse();
  }, [sheet, target]);
  return sheet.locals;
}
