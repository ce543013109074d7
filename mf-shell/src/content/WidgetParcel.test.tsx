import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { setLocale } from '@atrium/shared';
import { WidgetParcel } from './WidgetParcel';

const mount = jest.fn(() => Promise.resolve());
const dispose = jest.fn();
jest.mock('./loadModule', () => ({
  isDeployed: () => true,
  loadPageModule: () => Promise.resolve({ module: {}, url: '/chat.js' }),
  loadPageConfig: () => Promise.resolve({ bootstrap: [], mount: [], unmount: [] }),
}));
jest.mock('./parcelArea', () => ({ createParcelArea: jest.fn(() => ({ mount, dispose })) }));
jest.mock('./portalSwap', () => ({ portalLiveSwap: {} }));

let i18n: I18n | null = null;
function GrabI18n() {
  i18n = useTranslation().i18n;
  return null;
}

beforeAll(() => setLocale('zh'));

it('keeps the widget mounted when the translations change under the same language', async () => {
  render(
    <>
      <GrabI18n />
      <WidgetParcel moduleName="@atrium/mf-chat" widget="chatPanel" onClose={() => undefined} />
    </>,
  );
  await act(async () => undefined);
  expect(mount).toHaveBeenCalledTimes(1);
  // What a translation override pushed over the socket does: languageChanged, the language unchanged.
  await act(async () => {
    await i18n?.changeLanguage(i18n.language);
  });
  await act(async () => undefined);
  expect(dispose).not.toHaveBeenCalled();
  expect(mount).toHaveBeenCalledTimes(1);
});

it('mounts the widget with the mount props it is given, besides onClose', async () => {
  const { createParcelArea } = jest.requireMock('./parcelArea') as { createParcelArea: jest.Mock };
  createParcelArea.mockClear();
  render(<WidgetParcel moduleName="@atrium/mf-online-dev" widget="portalView" props={{ portalId: 'p1' }} onClose={() => undefined} />);
  await act(async () => undefined);
  const { props } = createParcelArea.mock.calls[0]?.[0] as { props: Record<string, unknown> };
  expect(props).toEqual({ portalId: 'p1', onClose: expect.any(Function) });
});
