import { act, fireEvent } from '@testing-library/react';

/** Types a keyword into a picker's search box and presses Enter. */
export async function search(container: HTMLElement, keyword: string): Promise<void> {
  const box = container.querySelector('sl-input[label="关键词"]') as HTMLElement & { value: string };
  await act(async () => {
    box.value = keyword;
    box.dispatchEvent(new Event('sl-input'));
  });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter' });
  });
}
