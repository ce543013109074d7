import { configureApi } from './config';
import { setHttpAdapter } from './http';
import { largeScreenUrl } from './largeScreen';
import { adoptToken } from './session';
import { resetSession } from './sessionState';
import { createFakeAdapter, envelope } from './testing/fakeAdapter';

afterEach(() => {
  configureApi({ dataVisualAuth: 'ticket' });
  setHttpAdapter(undefined);
  resetSession();
});

describe('largeScreenUrl', () => {
  it('asks the server for a one-time ticket per opening and puts only that in the URL', async () => {
    adoptToken('bearer secret-session');
    let issued = 0;
    const fake = createFakeAdapter(() => envelope(200, { ticket: `t-${(issued += 1)}`, expiresIn: 30 }));
    setHttpAdapter(fake.adapter);
    const first = await largeScreenUrl('/DataV/view/screen-1');
    const second = await largeScreenUrl('https://datav.example.com/view/s?theme=dark');
    expect(first).toBe('/DataV/view/screen-1?ticket=t-1');
    expect(second).toBe('https://datav.example.com/view/s?theme=dark&ticket=t-2');
    expect(fake.calls.map((call) => [call.method, call.url])).toEqual([
      ['post', '/api/oauth/DataVisualTicket'],
      ['post', '/api/oauth/DataVisualTicket'],
    ]);
    expect(first + second).not.toContain('secret-session');
  });

  it('fails (and opens nothing) when no ticket can be had', async () => {
    adoptToken('bearer secret-session');
    setHttpAdapter(createFakeAdapter(() => envelope(500, null, 'down')).adapter);
    await expect(largeScreenUrl('/DataV/view/screen-1')).rejects.toMatchObject({ code: 500 });
  });

  it("sends the session token for JNPF servers without tickets (configureApi({ dataVisualAuth: 'token' }))", async () => {
    adoptToken('bearer abc');
    configureApi({ dataVisualAuth: 'token' });
    const fake = createFakeAdapter();
    setHttpAdapter(fake.adapter);
    await expect(largeScreenUrl('/DataV/view/screen-1')).resolves.toBe('/DataV/view/screen-1?token=bearer%20abc');
    expect(fake.calls).toHaveLength(0);
  });
});
