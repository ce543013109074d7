// Issue 14 item 4: the profile's avatar and signature images are chosen with the image uploader
// (file store) and saved by the stored file's id: the avatar with PUT Current/Avatar/{fileId},
// a signature with POST Current/SignImg {fileId}; a signature is deleted after a confirmation
// naming it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setLocale } from '@atrium/shared';
import type { FileValue } from '@atrium/ui';
import { AvatarSection } from './AvatarSection';
import { registerProfileTranslations } from './i18n';
import { SignImageSection } from './SignImageSection';

jest.mock('./api', () => ({
  getAvatars: jest.fn(),
  chooseAvatar: jest.fn(() => Promise.resolve(null)),
  getSignImages: jest.fn(),
  addSignImage: jest.fn(() => Promise.resolve({ id: 's3' })),
  setDefaultSignImage: jest.fn(() => Promise.resolve(null)),
  deleteSignImage: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
  loadCurrentUser: jest.fn(() => Promise.resolve()),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
}));
// The uploader is tested in @atrium/ui; here it is a stand-in that shows its props and hands over a stored image.
jest.mock('@atrium/ui', () => {
  const actual = jest.requireActual('@atrium/ui');
  return {
    ...actual,
    ImageUploader: (props: { value: FileValue[]; onChange: (value: FileValue[]) => void; type: string; limit: number; accept?: string; 'aria-label'?: string }): ReactNode => (
      <div data-testid="image-uploader" data-type={props.type} data-limit={props.limit} data-value={JSON.stringify(props.value)} aria-label={props['aria-label']}>
        <button type="button" onClick={() => props.onChange([...props.value, { fileId: 'f9', name: 'me.png', url: '/api/file/Signed/x/me.png', fileSize: 70, fileExtension: 'png' }])}>
          stored
        </button>
      </div>
    ),
  };
});

const api = jest.requireMock('./api') as Record<'getAvatars' | 'chooseAvatar' | 'getSignImages' | 'addSignImage' | 'setDefaultSignImage' | 'deleteSignImage', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess' | 'loadCurrentUser' | 'confirmDelete', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerProfileTranslations();
});
beforeEach(() => jest.clearAllMocks());

describe('avatar', () => {
  it('saves an uploaded image as the avatar by its stored file’s id, refreshes the user and lists it', async () => {
    api.getAvatars
      .mockResolvedValueOnce([{ name: 'avatar-1.svg', url: '/a1', builtIn: true }])
      .mockResolvedValueOnce([{ name: 'avatar-1.svg', url: '/a1', builtIn: true }, { name: 'abc.png', url: '/u/abc.png', builtIn: false }]);
    const { unmount } = render(<AvatarSection />);
    const uploader = await screen.findByTestId('image-uploader');
    expect(uploader.dataset).toMatchObject({ type: 'userAvatar', limit: '1', value: '[]' });
    expect(uploader.getAttribute('aria-label')).toBe('上传头像');
    await screen.findByRole('button', { name: '头像 1' });

    fireEvent.click(within(uploader).getByText('stored'));
    await waitFor(() => expect(api.chooseAvatar).toHaveBeenCalledWith('f9'));
    await waitFor(() => expect(screen.getByRole('button', { name: '头像 2' }).getAttribute('data-avatar')).toBe('abc.png'));
    expect(shared.loadCurrentUser).toHaveBeenCalled();
    expect(shared.notifySuccess).toHaveBeenCalledWith('头像已更新');
    expect(screen.getByText('已上传的头像')).toBeTruthy();
    unmount();
  });

  it('chooses one of the set by its name', async () => {
    api.getAvatars.mockResolvedValue([{ name: 'avatar-3.svg', url: '/a3', builtIn: true }]);
    const { unmount } = render(<AvatarSection />);
    fireEvent.click(await screen.findByRole('button', { name: '头像 1' }));
    await waitFor(() => expect(api.chooseAvatar).toHaveBeenCalledWith('avatar-3.svg'));
    unmount();
  });

  it('leaves the avatar unchanged when the server refuses the image', async () => {
    api.getAvatars.mockResolvedValue([]);
    api.chooseAvatar.mockRejectedValueOnce(new Error('图片不存在或不是您上传的，请重新上传'));
    const { unmount } = render(<AvatarSection />);
    fireEvent.click(within(await screen.findByTestId('image-uploader')).getByText('stored'));
    await waitFor(() => expect(api.chooseAvatar).toHaveBeenCalledWith('f9'));
    expect(shared.loadCurrentUser).not.toHaveBeenCalled();
    expect(shared.notifySuccess).not.toHaveBeenCalled();
    unmount();
  });
});

describe('signature images', () => {
  const list = [
    { id: 's2', signImg: 'data:image/png;base64,AAA', isDefault: 0, creatorTime: 2 },
    { id: 's1', signImg: 'data:image/png;base64,BBB', isDefault: 1, creatorTime: 1 },
  ];

  it('adds an uploaded image by its stored file’s id and shows the new list', async () => {
    api.getSignImages.mockResolvedValueOnce([]).mockResolvedValueOnce([{ id: 's3', signImg: 'data:image/png;base64,CCC', isDefault: 1, creatorTime: 3 }]);
    const { unmount } = render(<SignImageSection />);
    expect(await screen.findByText('暂无签名')).toBeTruthy();
    const uploader = screen.getByTestId('image-uploader');
    expect(uploader.dataset).toMatchObject({ type: 'annexpic', limit: '1', value: '[]' });
    fireEvent.click(within(uploader).getByText('stored'));
    await waitFor(() => expect(api.addSignImage).toHaveBeenCalledWith('f9'));
    await waitFor(() => expect(screen.getByTestId('sign-list').querySelectorAll('[data-sign]')).toHaveLength(1));
    expect(screen.getByTestId('sign-list').querySelector('[data-sign="s3"]')?.hasAttribute('data-default')).toBe(true);
    expect(shared.notifySuccess).toHaveBeenCalledWith('上传成功');
    unmount();
  });

  it('makes one the default, and deletes one only after a confirmation naming it', async () => {
    api.getSignImages.mockResolvedValue(list);
    const { unmount } = render(<SignImageSection />);
    const first = await screen.findByRole('img', { name: '签名 1' });
    const row = first.closest('[data-sign]') as HTMLElement;
    fireEvent.click(within(row).getByText('设为默认'));
    await waitFor(() => expect(api.setDefaultSignImage).toHaveBeenCalledWith('s2'));

    shared.confirmDelete.mockResolvedValueOnce(false);
    const second = (await screen.findByRole('img', { name: '签名 2' })).closest('[data-sign]') as HTMLElement;
    fireEvent.click(within(second).getByText('删除'));
    await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith('此操作将永久删除“签名 2”, 是否继续?'));
    expect(api.deleteSignImage).not.toHaveBeenCalled();
    fireEvent.click(within(second).getByText('删除'));
    await waitFor(() => expect(api.deleteSignImage).toHaveBeenCalledWith('s1'));
    unmount();
  });
});
