import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSession } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Message = { id: number; status: number; sendMsg: string; sendTime: string };
type MessagePage = { list: Message[]; totals: number; pageNum: number; pageSize: number };
type DevUser = {
  id: number;
  auditStatus: number;
  userStatus: number;
  companyStatus: number | null;
  subscribed: boolean;
  unreadMessages: number;
  messages: number;
  locked: boolean;
};

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const listBody = (pageNum: number, pageSize = 4) => ({ pageNum, pageSize, type: 1, inlet: 'USER' });

async function unread(token: string): Promise<number> {
  const answer = await upstream.postJson<number>('/p/epd/inner/count', { status: 0, type: 1 }, { token });
  expect(answer.code).toBe(1);
  return answer.data;
}

describe('seeded system messages', () => {
  it.each([
    ['13800138000', 7, 3],
    ['13700137000', 4, 2],
    ['13600136000', 3, 2],
    ['13500135000', 3, 2],
    ['13300133000', 3, 1],
    ['13200132000', 4, 2],
    ['13100131000', 3, 2],
    ['demo@lowcarbonsteel.example', 7, 3],
    ['locked@lowcarbonsteel.example', 3, 1],
  ])('%s has %i messages, %i unread', async (account, total, unreadCount) => {
    const state = await upstream.getJson<DevUser>(`/__dev/users/${encodeURIComponent(account)}`);
    expect(state.data).toMatchObject({ messages: total, unreadMessages: unreadCount });
  });

  it('lists newest first, 4 a page, in the request language, with China wall-clock times', async () => {
    const token = (await devSession(upstream, '13800138000')).tokenVO.token;
    const first = await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1), { token });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ totals: 7, pageNum: 1, pageSize: 4 });
    expect(first.data.list).toHaveLength(4);
    const second = await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(2), { token });
    expect(second.data.list).toHaveLength(3);

    const all = [...first.data.list, ...second.data.list];
    const times = all.map((message) => message.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const message of all) {
      expect(message.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(message.sendMsg).toMatch(/^<p>/);
      expect([0, 1]).toContain(message.status);
    }
    expect(all.filter((message) => message.status === 0)).toHaveLength(3);
    expect(all.some((message) => /<a href="\/[^"]*">/.test(message.sendMsg))).toBe(true);
    expect(first.data.list[0]?.sendMsg).toMatch(/系统维护/);

    const english = await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1), {
      token,
      language: 'en',
    });
    expect(english.data.list[0]?.sendMsg).toMatch(/maintenance/);
  });

  it('needs a signed-in user', async () => {
    expect((await upstream.post('/p/epd/inner/count', {})).status).toBe(401);
    expect((await upstream.post('/p/epd/inner/list', listBody(1))).status).toBe(401);
  });
});

describe('reading messages', () => {
  it('reads one, then all, of the caller only', async () => {
    const own = (await devSession(upstream, '13200132000')).tokenVO.token;
    const other = (await devSession(upstream, '13100131000')).tokenVO.token;
    expect(await unread(own)).toBe(2);
    expect(await unread(other)).toBe(2);

    const mine = (await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1, 10), { token: own }))
      .data.list;
    const firstUnread = mine.find((message) => message.status === 0);
    if (!firstUnread) throw new Error('no unread message seeded');

    // Someone else cannot read it, and it stays unread.
    expect(
      await upstream.postJson('/p/epd/inner/read', { id: firstUnread.id }, { token: other }),
    ).toMatchObject({ code: 500, message: '消息不存在' });
    expect(await unread(own)).toBe(2);

    expect((await upstream.postJson('/p/epd/inner/read', { id: firstUnread.id }, { token: own })).code).toBe(
      1,
    );
    expect(await unread(own)).toBe(1);
    // Reading again changes nothing.
    expect((await upstream.postJson('/p/epd/inner/read', { id: firstUnread.id }, { token: own })).code).toBe(
      1,
    );
    expect(await unread(own)).toBe(1);
    const after = (await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1, 10), { token: own }))
      .data.list;
    expect(after.find((message) => message.id === firstUnread.id)?.status).toBe(1);

    // The read count answers too.
    expect((await upstream.postJson<number>('/p/epd/inner/count', { status: 1 }, { token: own })).data).toBe(
      3,
    );

    expect((await upstream.postJson('/p/epd/inner/readAll', { id: 6 }, { token: own })).code).toBe(1);
    expect(await unread(own)).toBe(0);
    expect(await unread(other)).toBe(2);
  });

  it('counts and reads all with an empty body too', async () => {
    const token = (await devSession(upstream, '13500135000')).tokenVO.token;
    const count = await upstream.post('/p/epd/inner/count', '', { token });
    expect(await count.json()).toMatchObject({ code: 1, data: 2 });
    expect(await (await upstream.post('/p/epd/inner/readAll', '', { token })).json()).toMatchObject({
      code: 1,
    });
    expect(await unread(token)).toBe(0);
  });

  it('refuses a malformed id', async () => {
    const token = (await devSession(upstream, '13600136000')).tokenVO.token;
    expect((await upstream.postJson('/p/epd/inner/read', { id: 'x' }, { token })).code).toBe(400);
  });
});

describe('dev operations for messages and account state', () => {
  it('sends a message that arrives unread at the top of the list, in both languages', async () => {
    const token = (await devSession(upstream, '13700137000')).tokenVO.token;
    const before = await unread(token);
    const sent = await upstream.postJson<{ id: number }>('/__dev/messages', {
      account: '13700137000',
      sendMsg: '<p>您的核查任务 <strong>EPD-CN-2025-0019</strong> 已分配。</p>',
      sendMsgEn: '<p>Verification task <strong>EPD-CN-2025-0019</strong> has been assigned to you.</p>',
    });
    expect(sent.code).toBe(1);
    expect(await unread(token)).toBe(before + 1);
    const top = (await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1), { token })).data
      .list[0];
    expect(top).toMatchObject({ id: sent.data.id, status: 0 });
    expect(top?.sendMsg).toContain('已分配');
    const topEn = (
      await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1), { token, language: 'en' })
    ).data.list[0];
    expect(topEn?.sendMsg).toContain('assigned');

    // Without an English text the Chinese one shows in both languages.
    await upstream.postJson('/__dev/messages', { account: '13700137000', sendMsg: '<p>仅中文</p>' });
    const chineseOnly = (
      await upstream.postJson<MessagePage>('/p/epd/inner/list', listBody(1), { token, language: 'en' })
    ).data.list[0];
    expect(chineseOnly?.sendMsg).toBe('<p>仅中文</p>');

    expect(
      (await upstream.post('/__dev/messages', { account: '13999999999', sendMsg: '<p>x</p>' })).status,
    ).toBe(404);
  });

  it("answers an account's state", async () => {
    expect((await upstream.getJson<DevUser>('/__dev/users/13800138000')).data).toMatchObject({
      id: 1,
      auditStatus: 1,
      userStatus: 1,
      companyStatus: 1,
      subscribed: true,
      locked: false,
    });
    expect((await upstream.getJson<DevUser>('/__dev/users/13600136000')).data).toMatchObject({
      auditStatus: 0,
      companyStatus: null,
      subscribed: false,
    });
    expect((await upstream.getJson<DevUser>('/__dev/users/13200132000')).data.companyStatus).toBe(2);
    expect((await upstream.getJson<DevUser>('/__dev/users/LOCKED@lowcarbonsteel.example')).data.locked).toBe(
      true,
    );
    expect((await upstream.get('/__dev/users/nobody@example.com')).status).toBe(404);
  });
});
