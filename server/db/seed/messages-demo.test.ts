import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { StayKitResponse, ThreadResponse, ThreadsResponse } from '../../../contract/messages';
import { post } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_THREAD } from './messages-demo';
import { DEMO_HOST } from './review-replies';

/** The README's demo guest and demo host share a thread on an upcoming stay, one message unread by the host. */
describe('the demo thread', () => {
  const t = useTestApp({ catalogue: true });

  const signIn = async (account: { email: string; password: string }) => {
    const res = await post(t.app, '/api/v1/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${LoginResponse.parse(res.json()).data.token}` };
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('shows the host one unread message in both languages, and the guest none', async () => {
    const host = await signIn(DEMO_HOST);
    const hostList = ThreadsResponse.parse((await get('/api/v1/messages/threads?as=host', host)).json());
    const thread = hostList.data.items.find((item) => item.counterpart === 'Noura');
    expect(thread).toMatchObject({ kind: 'stay', unread: 1, masking: false });
    const bell = await get('/api/v1/notifications/unread/count', host);
    expect(bell.json()).toMatchObject({ data: { unread: 1 } });
    const detail = ThreadResponse.parse((await get(`/api/v1/messages/threads/${thread!.id}`, host)).json());
    expect(detail.data.messages.map((m) => m.text)).toEqual(DEMO_THREAD.map((m) => m.text));

    const guest = await signIn(DEMO_ACCOUNT);
    const guestList = ThreadsResponse.parse((await get('/api/v1/messages/threads', guest)).json());
    expect(guestList.data.items).toMatchObject([{ id: thread!.id, unread: 0, counterpart: 'Khalid' }]);
    const kit = StayKitResponse.parse(
      (await get(`/api/v1/messages/stays/${thread!.stay!.id}/kit`, guest)).json(),
    ).data.kit;
    expect(kit.thread.messages).toHaveLength(DEMO_THREAD.length);
    expect(kit.check_in_instructions).toBeNull();
  });
});
