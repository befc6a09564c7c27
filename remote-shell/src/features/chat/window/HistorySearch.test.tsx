import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@mepm/contract';
import { message, ME, openChatWith, person, sentFrames } from '../chat-test-kit';

const zhang = person('u2', '张三');

/** Texts `from`..`to` (newest first) that contain 报告. */
const found = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: from - to + 1 }, (_, i) => message(from - i, 'u2', ME, `报告 ${from - i}`));

describe('searching the chat history', () => {
  it('asks 50 a page for the keyword, pages when scrolled within 100 px of the end, and keeps the history apart', async () => {
    const { user, socket, dialog } = await openChatWith(zhang);
    act(() =>
      socket.serverSends({
        method: 'messageList',
        toUserId: 'u2',
        list: [message(120, 'u2', ME, '最新')],
        lastSeq: 120,
        hasMore: true,
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: '搜索聊天记录' }));
    await user.type(within(dialog).getByRole('textbox', { name: '搜索聊天记录' }), ' 报告 ');
    await waitFor(() => expect(sentFrames(socket, 'MessageList')).toHaveLength(2));
    expect(sentFrames(socket, 'MessageList')[1]).toEqual({
      method: 'MessageList',
      toUserId: 'u2',
      keyword: '报告',
      currentPage: 1,
      pageSize: 50,
      sord: 'desc',
    });
    const results = within(dialog).getByRole('list', { name: '搜索结果' });
    const answer = (list: ChatMessage[], hasMore: boolean) =>
      act(() =>
        socket.serverSends({
          method: 'messageList',
          toUserId: 'u2',
          keyword: '报告',
          list,
          lastSeq: 120,
          hasMore,
        }),
      );
    answer(found(100, 51), true);
    expect(within(results).getAllByRole('listitem')).toHaveLength(50);
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('报告 100');
    // The history did not take the search's answer for one of its pages.
    expect(
      within(dialog).queryByText('报告 100', { selector: '[aria-label="聊天记录"] *' }),
    ).toBeNull();

    const scroll = (top: number) => {
      Object.defineProperty(results, 'scrollHeight', { configurable: true, value: 2000 });
      Object.defineProperty(results, 'clientHeight', { configurable: true, value: 360 });
      results.scrollTop = top;
      fireEvent.scroll(results);
    };
    scroll(1500); // 140 px left: not yet
    expect(sentFrames(socket, 'MessageList')).toHaveLength(2);
    scroll(1560); // 80 px left
    expect(sentFrames(socket, 'MessageList')[2]).toMatchObject({ keyword: '报告', currentPage: 2 });
    // One message came meanwhile and pushed 51 onto page 2: it is shown once.
    answer(found(51, 10), false);
    expect(within(results).getAllByRole('listitem')).toHaveLength(91);
    expect(within(results).getByText('没有更多结果了')).toBeInTheDocument();
    scroll(1600);
    expect(sentFrames(socket, 'MessageList')).toHaveLength(3);

    // Leaving the search shows the history as it was.
    await user.click(within(dialog).getByRole('button', { name: '搜索聊天记录', pressed: true }));
    const history = within(dialog).getByRole('list', { name: '聊天记录' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('最新')]);
  });

  it('says when nothing matches', async () => {
    const { user, socket, dialog } = await openChatWith(zhang);
    await user.click(within(dialog).getByRole('button', { name: '搜索聊天记录' }));
    await user.type(within(dialog).getByRole('textbox', { name: '搜索聊天记录' }), '没有');
    await waitFor(() => expect(sentFrames(socket, 'MessageList')).toHaveLength(2));
    act(() =>
      socket.serverSends({
        method: 'messageList',
        toUserId: 'u2',
        keyword: '没有',
        list: [],
        lastSeq: 0,
        hasMore: false,
      }),
    );
    expect(await within(dialog).findByText('没有找到相关消息')).toBeInTheDocument();
  });
});
