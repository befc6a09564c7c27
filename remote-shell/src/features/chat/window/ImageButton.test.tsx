import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '../../../test/fetch-stub';
import { chatButton, chatServer, person, renderChat, sentFrames, signIn } from '../chat-test-kit';
import { withNodeFormData } from '../../../test/node-form-data';

withNodeFormData();

function image(bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], 'photo.png', { type });
}

async function openChat() {
  const seen = chatServer({
    conversations: [person('u2', '张三')],
    onRequest: (request) =>
      request.url.pathname === '/api/file/Uploader/IM' && request.method === 'POST'
        ? envelope(200, { name: 'abc.png', url: '/x', size: 10, fileId: 'f1' })
        : undefined,
  });
  const { user } = renderChat();
  const socket = signIn();
  await user.click(chatButton());
  await user.click(await screen.findByRole('button', { name: /张三/ }));
  await screen.findByRole('dialog', { name: '与 张三 的对话' });
  const uploads = () => seen.filter((r) => r.url.pathname === '/api/file/Uploader/IM');
  const choose = (file: File) =>
    act(() => {
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    });
  return { socket, uploads, choose };
}

describe('the picture button', () => {
  it('refuses 5 MB and more, and what is not an image, before any upload', async () => {
    const { socket, uploads, choose } = await openChat();
    choose(image(5 * 1024 * 1024));
    expect(await screen.findByText('图片大小不能超过5M')).toBeInTheDocument();
    choose(new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByText('只能发送图片')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
    expect(sentFrames(socket, 'SendMessage')).toEqual([]);
  });

  it('uploads an image to the chat upload, then sends it as an image message', async () => {
    const { socket, uploads, choose } = await openChat();
    choose(image(1000));
    await waitFor(() => expect(sentFrames(socket, 'SendMessage')).toHaveLength(1));
    expect(uploads()).toHaveLength(1);
    expect(sentFrames(socket, 'SendMessage')[0]).toEqual({
      method: 'SendMessage',
      toUserId: 'u2',
      messageType: 'image',
      messageContent: 'abc.png',
      clientMessageId: expect.any(String),
    });
  });
});
