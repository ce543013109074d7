import { readContent, readHistoryItem, readReceived, readSentEcho, sendFrame } from './protocol';

it('reads the echo of my message and a received one', () => {
  expect(
    readSentEcho({ method: 'sendMessage', id: 'm1', clientMessageId: 'c1', toUserId: 'u2', messageType: 'text', toMessage: 'hi', dateTime: 5 }, 'me'),
  ).toEqual({ id: 'm1', clientMessageId: 'c1', fromUserId: 'me', toUserId: 'u2', type: 'text', content: 'hi', time: 5 });
  expect(
    readReceived({ method: 'receiveMessage', id: 'm2', formUserId: 'u2', messageType: 'image', formMessage: { path: '/api/file/Image/IM/a.png' }, dateTime: 6 }, 'me'),
  ).toEqual({ id: 'm2', fromUserId: 'u2', toUserId: 'me', type: 'image', content: { path: '/api/file/Image/IM/a.png' }, time: 6 });
});

it('drops malformed frames and reads media stored as JSON text', () => {
  expect(readSentEcho({ method: 'sendMessage', id: 'm1', toUserId: 'u2', messageType: 'file', toMessage: 'x' }, 'me')).toBeNull();
  expect(readReceived({ method: 'receiveMessage', id: 'm1', messageType: 'text', formMessage: 'x' }, 'me')).toBeNull();
  expect(readContent('image', '{"path":"/p.png","width":3}')).toEqual({ path: '/p.png', width: 3 });
  expect(readContent('text', { path: 'x' })).toBeUndefined();
  expect(readHistoryItem({ id: 1, sendUserId: 'a', receiveUserId: 'b', contentType: 'video', content: 'https://v/x.mp4', sendTime: 9 })).toEqual({
    id: '1', fromUserId: 'a', toUserId: 'b', type: 'video', content: 'https://v/x.mp4', time: 9,
  });
});

it('reads stored-file content of image and file messages, and refuses a file without a fileId', () => {
  const stored = { fileId: 'f1', name: '合同.pdf', fileSize: 9, fileExtension: 'pdf' };
  expect(readContent('file', stored)).toEqual(stored);
  expect(readContent('file', JSON.stringify(stored))).toEqual(stored);
  expect(readContent('image', { fileId: 'f2', width: 3 })).toEqual({ fileId: 'f2', width: 3 });
  expect(readContent('file', { path: '/api/file/Image/IM/a.png' })).toBeUndefined();
  expect(readContent('file', 'plain')).toBeUndefined();
  expect(readContent('file', { fileId: '' })).toBeUndefined();
});

it('writes the SendMessage frame of the contract', () => {
  expect(sendFrame('u2', 'text', '[em:100]', 'c9', 'bearer t')).toEqual({
    method: 'SendMessage', toUserId: 'u2', messageType: 'text', messageContent: '[em:100]', clientMessageId: 'c9', token: 'bearer t',
  });
});
