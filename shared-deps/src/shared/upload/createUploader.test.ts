import { createUploader } from './createUploader';
import { fakeHasher, fakeServer } from './testing/fakes';

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

it('lists a file at once as waiting, then hands it to the engine when its chunk has loaded', async () => {
  const server = fakeServer();
  const uploader = createUploader({ transport: server.transport, hasher: fakeHasher() });
  const id = uploader.add(new File(['hello'], 'a.txt'));
  expect(uploader.$items.get()).toEqual([expect.objectContaining({ id, name: 'a.txt', status: 'waiting', progress: 0 })]);
  const events: string[] = [];
  uploader.events$.subscribe((event) => events.push(event.type));
  await settle();
  expect(uploader.$items.get()).toEqual([expect.objectContaining({ id, status: 'success', progress: 100 })]);
  expect(events).toEqual(['success']);
  uploader.destroy();
});

it('forgets a file removed before the engine arrived', async () => {
  const server = fakeServer();
  const uploader = createUploader({ transport: server.transport, hasher: fakeHasher() });
  const id = uploader.add(new File(['hello'], 'a.txt'));
  uploader.remove(id);
  expect(uploader.$items.get()).toEqual([]);
  await settle();
  expect(uploader.$items.get()).toEqual([]);
  expect(server.checks).toEqual([]);
  uploader.destroy();
});
