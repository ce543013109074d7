import { act, renderHook } from '@testing-library/react';
import { publishSocketEvent, type SocketMethod } from '@atrium/shared';
import { IMPORT_MAP_CHANGED, useImportMapChanges } from './useImportMapChanges';

const changed = { method: IMPORT_MAP_CHANGED as SocketMethod, version: 3, changed: ['@atrium/mf-chat'], shared: false };

it('calls back on importMapChanged only, with the latest callback, and not after unmount', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { rerender, unmount } = renderHook(({ onChange }) => useImportMapChanges(onChange), { initialProps: { onChange: first } });
  act(() => publishSocketEvent({ method: 'messagePush' }));
  act(() => publishSocketEvent(changed));
  expect(first).toHaveBeenCalledTimes(1);

  rerender({ onChange: second });
  act(() => publishSocketEvent(changed));
  expect(second).toHaveBeenCalledTimes(1);
  expect(first).toHaveBeenCalledTimes(1);

  unmount();
  act(() => publishSocketEvent(changed));
  expect(second).toHaveBeenCalledTimes(1);
});
